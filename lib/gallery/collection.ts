/**
 * The gallery's source door: the Firestore collection GALLERY, its validation, and the sample (with
 * its artwork) and emulator that stand in for it. Used by the build's image step (scripts/prepare-images.ts), the
 * maintainers' tool (scripts/gallery/) and test fixtures; never by pages, which read the
 * published gallery through ./index.ts. Free of `server-only`: all of it runs outside Next.js.
 */
export {
  GALLERY_COLLECTION,
  galleryIdSchema,
  type GalleryItem,
} from './schema';
export { describeIssues, validateGalleryDocument, documentFieldsOf } from './validateDocument';
export {
  readGallery,
  fetchGallery,
  describeSkipped,
} from './readGallery';
export {
  ENV,
  FIRESTORE_TIMEOUT_MS,
  DEFAULT_EMULATOR_PROJECT_ID,
  GallerySourceError,
  resolveFirestoreTarget,
  openFirestore,
  withTimeout,
  explainFirestoreError,
  checkFirestoreAccess,
  type FirestoreConnection,
} from './firestoreClient';
export { GALLERY_SEED_FILE, gallerySeed, startEmulator, seedEmulator, type RunningEmulator } from './embeddedEmulator';
export { writeGalleryItems, newGalleryId, createGalleryItem, deleteGalleryItem } from './galleryStore';
export { planGalleryArt } from './galleryArt';
export { ImportFileError, recordsFromFile } from './importFile';
