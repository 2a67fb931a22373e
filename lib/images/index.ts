/**
 * The image door: every picture the site shows is prepared here at build time and read back by
 * pages from the manifest. Server and scripts only (sharp, fs); client components import the pure
 * leaf `@/lib/images/picture` (file-address rules) and the type `@/lib/images/zoomPhoto` directly.
 * This folder knows nothing of the gallery's documents beyond ./prepare's GalleryPictureSource.
 */
export {
  VARIANT_WIDTHS,
  ZOOM_MAX_SIDE,
  AVIF_MAX_WIDTH,
  PUBLISHED_IMAGE_DIR,
  variantWidths,
  formatWidths,
  variantSrc,
  srcSetOf,
  variantsOf,
  zoomSrc,
  zoomSrcSet,
  type PictureData,
  type VariantFormat,
} from './picture';
export type { ZoomPhoto } from './zoomPhoto';
export { IMAGE_CACHE_DIR, IMAGE_MANIFEST_FILE, loadImageManifest, publishedPicture, expeditionPhotosOf } from './published';
export {
  prepareImages,
  summaryLine,
  DEFAULT_ARTWORK_SIZE,
  type GalleryPictureSource,
  type WithPublishedPicture,
  type ImageManifest,
  type PublishedPhoto,
  type ContentImage,
  type PrepareInput,
  type PrepareOptions,
  type PrepareStats,
} from './prepare';
export { readSiteImage, imageProblemBeforeDownload, type SiteImage } from './siteImage';
export { ImageSourceError, DEFAULT_FETCH_LIMITS, isRemoteSource, isSvgPath, publicFileOf, readSiteFile, readImageBytes, download, mapBounded, type FetchLimits } from './readSource';
export { encodeImage, imageKey, pruneImageCache, ImageDecodeError, ENCODE_SETTINGS, MAX_INPUT_PIXELS, CACHE_UNUSED_DAYS, type EncodedImage } from './encode';
export { publishedSize, describePublishedSize, PHONE_CARD_CSS_PX, PHONE_DPR, type PublishedSize } from './publishedSize';
export { readContentPhotos, contentPhotosDir, CONTENT_PHOTOS_ENV, PHOTO_LIST_FILE, RASTER_FILE, type ContentPhoto } from './contentPhotos';
export { makeTestPhoto, TEST_PHOTO_GPS, TEST_PHOTO_OWNER } from './testPhoto';
