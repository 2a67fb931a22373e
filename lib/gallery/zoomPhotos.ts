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
export function galleryCardIn(lang: Lang, item: GalleryItem): LocalizedGalleryCard {
  const { title, alt, textLang } = textIn[lang](item);
  return {
    id: item.id,
    title,
    ...(alt === undefined ? {} : { alt }),
    picture: item.picture,
    ...(textLang ? { textLang } : {}),
  };
}

/** Where each edition finds a photo's words: English as they are; Bengali from titleBn/altBn, else English marked so. */
const textIn: Record<Lang, (item: GalleryItem) => { title: string; alt?: string; textLang?: 'en' }> = {
  en: (item) => ({ title: item.title, alt: item.alt }),
  bn: (item) =>
    item.titleBn === undefined
      ? { title: item.title, alt: item.altBn ?? item.alt, textLang: 'en' }
      : { title: item.titleBn, alt: item.altBn },
};

/** A gallery photo as the zoom view shows it (alt falls back to the title), in one edition. */
export function galleryZoomPhotoIn(lang: Lang, item: GalleryItem): ZoomPhoto {
  const card = galleryCardIn(lang, item);
  return { picture: card.picture, alt: card.alt ?? card.title, title: card.title, ...(card.textLang ? { textLang: card.textLang } : {}) };
}
