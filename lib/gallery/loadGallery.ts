import 'server-only';
import { readGallery } from './galleryReader';
import type { GalleryItem } from './schema';

export type { GalleryItem } from './schema';

/**
 * The gallery for pages, read once per build process: several pages (the gallery, the home page's
 * tiles) share one Firestore read. Order: `order` ascending (items without one last), then title
 * (case-insensitive, numbers as numbers), then id; see compareGalleryItems in ./schema.
 * Configuration and failure behaviour: see readGallery in ./galleryReader.
 * The items are frozen because every caller shares them.
 */
let pending: Promise<GalleryItem[]> | undefined;

export function loadGallery(): Promise<GalleryItem[]> {
  pending ??= readGallery().then((items) => Object.freeze(items.map((item) => Object.freeze(item))) as GalleryItem[]);
  return pending;
}
