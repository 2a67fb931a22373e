import type { PictureData } from '@/lib/images/picture';
import type { photoWords } from '@/content/en/photo';

/** The photo grids' and zoom view's words (content/<lang>/photo.ts): plain strings, so they cross to the islands as props. */
export type PhotoWords = typeof photoWords;

/** A picture the grid shows and the zoom view enlarges. */
export interface ZoomPhoto {
  /** The published variants (or the artwork) the grid and the zoom view show. */
  picture: PictureData;
  alt: string;
  /** Shown as the caption in the zoom view (and under the picture when the grid shows captions). */
  title: string;
  /** A line under the photo in the zoom view, e.g. that a picture is an illustration. */
  description?: string;
  /** Set when title and alt are English words on a Bengali page (marked `lang="en"`). */
  textLang?: 'en';
}
