import type { ZoomPhoto } from '@/components/PhotoZoom/types';
import type { Lang } from '@/lib/i18n/lang';
import type { GalleryItem } from '@/lib/gallery/loadGallery';
import type { GalleryCardItem } from '@/lib/gallery/zoomPhotos';

/**
 * A gallery photo's words in one edition: the Bengali edition shows `titleBn` and `altBn` when the
 * club has written them, else the English ones, marked `textLang: 'en'` so the page says so
 * (`lang="en"` on the element) and screen readers pronounce them as English.
 */
export interface LocalizedGalleryCard extends GalleryCardItem {
  /** Set when the words shown are English on a Bengali page. */
  textLang?: 'en';
}

export function galleryCardIn(item: GalleryItem, lang: Lang): LocalizedGalleryCard {
  const title = lang === 'bn' ? (item.titleBn ?? item.title) : item.title;
  const alt = lang === 'bn' ? (item.altBn ?? (item.titleBn ? undefined : item.alt)) : item.alt;
  const english = lang === 'bn' && item.titleBn === undefined;
  return {
    id: item.id,
    title,
    ...(alt === undefined ? {} : { alt }),
    picture: item.picture,
    ...(english ? { textLang: 'en' as const } : {}),
  };
}

/** A gallery photo as the zoom view shows it (alt falls back to the title), in one edition. */
export function galleryZoomPhotoIn(item: GalleryItem, lang: Lang): ZoomPhoto {
  const card = galleryCardIn(item, lang);
  return { picture: card.picture, alt: card.alt ?? card.title, title: card.title, ...(card.textLang ? { textLang: card.textLang } : {}) };
}
