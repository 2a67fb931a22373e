import type { photoWords } from '@/content/en/photo';

/** The zoom view's photo; the type lives with the pictures (lib/images/zoomPhoto.ts). */
export type { ZoomPhoto } from '@/lib/images';

/** The photo grids' and zoom view's words (content/<lang>/photo.ts): plain strings, so they cross to the islands as props. */
export type PhotoWords = typeof photoWords;
