/**
 * The image door: every picture the site shows is prepared here at build time and read back by
 * pages from the manifest. Server and scripts only (sharp, fs); client components import the pure
 * leaf `@/lib/images/picture` (file-address rules) and the type `@/lib/images/zoomPhoto` directly.
 * This folder knows nothing of the gallery's documents beyond ./prepare's GalleryPictureSource.
 */
export {
  formatWidths,
  type PictureData,
} from './picture';
export type { ZoomPhoto } from './zoomPhoto';
export { IMAGE_CACHE_DIR, IMAGE_MANIFEST_FILE, loadImageManifest, publishedPicture, expeditionPhotosOf } from './published';
export {
  prepareImages,
  summaryLine,
  type ImageManifest,
  type ContentImage,
} from './prepare';
export { imageProblemBeforeDownload } from './siteImage';
export { DEFAULT_FETCH_LIMITS, isRemoteSource, publicFileOf, mapBounded, type FetchLimits } from './readSource';
export { encodeImage, pruneImageCache, CACHE_UNUSED_DAYS } from './encode';
export { publishedSize, describePublishedSize } from './publishedSize';
export { readContentPhotos, type ContentPhoto } from './contentPhotos';
export { makeTestPhoto } from './testPhoto';
