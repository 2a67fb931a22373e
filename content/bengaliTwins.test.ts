import { describe, expect, it } from 'vitest';
import { assertTwin } from '@/lib/content/twin';
import { labelByKey, parseContent } from '@/lib/content/parse';
import { AboutSchema } from '@/lib/schema/about';
import { aboutContent as englishAbout } from './about';
import { aboutContent } from './about.bn';
import { activitiesSchema } from '@/lib/content/activities';
import { activityEntries as englishActivities } from '@/content/activities';
import { activityEntries } from './activities.bn';
import { coursesSchema, coursesSchemaBn, ordinalIn } from '@/lib/schema/course';
import { courseEntries as englishCourses } from '@/content/courses';
import { courseEntries } from './courses.bn';
import { eventsSchema } from '@/lib/schema/event';
import { eventEntries as englishEvents } from '@/content/events';
import { eventEntries } from './events.bn';
import { z } from 'zod';
import { homeSchema } from '@/lib/schema/home';
import { homeContent as englishHome } from '@/content/home';
import { homeContent } from './home.bn';
import { LegalPageSchema } from '@/lib/schema/legal';
import { legalContent as englishLegal } from '@/content/legal';
import { legalContent } from './legal.bn';
import * as englishNavigation from '@/content/navigation';
import * as navigation from './navigation.bn';
import { ClubSchema } from '@/lib/schema/club';
import { clubContent as englishClub } from '@/content/club';
import { clubContent } from './club.bn';
import { SourceRegistrySchema } from '@/lib/schema/source';
import { sourcesContent as englishSources } from '@/content/sources';
import { sourcesContent } from './sources.bn';

/**
 * Each Bengali record file (rule 2 of notes/BENGALI.md) mirrors its English file — same entries and
 * fields, every fact equal, every sentence in Bengali with glossary spellings — and passes the
 * schema the English loader validates with.
 */
/** Every string in a value, with its path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}


describe('Bengali record files', () => {
  it('about.ts is a twin of content/about.ts and valid', () => {
    assertTwin(englishAbout, aboutContent, 'content/about.bn.ts');
    expect(() => parseContent(AboutSchema, aboutContent, 'content/about.bn.ts')).not.toThrow();
  });

  it('activities.ts is a twin of content/activities.ts and valid', () => {
    assertTwin(englishActivities, activityEntries, 'content/activities.bn.ts');
    expect(() => parseContent(activitiesSchema, activityEntries, 'content/activities.bn.ts', labelByKey)).not.toThrow();
  });

  it('courses.bn.ts is a twin of content/courses.ts and valid, its ordinals Bengali', () => {
    assertTwin(englishCourses, courseEntries, 'content/courses.bn.ts');
    expect(() => parseContent(coursesSchemaBn, courseEntries, 'content/courses.bn.ts', labelByKey)).not.toThrow();
    // The English form's words must fit its PDF font; the Bengali ones must be Bengali.
    expect(() => parseContent(coursesSchema, courseEntries, 'content/courses.bn.ts', labelByKey)).toThrow(/printed on the PDF form/);
    expect(courseEntries.map((course) => course.ordinalLabel)).toEqual(englishCourses.map((course) => ordinalIn('bn', course.number)));
  });

  it('events.ts is a twin of content/events.ts and valid', () => {
    assertTwin(englishEvents, eventEntries, 'content/events.bn.ts');
    const courseSlugs = courseEntries.map((course) => course.slug);
    expect(() => parseContent(eventsSchema(courseSlugs), eventEntries, 'content/events.bn.ts', labelByKey)).not.toThrow();
  });

  it('home.ts is a twin of content/home.ts and valid', () => {
    assertTwin(englishHome, homeContent, 'content/home.bn.ts');
    expect(() => parseContent(homeSchema, homeContent, 'content/home.bn.ts')).not.toThrow();
  });

  it('legal.ts is a twin of content/legal.ts and valid', () => {
    assertTwin(englishLegal, legalContent, 'content/legal.bn.ts');
    expect(() => parseContent(z.array(LegalPageSchema), legalContent, 'content/legal.bn.ts', labelByKey)).not.toThrow();
  });

  it('navigation.ts is a twin of content/navigation.ts (every menu, same links)', () => {
    assertTwin({ ...englishNavigation }, { ...navigation }, 'content/navigation.bn.ts');
  });

  it('club.ts is a twin of content/club.ts and valid, with the club’s Bengali name', () => {
    assertTwin(englishClub, clubContent, 'content/club.bn.ts');
    const club = parseContent(ClubSchema, clubContent, 'content/club.bn.ts');
    expect(club.name).toBe('মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর');
  });

  it('sources.ts is a twin of content/sources.ts and valid', () => {
    assertTwin(englishSources, sourcesContent, 'content/sources.bn.ts');
    expect(() => parseContent(SourceRegistrySchema, sourcesContent, 'content/sources.bn.ts', (entry) => (entry as { url?: string })?.url)).not.toThrow();
  });

  it('writes numbers in Bengali digits wherever a text is Bengali', () => {
    const files = { about: aboutContent, activities: activityEntries, courses: courseEntries, events: eventEntries, home: homeContent, legal: legalContent, navigation: { ...navigation }, club: clubContent, sources: sourcesContent };
    const latinDigits = Object.entries(files).flatMap(([file, content]) =>
      strings(content)
        .filter(([, text]) => /[\u0980-\u09FF]/u.test(text) && /[0-9]/.test(text))
        .map(([path, text]) => `content/${file}.bn.ts › ${path}: ${text}`),
    );
    expect(latinDigits).toEqual([]);
  });
});
