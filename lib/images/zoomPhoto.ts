import type { BaseLang } from '@/lib/i18n/lang';
import type { PictureData } from './picture';

/**
 * A picture the grid shows and the zoom view enlarges: what lib/gallery and lib/expeditions hand the
 * PhotoZoom components. Type only, so the browser bundle stays free of this folder's build code.
 */
export interface ZoomPhoto {
  /** The published variants (or the artwork) the grid and the zoom view show. */
  picture: PictureData;
  alt: string;
  /** Shown as the caption in the zoom view (and under the picture when the grid shows captions). */
  title: string;
  /** A line under the photo in the zoom view, e.g. that a picture is an illustration. */
  description?: string;
  /** Set when title and alt are English words on another edition's page (marked `lang="en"`). */
  textLang?: BaseLang;
}
