import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { z } from 'zod';
import seedData from '@/content/gallery.json';
import { labelByKey, parseContent } from '@/lib/content';
import { ENV, emulatorTarget, firstLineOf, openFirestore, type FirestoreTarget } from './firestoreClient';
import { GALLERY_COLLECTION, galleryItemSchema, type GalleryItem } from './schema';
import { documentFieldsOf, validateGalleryDocument } from './validateDocument';

/**
 * The in-process Firestore emulator (`@firestore-emulator/server`, gRPC only) and the sample
 * gallery it holds by default. With no Firestore configured the build reads it, so that even a
 * build without credentials or network runs the real read path (firebase-admin → gRPC →
 * validation). The tool (`npm run gallery -- emulator`) and the tests start it too.
 */

/** JSON, not TypeScript, so that maintainers can load it: `npm run gallery -- import content/gallery.json`. */
export const GALLERY_SEED_FILE = 'content/gallery.json';

const seedSchema = z.array(galleryItemSchema).superRefine((items, ctx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `repeats the id "${item.id}"` });
    seen.add(item.id);
  });
});

/** Validates a seed file's data; a bad entry throws a ContentError naming file, entry and field. */
export function parseGallerySeed(data: unknown, file = GALLERY_SEED_FILE): GalleryItem[] {
  // validateGalleryDocument only shapes the item here: parseContent has checked it with the same schema.
  return parseContent(seedSchema, data, file, labelByKey).map(({ id, ...fields }) => (validateGalleryDocument(id, fields) as { item: GalleryItem }).item);
}

export const gallerySeed: readonly GalleryItem[] = parseGallerySeed(seedData);

/** `host` is `127.0.0.1:<port>`, the value FIRESTORE_EMULATOR_HOST would take. */
export type RunningEmulator = { host: string; target: FirestoreTarget; stop(): Promise<void> };

/** A port free right now, on the address the emulator binds (0.0.0.0: its API has no host option). */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().unref().once('error', reject);
    probe.listen(0, '0.0.0.0', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts an empty emulator on `port`, or on a free port (retrying if another process takes it first). */
export async function startEmulator(options: { port?: number; source?: 'embedded' | typeof ENV.emulatorHost; projectId?: string } = {}): Promise<RunningEmulator> {
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await findFreePort());
    const server = new FirestoreServer();
    try {
      await server.start(port);
    } catch (error) {
      server.stop();
      if (options.port === undefined && attempt < 5) continue;
      throw new Error(`cannot start the in-process Firestore emulator on port ${port}: ${firstLineOf(error)}`, { cause: error });
    }
    const host = `127.0.0.1:${port}`;
    return { host, target: emulatorTarget(host, options.source ?? 'embedded', options.projectId), stop: async () => server.stop() };
  }
}

/** Writes `items` into the emulator's GALLERY collection through firebase-admin (500 per commit, Firestore's limit). */
export async function seedEmulator(emulator: RunningEmulator, items: readonly GalleryItem[]): Promise<void> {
  const { db, close } = openFirestore(emulator.target);
  try {
    for (let start = 0; start < items.length; start += 500) {
      const batch = db.batch();
      for (const item of items.slice(start, start + 500)) batch.set(db.collection(GALLERY_COLLECTION).doc(item.id), documentFieldsOf(item));
      await batch.commit();
    }
  } finally {
    await close();
  }
}

/** The build's embedded default: an emulator on a free port holding content/gallery.json. */
export async function startEmbeddedGallery(items: readonly GalleryItem[] = gallerySeed): Promise<RunningEmulator> {
  const emulator = await startEmulator();
  await seedEmulator(emulator, items).catch(async (error: unknown) => {
    await emulator.stop();
    throw error;
  });
  return emulator;
}
