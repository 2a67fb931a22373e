import { courseEntries } from '@/content/courses';
import { coursesSchema, type Course } from '@/lib/schema/course';
import { labelByKey, parseContent } from '@/lib/content/parse';

/** The validated courses, in the order the club lists them. */
export const courses: readonly Course[] = parseContent(coursesSchema, courseEntries, 'content/courses.ts', labelByKey);

export function courseBySlug(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug);
}
