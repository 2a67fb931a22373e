import type { PictureData, ZoomPhoto } from '@/lib/images';
import { BASE_LANG, type BaseLang, type Lang } from '@/lib/i18n/lang';
import type { PublishedGalleryItem } from './schema';

/** What the gallery island receives per photo: only what it shows (see lib/images/picture.ts). */
export interface GalleryCardItem {
  id: string;
  title: string;
  alt?: string;
  picture: PictureData;
}

export interface LocalizedGalleryCard extends GalleryCardItem {
  /** Set when the words shown are English on another edition's page. */
  textLang?: BaseLang;
}

/**
 * A published gallery item trimmed to what the island shows (the page weight grows with every
 * field), with its words in one edition: another edition shows the title and alt text the club has
 * written in its language (the item's `text` overlay) when there is a title, else the English ones,
 * marked `textLang: BASE_LANG` so the page says so (`lang="en"` on the element) and screen readers
 * pronounce them as English. A translated title without a translated alt leaves alt to the title.
 */
export function galleryCardIn(lang: Lang, item: PublishedGalleryItem): LocalizedGalleryCard {
  const words = lang === BASE_LANG ? undefined : item.text?.[lang];
  const english = lang !== BASE_LANG && words?.title === undefined;
  const title = words?.title ?? item.title;
  const alt = lang === BASE_LANG ? item.alt : (words?.alt ?? (words?.title ? undefined : item.alt));
  return {
    id: item.id,
    title,
    ...(alt === undefined ? {} : { alt }),
    picture: item.picture,
    ...(english ? { textLang: BASE_LANG } : {}),
  };
}

/** A gallery photo as the zoom view shows it (alt falls back to the title), in one edition. */
export function galleryZoomPhotoIn(lang: Lang, item: PublishedGalleryItem): ZoomPhoto {
  const card = galleryCardIn(lang, item);
  return { picture: card.picture, alt: card.alt ?? card.title, title: card.title, ...(card.textLang ? { textLang: card.textLang } : {}) };
}
