import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, parseContent } from '@/lib/content';

/**
 * The club's own photos of an expedition: a folder per expedition, named by its slug, holding the
 * photo files and a `photos.json` that lists them in order with their alt text (required):
 *
 *   content/photos/everest-2010/photos.json   [{ "file": "summit.jpg", "alt": "…" }, …]
 *   content/photos/everest-2010/summit.jpg
 *
 * Validated like all content (file, entry and field named); the build then encodes each file
 * (lib/images/prepare.ts) and the report page shows them. CONTENT_PHOTOS_DIR points elsewhere
 * (the test fixture build uses a temporary folder).
 */

export const PHOTO_LIST_FILE = 'photos.json';
export const CONTENT_PHOTOS_ENV = 'CONTENT_PHOTOS_DIR';
export const RASTER_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(jpe?g|png|webp|avif|tiff?|heic|heif)$/i;

export function contentPhotosDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env[CONTENT_PHOTOS_ENV]?.trim() || path.join('content', 'photos');
}

const photoEntrySchema = z.object({
  file: z.string().regex(RASTER_FILE, 'must be the name of a photo file in this folder (.jpg, .jpeg, .png, .webp, .avif, .tif or .heic), without a path'),
  alt: z.string().trim().min(1, 'is required: describe the photo for people who cannot see it').max(300, 'must be at most 300 characters'),
});

const photoListSchema = z.array(photoEntrySchema).min(1, 'list at least one photo, or remove the folder');

export interface ContentPhoto {
  /** The expedition's slug (the folder's name). */
  slug: string;
  /** The photo file, relative to the working directory (for messages) */
  file: string;
  alt: string;
  /** For error messages: the list file, the entry and the field, e.g. "entry 2 (summit.jpg) › field file". */
  where: { listFile: string; entry: string };
}

/**
 * Every photo folder's list, validated. Throws a ContentError naming the list file, the entry and
 * the field for a bad entry, a missing file, or a folder that names no expedition.
 */
export function readContentPhotos(knownSlugs: ReadonlySet<string>, dir = contentPhotosDir()): ContentPhoto[] {
  if (!existsSync(dir)) return [];
  const photos: ContentPhoto[] = [];
  for (const slug of readdirSync(dir).sort()) {
    const folder = path.join(dir, slug);
    if (!statSync(folder).isDirectory()) continue;
    const listFile = path.join(folder, PHOTO_LIST_FILE);
    if (!knownSlugs.has(slug)) throw new ContentError(folder, [`the folder name must be an expedition's slug (a file content/expeditions/<slug>.en.yml), not "${slug}"`]);
    if (!existsSync(listFile)) throw new ContentError(listFile, ['is missing: list the folder’s photos with their alt text']);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(listFile, 'utf8'));
    } catch (error) {
      throw new ContentError(listFile, [`is not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
    }
    const entries = parseContent(photoListSchema, data, listFile, (entry) => (entry as { file?: string } | null)?.file);
    const problems: string[] = [];
    entries.forEach((entry, index) => {
      const file = path.join(folder, entry.file);
      const label = `entry ${index + 1} (${entry.file})`;
      if (!existsSync(file)) problems.push(`${label} › field file: names a file that is not in ${folder}`);
      photos.push({ slug, file, alt: entry.alt, where: { listFile, entry: label } });
    });
    if (problems.length > 0) throw new ContentError(listFile, problems);
  }
  return photos;
}
