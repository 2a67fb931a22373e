import { parseTwin } from '@/lib/content/twin';
import { courseEntries } from '@/content/courses';
import { courseEntries as courseEntriesBn } from '@/content/courses.bn';
import type { Lang } from '@/lib/i18n/lang';
import { coursesSchema, coursesSchemaBn, type Course } from '@/lib/schema/course';
import { labelByKey, parseContent } from '@/lib/content/parse';

/** The validated courses, in the order the club lists them. */
export const courses: readonly Course[] = parseContent(coursesSchema, courseEntries, 'content/courses.ts', labelByKey);

const coursesBn: readonly Course[] = parseTwin(coursesSchemaBn, courseEntries, courseEntriesBn, 'content/courses.bn.ts', labelByKey);

/** The courses in one edition's language. */
export function coursesIn(lang: Lang): readonly Course[] {
  return lang === 'bn' ? coursesBn : courses;
}

export function courseBySlug(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug);
}
