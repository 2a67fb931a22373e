import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GalleryPictureSource, ImageManifest, PublishedPhoto } from './prepare';
import type { PictureData } from './picture';

/**
 * The pages' side of the image step: the manifest scripts/prepare-images.ts wrote before
 * `next build`. Reading it is all a page does; nothing is encoded or fetched while rendering.
 */

export const IMAGE_CACHE_DIR = process.env.IMAGE_CACHE_DIR?.trim() || path.join('.cache', 'images');
export const IMAGE_MANIFEST_FILE = path.join(IMAGE_CACHE_DIR, 'site.json');

let manifest: ImageManifest | undefined;

/**
 * The manifest of this build. `T` is the shape of its gallery documents, which the gallery's own
 * reader (lib/gallery/loadGallery.ts) names: this folder only passes them through.
 */
export function loadImageManifest<T extends GalleryPictureSource = GalleryPictureSource>(): ImageManifest<T> {
  if (manifest) return manifest as ImageManifest<T>;
  try {
    manifest = JSON.parse(readFileSync(IMAGE_MANIFEST_FILE, 'utf8')) as ImageManifest;
  } catch (error) {
    throw new Error(
      `images: cannot read ${IMAGE_MANIFEST_FILE} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
        'Run `npm run build` (or `npm run images` before `next build`/`next dev`): it reads the gallery and prepares every picture.',
      { cause: error },
    );
  }
  return manifest as ImageManifest<T>;
}

/** A content picture by the `src` its content gives; a raster picture never renders unprepared. */
export function publishedPicture(src: string, size: { width: number; height: number }): PictureData {
  const picture = loadImageManifest().pictures[src];
  // Artwork keeps the size its content gives (the layout was drawn for it); photos their real one.
  if (picture?.key !== undefined) return picture;
  if (picture || (/\.svg$/i.test(src) && src.startsWith('/'))) return { src: picture?.src ?? src, width: size.width, height: size.height };
  throw new Error(`images: ${src} was not prepared; run \`npm run images\` (or the full build) after changing content.`);
}

/** The photos in content/photos/<slug>/, in their list's order. */
export function expeditionPhotosOf(slug: string): readonly PublishedPhoto[] {
  return loadImageManifest().expeditionPhotos[slug] ?? [];
}
