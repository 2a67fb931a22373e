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
 * One language's words for every kind of record, each holding only the fields its schema marks as
 * text (lib/schema/text.ts), keyed like the English entries: for a folder of records, each record's
 * `<key>.<lang>.yml` by key; for a one-file record, its `<lang>:` part; for a record still written in
 * TypeScript, `content/<file>.<lang>.ts`, which the language lists in `content/<lang>/overlays.ts`.
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

/** A kind of record by name: `expeditions` is content/expeditions/ (lib/content/recordSources.ts says where each kind is written). */
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
