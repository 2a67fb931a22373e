import type { Firestore } from 'firebase-admin/firestore';
import { GALLERY_COLLECTION, type GalleryItem } from './schema';
import { documentFieldsOf } from './validateDocument';

/**
 * The gallery's Firestore writes, for the maintainers' tool (reading is ./readGallery). Only calls
 * the in-process emulator implements are used: batched commits (Commit), create and delete; never
 * listDocuments, listCollections or BulkWriter.
 */

/** Firestore allows 500 writes per commit; smaller batches give the tool's progress bar steps. */
export const WRITE_BATCH_SIZE = 100;

/**
 * Writes (creates or overwrites) validated items, `batchSize` per commit, calling `onProgress`
 * with the number written so far after each commit.
 */
export async function writeGalleryItems(
  db: Firestore,
  items: readonly GalleryItem[],
  options: { batchSize?: number; onProgress?: (written: number) => void; commit?: <T>(work: Promise<T>) => Promise<T> } = {},
): Promise<void> {
  const batchSize = Math.min(500, Math.max(1, options.batchSize ?? WRITE_BATCH_SIZE));
  const guard = options.commit ?? (<T>(work: Promise<T>) => work);
  const collection = db.collection(GALLERY_COLLECTION);
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = db.batch();
    for (const item of items.slice(start, start + batchSize)) {
      batch.set(collection.doc(item.id), documentFieldsOf(item));
    }
    await guard(batch.commit());
    options.onProgress?.(Math.min(items.length, start + batchSize));
  }
}

/** A new, random document id (Firestore's own generator; no network call). */
export function newGalleryId(db: Firestore): string {
  return db.collection(GALLERY_COLLECTION).doc().id;
}

/** Creates one item; fails with gRPC ALREADY_EXISTS (code 6) when the id is taken. */
export async function createGalleryItem(db: Firestore, item: GalleryItem): Promise<void> {
  await db.collection(GALLERY_COLLECTION).doc(item.id).create(documentFieldsOf(item));
}

/** Deletes one item; fails with gRPC NOT_FOUND (code 5) when there is no such document. */
export async function deleteGalleryItem(db: Firestore, id: string): Promise<void> {
  await db.collection(GALLERY_COLLECTION).doc(id).delete({ exists: true });
}
