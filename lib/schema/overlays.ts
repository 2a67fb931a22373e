import { z } from 'zod';
import { AboutSchema, type AboutOverlay } from './about';
import { activitiesSchema, type ActivitiesOverlay } from './activity';
import { ClubSchema, type ClubOverlay } from './club';
import { coursesSchema, type CoursesOverlay } from './course';
import { eventSchema, type EventsOverlay } from './event';
import { ExpeditionListSchema, type ExpeditionsOverlay } from './expedition';
import { homeSchema, type HomeOverlay } from './home';
import { legalPagesSchema, type LegalOverlay } from './legal';
import { navigationSchema, type NavigationOverlay } from './navigation';
import { PeakRegistrySchema, type PeaksOverlay } from './peak';
import { PeopleRegistrySchema, type PeopleOverlay } from './person';
import { SourceRegistrySchema, type SourcesOverlay } from './source';
/**
 * One language's words for every record file: `content/<file>.<lang>.ts`, each holding only the
 * fields its schema marks as text (lib/schema/text.ts), keyed like the English entries. A language
 * lists them in one place, `content/<lang>/overlays.ts`, beside its words.
 */
export interface RecordOverlays {
  club: ClubOverlay;
  home: HomeOverlay;
  about: AboutOverlay;
  activities: ActivitiesOverlay;
  courses: CoursesOverlay;
  events: EventsOverlay;
  legal: LegalOverlay;
  navigation: NavigationOverlay;
  sources: SourcesOverlay;
  expeditions: ExpeditionsOverlay;
  peaks: PeaksOverlay;
  people: PeopleOverlay;
}

/** The words of the records still written in TypeScript: `content/<file>.<lang>.ts`, listed in content/<lang>/overlays.ts. */
export type TypedOverlays = Pick<RecordOverlays, 'about' | 'activities' | 'legal' | 'navigation'>;

/** A record file by the name of its overlay: `expeditions` is content/expeditions.ts, translated in content/expeditions.<lang>.ts. */
export type RecordFile = keyof RecordOverlays;

/**
 * The schema of each record file, which its overlays are read against: the fields it marks `text()`
 * are what an overlay translates, its `name()` fields come from the glossary, everything else is a fact.
 */
export const recordFileSchemas: Readonly<Record<RecordFile, z.ZodType>> = {
  club: ClubSchema,
  home: homeSchema,
  about: AboutSchema,
  activities: activitiesSchema,
  courses: coursesSchema,
  events: z.array(eventSchema),
  legal: legalPagesSchema,
  navigation: navigationSchema,
  sources: SourceRegistrySchema,
  expeditions: ExpeditionListSchema,
  peaks: PeakRegistrySchema,
  people: PeopleRegistrySchema,
};
