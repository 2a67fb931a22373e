/**
 * The gallery page's filter, run in the visitor's browser by the gallery island. Pure and free of
 * firebase and server-only imports on purpose: it ships in the client bundle.
 */

/** The original site showed at most this many items (slice 0..258), after filtering. */
export const GALLERY_WINDOW = 258;

/**
 * Lower-cases without the visitor's locale, so that server and browser agree on every title; Bengali
 * digits read as the same numbers, so "২০১০" finds "Everest 2010".
 */
function foldCase(text: string): string {
  // Bengali digits read as Latin ones, written out here (not lib/i18n/digits) to keep this file import-free.
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).toLowerCase();
}

/**
 * The items whose title contains `query` (case-insensitive, surrounding spaces ignored), in their
 * given order, cut to the first GALLERY_WINDOW. The filter runs before the cut, as on the original
 * site, so a search finds matches beyond the first 258 items. An empty query keeps every item.
 */
export function filterGallery<T extends { title: string }>(items: readonly T[], query: string): T[] {
  return galleryMatches(items, query).slice(0, GALLERY_WINDOW);
}

/** Every item whose title contains `query` (case-insensitive), before the window is applied. */
export function galleryMatches<T extends { title: string }>(items: readonly T[], query: string): readonly T[] {
  const needle = foldCase(query.trim());
  return needle === '' ? items : items.filter((item) => foldCase(item.title).includes(needle));
}
