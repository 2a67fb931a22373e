import { aboutContent } from '@/content/about';
import { activityEntries } from '@/content/activities';
import { legalContent } from '@/content/legal';
import { navigationContent } from '@/content/navigation';
import { prefixedPath } from '@/lib/i18n/lang';
import { AboutSchema, type About } from '@/lib/schema/about';
import { activitiesSchema, type Activity } from '@/lib/schema/activity';
import { ClubSchema, type Club } from '@/lib/schema/club';
import { courseSchema, coursesSchema, type Course, type CourseRecord } from '@/lib/schema/course';
import { eventSchema, eventsSchema, type ClubEvent } from '@/lib/schema/event';
import { homeSchema, type Home } from '@/lib/schema/home';
import { legalPagesSchema, type LegalPage } from '@/lib/schema/legal';
import { navigationSchema, type NavEntry, type Navigation } from '@/lib/schema/navigation';
import { recordFileSchemas, type RecordOverlays } from '@/lib/schema/overlays';
import { SourceRegistrySchema, SourceSchema, type Source } from '@/lib/schema/source';
import { fileLabelOf, parseRecordFile, parseRecordFolder } from './dataFiles';
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

/** The records the club edits in the browser (content/*.yml, content/<folder>/), with their words in other languages. */
const club = parseRecordFile('club.yml', ClubSchema);
const home = parseRecordFile('home.yml', homeSchema);
const courseFolder = parseRecordFolder('courses', courseSchema, 'slug');
const eventFolder = parseRecordFolder('events', eventSchema, 'slug');
const sourceFolder = parseRecordFolder('sources', SourceSchema, 'id');

// The club lists its courses by their number (the 7th Adventure Course before the 40th Rock Climbing Course).
const courses = parseContent(coursesSchema, [...courseFolder.records].sort((a, b) => a.number - b.number), 'content/courses/', fileLabelOf('courses', 'slug'));

/**
 * The English records: the facts and the English words of each record, validated (a mistake stops
 * the build naming file, entry and field). Every edition's records are built from these.
 */
const englishRecords: EnglishRecords = {
  club: club.record,
  home: home.record,
  about: parseContent(AboutSchema, aboutContent, 'content/about.ts'),
  activities: parseContent(activitiesSchema, activityEntries, 'content/activities.ts', bySlug),
  courses,
  events: parseContent(eventsSchema(courses.map((course) => course.slug)), eventsInOrder(eventFolder.records, courses), 'content/events/', fileLabelOf('events', 'slug')),
  legal: parseContent(legalPagesSchema, legalContent, 'content/legal.ts', bySlug),
  navigation: parseContent(navigationSchema, navigationContent, 'content/navigation.ts'),
  // Sources: every address once (a source's id is its file's name), in the order of their files.
  sources: parseContent(SourceRegistrySchema, sourceFolder.records, 'content/sources/', fileLabelOf('sources', 'id')),
};

/** The announcements (undated) first, in their courses' order, then the dated events, the newest first. */
function eventsInOrder(events: readonly ClubEvent[], courseList: readonly CourseRecord[]): ClubEvent[] {
  const courseRank = (event: ClubEvent) => courseList.findIndex((course) => course.slug === event.courseSlug);
  const undated = events.filter((event) => !event.startDate).sort((a, b) => courseRank(a) - courseRank(b) || a.slug.localeCompare(b.slug));
  const dated = events.filter((event) => event.startDate).sort((a, b) => b.startDate!.localeCompare(a.startDate!) || a.slug.localeCompare(b.slug));
  return [...undated, ...dated];
}

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
