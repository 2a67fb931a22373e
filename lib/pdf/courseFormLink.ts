import type { Edition } from '@/lib/edition';
import { isBaseLocale } from '@/lib/i18n/lang';
import { editionFile } from '@/lib/routes';
import type { Course } from '@/lib/schema/course';

/**
 * Whether an edition has a course's form of its own: every edition has the generated form
 * (`/forms/<slug>.pdf`, `/forms/<slug>.bn.pdf`); the club's own form, once content names one
 * (Course.clubFormFile), is one file at the base edition's address.
 */
export function editionHasOwnForm(ed: Pick<Edition, 'locale'>, course: Course): boolean {
  return course.clubFormFile === undefined || isBaseLocale(ed.locale);
}

/**
 * The form an edition's pages link for a course, and whether it is in the edition's language
 * (when it is not, the link says so: `englishOnlyFile`): the edition's own form, or the club's.
 */
export function courseFormLink(ed: Pick<Edition, 'locale'>, course: Course): { href: string; inEdition: boolean } {
  if (editionHasOwnForm(ed, course)) return { href: editionFile(ed.locale, course.formHref), inEdition: true };
  return { href: course.formHref, inEdition: false };
}
