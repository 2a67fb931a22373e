import type { ZoomPhoto } from '@/components/photo/types';
import type { PictureData } from '@/lib/images/picture';
import type { Lang } from '@/lib/i18n/lang';
import type { GalleryItem } from './loadGallery';

/** What the gallery island receives per photo: only what it shows (see lib/images/picture.ts). */
export interface GalleryCardItem {
  id: string;
  title: string;
  alt?: string;
  picture: PictureData;
}

export interface LocalizedGalleryCard extends GalleryCardItem {
  /** Set when the words shown are English on a Bengali page. */
  textLang?: 'en';
}

/**
 * A published gallery item trimmed to what the island shows (the page weight grows with every
 * field), with its words in one edition: the Bengali edition shows `titleBn` and `altBn` when the
 * club has written them, else the English ones, marked `textLang: 'en'` so the page says so
 * (`lang="en"` on the element) and screen readers pronounce them as English.
 */
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
