import type { ZoomPhoto } from '@/components/PhotoZoom/types';
import type { PictureData } from '@/lib/images/picture';

/** What the gallery island receives per photo: only what it shows (see lib/images/picture.ts). */
export interface GalleryCardItem {
  id: string;
  title: string;
  alt?: string;
  picture: PictureData;
}

/** Trims a published gallery item to what the island needs (the page weight grows with every field). */
export function galleryCardItem(item: GalleryCardItem): GalleryCardItem {
  return item.alt === undefined ? { id: item.id, title: item.title, picture: item.picture } : { id: item.id, title: item.title, alt: item.alt, picture: item.picture };
}

/** A gallery item as the zoom view shows it (alt falls back to the title). */
export function galleryZoomPhoto(item: GalleryCardItem): ZoomPhoto {
  return { picture: item.picture, alt: item.alt ?? item.title, title: item.title };
}
