import { reportPath } from '@/lib/routes';

/** The report page of a slug, e.g. `/Everest-2010/` (the site uses trailing slashes). */
export function reportHref(slug: string): string {
  return reportPath(slug);
}

/** The generated summary PDF of an expedition, served by a static route handler. */
export function pdfHref(slug: string): string {
  return `/pdf/expeditions/${slug}.pdf`;
}

/** The generated illustration of an expedition, served by a static route handler. */
export function artworkHref(slug: string): string {
  return `/artwork/expeditions/${slug}.svg`;
}
