/**
 * The gallery's source door: the Firestore collection GALLERY, its validation, and the sample (with
 * its artwork) and emulator that stand in for it. Used by the build's image step (scripts/prepare-images.ts), the
 * maintainers' tool (scripts/gallery/) and test fixtures; never by pages, which read the
 * published gallery through ./index.ts. Free of `server-only`: all of it runs outside Next.js.
 */
export {
  GALLERY_COLLECTION,
  TITLE_MAX_LENGTH,
  ALT_MAX_LENGTH,
  IMAGE_SIDE_MAX,
  galleryIdSchema,
  galleryDocumentSchema,
  galleryItemSchema,
  type GalleryItem,
  type PublishedGalleryItem,
  type GalleryDocumentInput,
  type GalleryItemInput,
  type GalleryDocumentFields,
} from './schema';
export { imageUrlProblem, isAllowedImageUrl } from './imageUrl';
export { describeIssues, validateGalleryDocument, documentFieldsOf, type GalleryValidation } from './validateDocument';
export { compareGalleryItems, sortGallery } from './galleryOrder';
export { BASE_LANG, translatedLangs, TRANSLATED_FIELD_NAMES, type TranslatedLang, type GalleryText, type GalleryTextOverlay } from './itemText';
export {
  readGallery,
  fetchGallery,
  describeSkipped,
  REQUIRE_FIRESTORE_ENV,
  type SkippedDocument,
  type GalleryRead,
  type GalleryLogger,
  type ReadGalleryOptions,
} from './readGallery';
export {
  ENV,
  FIRESTORE_TIMEOUT_MS,
  DEFAULT_EMULATOR_PROJECT_ID,
  GallerySourceError,
  firstLineOf,
  emulatorTarget,
  resolveFirestoreTarget,
  openFirestore,
  withTimeout,
  explainFirestoreError,
  checkFirestoreAccess,
  type FirestoreTarget,
  type FirestoreConnection,
} from './firestoreClient';
export { GALLERY_SEED_FILE, gallerySeed, parseGallerySeed, startEmulator, seedEmulator, startEmbeddedGallery, type RunningEmulator } from './embeddedEmulator';
export { WRITE_BATCH_SIZE, writeGalleryItems, newGalleryId, createGalleryItem, deleteGalleryItem } from './galleryStore';
export { ART_WIDTH, ART_HEIGHT, ART_MAX_BYTES, planGalleryArt, renderGalleryArt, type ArtScene, type ArtSpec, type ArtFile } from './galleryArt';
export { IMPORT_FIELDS, ImportFileError, parseCsv, recordsFromCsv, recordsFromJson, recordsFromFile, type ImportRecord, type CsvRow } from './importFile';
