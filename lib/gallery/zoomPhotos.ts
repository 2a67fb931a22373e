import type { ZoomPhoto } from '@/components/PhotoZoom/types';
import type { GalleryItem } from './schema';

/** Default size for photos whose document gives none: the space the card reserves. */
export const DEFAULT_PHOTO_SIZE = { width: 960, height: 640 };

/** A gallery item as the zoom view shows it (alt falls back to the title). */
export function galleryZoomPhoto(item: GalleryItem): ZoomPhoto {
  return {
    src: item.img,
    alt: item.alt ?? item.title,
    width: item.width ?? DEFAULT_PHOTO_SIZE.width,
    height: item.height ?? DEFAULT_PHOTO_SIZE.height,
    title: item.title,
  };
}
