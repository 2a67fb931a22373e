import { z } from 'zod';
import { aboutContent } from '@/content/about';
import { activityEntries } from '@/content/activities';
import { clubContent } from '@/content/club';
import { courseEntries } from '@/content/courses';
import { eventEntries } from '@/content/events';
import { homeContent } from '@/content/home';
import { legalContent } from '@/content/legal';
import { navigationContent } from '@/content/navigation';
import { sourcesContent } from '@/content/sources';
import type { Format } from '@/lib/i18n/format';
import { prefixedPath, type Lang } from '@/lib/i18n/lang';
import { AboutSchema, type About, type AboutOverlay } from '@/lib/schema/about';
import { activitiesSchema, type ActivitiesOverlay, type Activity } from '@/lib/schema/activity';
import { ClubSchema, type Club, type ClubOverlay } from '@/lib/schema/club';
import { coursesSchema, type Course, type CoursesOverlay } from '@/lib/schema/course';
import { eventSchema, eventsSchema, type ClubEvent, type EventsOverlay } from '@/lib/schema/event';
import { homeSchema, type Home, type HomeOverlay } from '@/lib/schema/home';
import { legalPagesSchema, type LegalOverlay, type LegalPage } from '@/lib/schema/legal';
import { navigationSchema, type NavLink, type Navigation, type NavigationOverlay } from '@/lib/schema/navigation';
import { SourceRegistrySchema, type Source, type SourcesOverlay } from '@/lib/schema/source';
import { applyOverlay } from './overlay';
import { ContentError, labelByKey, parseContent } from './parse';
import type { TranslationLanguage } from './twin';

/** Every record file of the site, as one edition reads it. */
export interface Records {
  club: Club;
  home: Home;
  about: About;
  activities: readonly Activity[];
  courses: readonly Course[];
  events: readonly ClubEvent[];
  legal: readonly LegalPage[];
  navigation: Navigation;
  sources: readonly Source[];
}

/** One language's overlays: its words for each record file (`content/<file>.<lang>.ts`). */
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
}

type File = keyof RecordOverlays;

/**
 * The language a set of records is built in: its code (which names its overlay files,
 * `content/<file>.<lang>.ts`), its locale (path prefix, the checks' script, full stop and digits),
 * its names (content/glossary.ts) and its format (course ordinals).
 */
export interface RecordLanguage extends TranslationLanguage {
  lang: Lang;
  format: Pick<Format, 'ordinal'>;
}

const bySlug = labelByKey;
const byUrl = (entry: unknown) => (entry && typeof entry === 'object' && 'url' in entry ? String((entry as { url: unknown }).url) : undefined);

const courses = parseContent(coursesSchema, courseEntries, 'content/courses.ts', bySlug);

/**
 * The English records: the facts and the English words of each record file, validated (a mistake
 * stops the build naming file, entry and field). Every edition's records are built from these.
 */
const english = {
  club: parseContent(ClubSchema, clubContent, 'content/club.ts'),
  home: parseContent(homeSchema, homeContent, 'content/home.ts'),
  about: parseContent(AboutSchema, aboutContent, 'content/about.ts'),
  activities: parseContent(activitiesSchema, activityEntries, 'content/activities.ts', bySlug),
  courses,
  events: parseContent(eventsSchema(courses.map((course) => course.slug)), eventEntries, 'content/events.ts', bySlug),
  legal: parseContent(legalPagesSchema, legalContent, 'content/legal.ts', bySlug),
  navigation: parseContent(navigationSchema, navigationContent, 'content/navigation.ts'),
  sources: parseContent(SourceRegistrySchema, sourcesContent, 'content/sources.ts', byUrl),
};
type EnglishRecords = typeof english;

/** The schema of each record file, which each overlay is read against: its `text()` fields are what an overlay translates. */
export const recordSchemas: Record<File, z.ZodType> = {
  club: ClubSchema,
  home: homeSchema,
  about: AboutSchema,
  activities: activitiesSchema,
  courses: coursesSchema,
  events: z.array(eventSchema),
  legal: legalPagesSchema,
  navigation: navigationSchema,
  sources: SourceRegistrySchema,
};

/** The words of the records in a language: the English records with the overlay's words and the glossary's names. */
function translated(language: RecordLanguage, overlays: RecordOverlays): EnglishRecords {
  const { lang, locale, names } = language;
  const problems: ContentError[] = [];
  const one = <F extends File>(file: F): EnglishRecords[F] => {
    try {
      return applyOverlay(recordSchemas[file], english[file], overlays[file], { locale, names, file: `content/${file}.${lang}.ts`, englishFile: `content/${file}.ts` });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
      return english[file];
    }
  };
  const records = {
    club: one('club'),
    home: one('home'),
    about: one('about'),
    activities: one('activities'),
    courses: one('courses'),
    events: one('events'),
    legal: one('legal'),
    navigation: one('navigation'),
    sources: one('sources'),
  };
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) {
    throw new ContentError(problems.map((error) => error.file).join(', '), problems.flatMap((error) => error.issues.map((issue) => `${error.file} › ${issue}`)));
  }
  return records;
}

/**
 * The records of one edition, pure: `overlays` are that language's words (null for English, the
 * language of the record files); everything else comes from `language`. What the records derive
 * rather than state is added here in the edition's language: course ordinals ("7th", "৭ম") and
 * menu links into the edition's own pages (`/gallery/` → `/bn/gallery/`).
 */
export function buildRecords(language: RecordLanguage, overlays: RecordOverlays | null): Records {
  const words = overlays === null ? english : translated(language, overlays);
  const localLinks = (links: readonly NavLink[]) => links.map((link) => ({ ...link, href: prefixedPath(language.locale, link.href) }));
  return {
    ...words,
    courses: words.courses.map((course) => ({ ...course, ordinalLabel: language.format.ordinal(course.number) })),
    navigation: Object.fromEntries(Object.entries(words.navigation).map(([menu, links]) => [menu, localLinks(links)])) as Navigation,
  };
}
