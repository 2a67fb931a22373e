import { pathIn, type Lang } from '@/lib/i18n/lang';
import { reportPath } from '@/lib/routes';

/** The report page of a slug in one edition, e.g. `/Everest-2010/`, `/bn/Everest-2010/` (trailing slashes). */
export function reportHref(slug: string, lang: Lang = 'en'): string {
  return pathIn(lang, reportPath(slug));
}

/** The generated summary PDF of an expedition, served by a static route handler. */
export function pdfHref(slug: string): string {
  return `/pdf/expeditions/${slug}.pdf`;
}

/**
 * The generated illustration of an expedition, served by a static route handler: with the peak's
 * name and year printed on it for English pages, without any text for Bengali ones.
 */
export function artworkHref(slug: string, lang: Lang = 'en'): string {
  return lang === 'en' ? `/artwork/expeditions/${slug}.svg` : `/artwork/expeditions/${slug}.unlabelled.svg`;
}
