/**
 * The gallery door for pages: the published gallery (the image step's manifest, never Firestore),
 * the shaping of its items for one edition, and an expedition's photos (the club's and the
 * gallery's). Server only (./loadGallery.ts carries the `server-only` guard). Reading and writing
 * the GALLERY collection itself, for the build's image step, the maintainers' tool and test
 * fixtures, is the other door, ./collection.ts: it loads firebase, which pages never do, and it
 * must load outside Next.js, where `server-only` throws. The browser's gallery island imports the
 * pure leaf ./galleryWindow.ts and types only.
 */
export { loadGallery } from './loadGallery';
export { galleryCard, galleryZoomPhoto, type LocalizedGalleryCard } from './zoomPhotos';
export { expeditionPhotos } from './expeditionPhotos';
export { galleryKind } from './galleryKind';
