import { z } from 'zod';
import seedData from '../../content/gallery.json';
import { labelByKey, parseContent } from '../content/parse';
import { galleryItemSchema, validateGalleryDocument, type GalleryItem } from './schema';

/**
 * The embedded default gallery: what the build shows when no Firestore is configured (it is loaded
 * into an in-process emulator and read back through the real loader, see embeddedEmulator.ts).
 * JSON rather than TypeScript so that maintainers can load it into a real Firestore with
 * `npm run gallery -- import content/gallery.json`.
 */
export const GALLERY_SEED_FILE = 'content/gallery.json';

const seedSchema = z.array(galleryItemSchema).superRefine((items, ctx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `repeats the id "${item.id}"` });
    seen.add(item.id);
  });
});

/** Validates a seed file's data (throws a ContentError naming the entry and field). */
export function parseGallerySeed(data: unknown, file = GALLERY_SEED_FILE): GalleryItem[] {
  return parseContent(seedSchema, data, file, labelByKey).map(({ id, ...fields }) => {
    const result = validateGalleryDocument(id, fields);
    // parseContent has already accepted every entry with the same schema.
    if (!result.ok) throw new Error(`${file}: entry ${id}: ${result.problems.join('; ')}`);
    return result.item;
  });
}

export const gallerySeed: readonly GalleryItem[] = parseGallerySeed(seedData);
