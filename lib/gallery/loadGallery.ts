import 'server-only';
import { publishedGallery } from '@/lib/images/published';
import type { PublishedGalleryItem } from '@/lib/images/prepare';

export type { PublishedGalleryItem as GalleryItem } from '@/lib/images/prepare';

/**
 * The gallery for pages: the items the build's image step (scripts/prepare-images.ts) read from
 * Firestore, validated and whose pictures it published, in the documented order
 * (compareGalleryItems in ./schema). Firestore is read once per build, by that step; pages only
 * read its manifest. Frozen because every caller shares them.
 */
let items: readonly PublishedGalleryItem[] | undefined;

export async function loadGallery(): Promise<readonly PublishedGalleryItem[]> {
  items ??= Object.freeze(publishedGallery().map((item) => Object.freeze(item)));
  return items;
}
