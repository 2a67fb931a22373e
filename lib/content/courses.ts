import { recordsIn } from './recordsByLang';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { Course } from '@/lib/schema/course';

/** The courses in English, in the order the club lists them (their forms are printed in English). */
export const courses: readonly Course[] = recordsIn(BASE_LANG).courses;

/** The courses in one edition's language. */
export function coursesIn(lang: Lang): readonly Course[] {
  return recordsIn(lang).courses;
}

export function courseBySlug(slug: string): Course | undefined {
  return courses.find((course) => course.slug === slug);
}
