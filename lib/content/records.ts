import { aboutContent } from '@/content/about';
import { activityEntries } from '@/content/activities';
import { clubContent } from '@/content/club';
import { courseEntries } from '@/content/courses';
import { eventEntries } from '@/content/events';
import { homeContent } from '@/content/home';
import { legalContent } from '@/content/legal';
import { navigationContent } from '@/content/navigation';
import { sourcesContent } from '@/content/sources';
import { prefixedPath } from '@/lib/i18n/lang';
import { AboutSchema, type About } from '@/lib/schema/about';
import { activitiesSchema, type Activity } from '@/lib/schema/activity';
import { ClubSchema, type Club } from '@/lib/schema/club';
import { coursesSchema, type Course, type CourseRecord } from '@/lib/schema/course';
import { eventsSchema, type ClubEvent } from '@/lib/schema/event';
import { homeSchema, type Home } from '@/lib/schema/home';
import { legalPagesSchema, type LegalPage } from '@/lib/schema/legal';
import { navigationSchema, type NavEntry, type Navigation } from '@/lib/schema/navigation';
import { recordFileSchemas, type RecordOverlays } from '@/lib/schema/overlays';
import { SourceRegistrySchema, type Source } from '@/lib/schema/source';
import { translatedRecords, type RecordLanguage } from './overlay';
import { ContentError, labelByKey, parseContent } from './parse';

/** The record files of this door, as one edition reads them: the club's details, its pages and menus, and the source registry. */
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

type File = keyof Records;

/** The records as their files state them: everything but what an edition derives (course ordinals). */
type EnglishRecords = Omit<Records, 'courses'> & { courses: readonly CourseRecord[] };

const bySlug = labelByKey;
const byUrl = (entry: unknown) => (entry && typeof entry === 'object' && 'url' in entry ? String((entry as { url: unknown }).url) : undefined);

const courses = parseContent(coursesSchema, courseEntries, 'content/courses.ts', bySlug);

/**
 * The English records: the facts and the English words of each record file, validated (a mistake
 * stops the build naming file, entry and field). Every edition's records are built from these.
 */
const englishRecords: EnglishRecords = {
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

/** The words of the records in a language: the English records with the overlays' words and the glossary's names; every file's problems at once. */
function translated(language: RecordLanguage, overlays: RecordOverlays): EnglishRecords {
  const problems: ContentError[] = [];
  const one = <F extends File>(file: F): EnglishRecords[F] => {
    try {
      return translatedRecords(file, recordFileSchemas[file], englishRecords[file], overlays[file], language);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
      return englishRecords[file];
    }
  };
  const records: EnglishRecords = {
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
  const words = overlays === null ? englishRecords : translated(language, overlays);
  const local = (href: string) => prefixedPath(language.locale, href);
  const localLinks = (links: readonly NavEntry[]): NavEntry[] =>
    links.map((link) => ({ ...link, ...(link.href ? { href: local(link.href) } : {}), ...(link.links ? { links: link.links.map((inner) => ({ ...inner, href: local(inner.href) })) } : {}) }));
  return {
    ...words,
    courses: words.courses.map((course) => ({ ...course, ordinalLabel: language.format.ordinal(course.number) })),
    navigation: Object.fromEntries(Object.entries(words.navigation).map(([menu, links]) => [menu, localLinks(links)])) as Navigation,
  };
}
