import type { Firestore } from 'firebase-admin/firestore';
import { GALLERY_SEED_FILE, startEmbeddedGallery } from './embeddedEmulator';
import { ENV, FIRESTORE_TIMEOUT_MS, GallerySourceError, checkFirestoreAccess, explainFirestoreError, firstLineOf } from './firestoreClient';
import { openFirestore, resolveFirestoreTarget, withTimeout } from './firestoreClient';
import { sortGallery } from './galleryOrder';
import { GALLERY_COLLECTION, type GalleryItem } from './schema';
import { validateGalleryDocument } from './validateDocument';

/** The build's one gallery read (scripts/prepare-images.ts), also used by the tool and the tests. */

/** A document the build skips: its id, the reasons, and (when read from Firestore) its raw fields, for the tool's list. */
export interface SkippedDocument { id: string; problems: string[]; data?: Readonly<Record<string, unknown>> }
/** Valid items sorted (compareGalleryItems in ./schema), invalid documents in id order, and how many the collection holds. */
export interface GalleryRead { items: GalleryItem[]; skipped: SkippedDocument[]; total: number }

/** Reads every document of GALLERY once and validates each one. */
export async function fetchGallery(db: Firestore): Promise<GalleryRead> {
  const snapshot = await db.collection(GALLERY_COLLECTION).get();
  const items: GalleryItem[] = [];
  const skipped: SkippedDocument[] = [];
  for (const doc of snapshot.docs) {
    const result = validateGalleryDocument(doc.id, doc.data());
    if (result.ok) items.push(result.item);
    else skipped.push({ id: result.id, problems: result.problems, data: doc.data() });
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

export type GalleryLogger = Pick<Console, 'info' | 'warn'>;
type Env = Readonly<Record<string, string | undefined>>;
/** Defaults: process.env, FIRESTORE_TIMEOUT_MS (the bound of each step: access check, read), console. */
export interface ReadGalleryOptions { env?: Env; timeoutMs?: number; logger?: GalleryLogger }

/**
 * The valid items of GALLERY in the documented order, from the configured Firestore or, when none
 * is, from the embedded sample (./embeddedEmulator). A bad document is skipped with a warning
 * naming its id and the reason; an empty result is a warning, not an error (the page shows its
 * empty state), except in a release build, which refuses to publish an empty gallery. Unreachable Firestore, bad credentials, refused access: one GallerySourceError
 * line naming the cause and the setting to check, within about `timeoutMs`.
 */
export async function readGallery({ env = process.env, timeoutMs = FIRESTORE_TIMEOUT_MS, logger = console }: ReadGalleryOptions = {}): Promise<GalleryItem[]> {
  const configured = resolveFirestoreTarget(env);
  const emulator = configured ? undefined : await startEmbeddedDefault(env, logger);
  const target = configured ?? emulator!.target;
  const connection = openFirestore(target);
  try {
    await checkFirestoreAccess(connection, timeoutMs);
    const read = await withTimeout(fetchGallery(connection.db), timeoutMs, target).catch((error: unknown) => {
      throw explainFirestoreError(error, target, `read the ${GALLERY_COLLECTION} collection from`);
    });
    for (const skipped of read.skipped) logger.warn(describeSkipped(skipped));
    const { items, total } = read;
    if (items.length === 0 && mustPublishRealGallery(env)) {
      const why = total === 0 ? 'the collection is empty' : `all ${total} documents were skipped (see above)`;
      throw new GallerySourceError(`gallery: ${why} in ${target.where}; a release build does not publish an empty gallery. Fix the documents, or unset ${REQUIRE_FIRESTORE_ENV} and RELEASE.`);
    }
    if (items.length > 0) logger.info(`gallery: read ${items.length} items from ${target.where}${read.skipped.length ? `, skipped ${read.skipped.length}` : ''}.`);
    else if (total === 0) logger.warn(`gallery: the ${GALLERY_COLLECTION} collection in ${target.where} is empty; the gallery page will show its empty state.`);
    else logger.warn(`gallery: all ${total} documents of ${GALLERY_COLLECTION} in ${target.where} were skipped (see above); the gallery page will show its empty state.`);
    return items;
  } finally {
    await connection.close();
    await emulator?.stop();
  }
}

/** A release build (or GALLERY_REQUIRE_FIRESTORE) publishes the club's real gallery: never the sample, never nothing. */
function mustPublishRealGallery(env: Env): boolean {
  return /^(1|true|yes)$/i.test((env[REQUIRE_FIRESTORE_ENV] ?? env.RELEASE ?? '').trim());
}

/** No Firestore configured: the embedded sample, unless this build must publish the real gallery (RELEASE=true). */
async function startEmbeddedDefault(env: Env, logger: GalleryLogger) {
  if (mustPublishRealGallery(env)) {
    const settings = `${ENV.serviceAccount} (with ${ENV.projectId}), ${ENV.credentialsFile} or ${ENV.emulatorHost}`;
    throw new GallerySourceError(`gallery: ${REQUIRE_FIRESTORE_ENV} or RELEASE is set but no Firestore is configured. Set ${settings}.`);
  }
  logger.warn(
    `gallery: no Firestore configured (${ENV.serviceAccount}, ${ENV.credentialsFile}, ${ENV.projectId} and ${ENV.emulatorHost} are unset); ` +
      `reading the embedded sample gallery (${GALLERY_SEED_FILE}) through an in-process Firestore emulator.`,
  );
  return startEmbeddedGallery().catch((error: unknown) => {
    const hint = `Set ${ENV.emulatorHost} or ${ENV.serviceAccount} to read another Firestore.`;
    throw new GallerySourceError(`gallery: cannot start the embedded Firestore emulator: ${firstLineOf(error)}. ${hint}`, { cause: error });
  });
}
