import { BASE_LANG } from '@/lib/i18n/lang';
import type { GalleryItem } from './schema';

const titleCollator = new Intl.Collator(BASE_LANG, { sensitivity: 'base', numeric: true });

/**
 * The gallery's order, stable and independent of Firestore's return order:
 *   1. items with an `order` field first, by `order` ascending (maintainers pin photos this way);
 *   2. then by title, case-insensitively and with numbers compared as numbers ("Nun 2014" before
 *      "Nun 2015", "Camp 2" before "Camp 10");
 *   3. then by id (plain code-unit order), so that equal titles never swap between builds.
 */
export function compareGalleryItems(a: GalleryItem, b: GalleryItem): number {
  if (a.order !== undefined || b.order !== undefined) {
    if (a.order === undefined) return 1;
    if (b.order === undefined) return -1;
    if (a.order !== b.order) return a.order - b.order;
  }
  const byTitle = titleCollator.compare(a.title, b.title);
  if (byTitle !== 0) return byTitle;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sorted copy of `items` (see compareGalleryItems for the order). */
export function sortGallery(items: readonly GalleryItem[]): GalleryItem[] {
  return [...items].sort(compareGalleryItems);
}
