import 'server-only';
import { loadImageManifest } from '@/lib/images';
import type { GalleryItem, PublishedGalleryItem } from './schema';

/**
 * The gallery for pages: what the build's image step read from Firestore and published, in the
 * documented order (compareGalleryItems in ./schema). Firestore is read once per build:
 *
 *   scripts/prepare-images.ts      the image step, before `next build`
 *     → readGallery.ts             read GALLERY once, validate, skip bad documents (id + reason)
 *         → firestoreClient.ts     which Firestore (env), open it, probe it, one-line errors
 *         → embeddedEmulator.ts    none configured: in-process emulator + content/gallery.json
 *     → lib/images/prepare.ts      publish the pictures, write the manifest
 *   loadGallery (here)             pages read that manifest, never Firestore
 *
 * Frozen because every caller shares them.
 */
let items: readonly PublishedGalleryItem[] | undefined;

export async function loadGallery(): Promise<readonly PublishedGalleryItem[]> {
  items ??= Object.freeze(loadImageManifest<GalleryItem>().gallery.map((item) => Object.freeze(item)));
  return items;
}

/**
 * The published photos of one expedition, in the gallery's order: the documents whose `expedition`
 * names it. `slug` is the canonical slug (`Everest-2010`); documents naming a legacy slug were
 * stored under the canonical one when validated.
 */
export async function galleryPhotosOf(slug: string): Promise<readonly PublishedGalleryItem[]> {
  return (await loadGallery()).filter((item) => item.expedition === slug);
}
