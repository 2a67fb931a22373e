import type { Firestore } from 'firebase-admin/firestore';
import { startEmbeddedGallery } from './embeddedEmulator';
import {
  ENV,
  FIRESTORE_TIMEOUT_MS,
  GallerySourceError,
  checkFirestoreAccess,
  describeTarget,
  explainFirestoreError,
  firstLineOf,
  openFirestore,
  resolveFirestoreTarget,
  withTimeout,
  type FirestoreTarget,
} from './firestoreConnection';
import { GALLERY_SEED_FILE } from './gallerySeed';
import { GALLERY_COLLECTION, sortGallery, validateGalleryDocument, type GalleryItem } from './schema';

/**
 * The build's one gallery read (scripts/prepare-images.ts), also used by the tests and the tool:
 * which Firestore (./firestoreConnection), the embedded default (./embeddedEmulator), reading and
 * validating the documents (here). Pages never read Firestore: they read the image step's
 * manifest through loadGallery().
 */

export interface SkippedDocument {
  id: string;
  problems: string[];
}

export interface GalleryRead {
  /** Valid items, sorted (see compareGalleryItems). */
  items: GalleryItem[];
  /** Documents that failed validation, in id order. */
  skipped: SkippedDocument[];
  /** How many documents the collection holds. */
  total: number;
}

/** Reads every document of GALLERY once and validates each one. */
export async function fetchGallery(db: Firestore): Promise<GalleryRead> {
  const snapshot = await db.collection(GALLERY_COLLECTION).get();
  const items: GalleryItem[] = [];
  const skipped: SkippedDocument[] = [];
  for (const doc of snapshot.docs) {
    const result = validateGalleryDocument(doc.id, doc.data());
    if (result.ok) items.push(result.item);
    else skipped.push({ id: result.id, problems: result.problems });
  }
  skipped.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { items: sortGallery(items), skipped, total: snapshot.size };
}

/** The warning the build and the tool print for a skipped document. */
export function describeSkipped(skipped: SkippedDocument): string {
  return `gallery: skipped document "${skipped.id}" in ${GALLERY_COLLECTION}: ${skipped.problems.join('; ')}`;
}

/** Set to 1/true in a production build to fail instead of falling back to the embedded sample. */
export const REQUIRE_FIRESTORE_ENV = 'GALLERY_REQUIRE_FIRESTORE';

export interface GalleryLogger {
  info(line: string): void;
  warn(line: string): void;
}

export interface ReadGalleryOptions {
  /** Defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Bound for each step (access check, read); defaults to FIRESTORE_TIMEOUT_MS (15 s). */
  timeoutMs?: number;
  /** Defaults to console.log / console.warn. */
  logger?: GalleryLogger;
}

const consoleLogger: GalleryLogger = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
};

function isSet(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes)$/i.test(value.trim());
}

/**
 * Reads every document of the GALLERY collection once, from the configured Firestore (see
 * firestoreConnection.ts) or, when none is configured, from the embedded sample gallery served by
 * an in-process emulator. Returns the valid items in the documented order (compareGalleryItems).
 *
 * - A document with a missing or non-text title, a missing image, or an image URL that is neither
 *   https: nor site-relative is skipped with a warning naming its id.
 * - An empty result is returned (not thrown) with a warning, so that the page shows its empty state.
 * - Unreachable Firestore, wrong credentials, permission denied: throws a one-line
 *   GallerySourceError naming the cause and the variable to check, within about `timeoutMs`.
 */
export async function readGallery(options: ReadGalleryOptions = {}): Promise<GalleryItem[]> {
  const env = options.env ?? process.env;
  const logger = options.logger ?? consoleLogger;
  const timeoutMs = options.timeoutMs ?? FIRESTORE_TIMEOUT_MS;
  const target = resolveFirestoreTarget(env);
  if (target) return readFrom(target, timeoutMs, logger);

  // A release build (RELEASE=true) must publish the real gallery, never the embedded sample.
  if (isSet(env[REQUIRE_FIRESTORE_ENV] ?? env.RELEASE)) {
    throw new GallerySourceError(
      `gallery: ${REQUIRE_FIRESTORE_ENV} or RELEASE is set but no Firestore is configured. Set ${ENV.serviceAccount} (with ${ENV.projectId}), ${ENV.credentialsFile} or ${ENV.emulatorHost}.`,
      ENV.serviceAccount,
    );
  }
  logger.warn(
    `gallery: no Firestore configured (${ENV.serviceAccount}, ${ENV.credentialsFile}, ${ENV.projectId} and ${ENV.emulatorHost} are unset); ` +
      `reading the embedded sample gallery (${GALLERY_SEED_FILE}) through an in-process Firestore emulator.`,
  );
  let emulator;
  try {
    emulator = await startEmbeddedGallery();
  } catch (error) {
    throw new GallerySourceError(
      `gallery: cannot start the embedded Firestore emulator: ${firstLineOf(error)}. Set ${ENV.emulatorHost} or ${ENV.serviceAccount} to read another Firestore.`,
      undefined,
      { cause: error },
    );
  }
  try {
    return await readFrom(emulator.target, timeoutMs, logger);
  } finally {
    await emulator.stop();
  }
}

async function readFrom(target: FirestoreTarget, timeoutMs: number, logger: GalleryLogger): Promise<GalleryItem[]> {
  const where = describeTarget(target);
  const connection = openFirestore(target);
  try {
    await checkFirestoreAccess(connection, timeoutMs);
    let read;
    try {
      read = await withTimeout(fetchGallery(connection.db), timeoutMs, target);
    } catch (error) {
      throw explainFirestoreError(error, target, `read the ${GALLERY_COLLECTION} collection from`);
    }
    for (const skipped of read.skipped) logger.warn(describeSkipped(skipped));
    if (read.items.length === 0) {
      logger.warn(
        read.total === 0
          ? `gallery: the ${GALLERY_COLLECTION} collection in ${where} is empty; the gallery page will show its empty state.`
          : `gallery: all ${read.total} documents of ${GALLERY_COLLECTION} in ${where} were skipped (see above); the gallery page will show its empty state.`,
      );
    } else {
      const skippedNote = read.skipped.length > 0 ? `, skipped ${read.skipped.length}` : '';
      logger.info(`gallery: read ${read.items.length} items from ${where}${skippedNote}.`);
    }
    return read.items;
  } finally {
    await connection.close();
  }
}
