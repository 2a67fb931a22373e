import type { PictureData, ZoomPhoto } from '@/lib/images';
import { BASE_LANG, isBaseLocale, type BaseLang, type Lang, type Locale } from '@/lib/i18n/lang';
import type { GalleryText } from './itemText';
import type { PublishedGalleryItem } from './schema';

/** What a gallery card needs of its edition (an Edition is one): the language its items' words are keyed by, and its locale. */
export interface GalleryEdition {
  lang: Lang;
  locale: Locale;
}

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
 * written in its language (the item's `text` overlay, keyed by language code) when there is a
 * title, else the English ones, marked `textLang: BASE_LANG` so the page says so (`lang="en"` on
 * the element) and screen readers pronounce them as English. A translated title without a
 * translated alt leaves alt to the title.
 */
export function galleryCard(ed: GalleryEdition, item: PublishedGalleryItem): LocalizedGalleryCard {
  const base = isBaseLocale(ed.locale);
  const overlay: Partial<Record<Lang, GalleryText>> = item.text ?? {};
  const words = base ? undefined : overlay[ed.lang];
  const english = !base && words?.title === undefined;
  const title = words?.title ?? item.title;
  const alt = base ? item.alt : (words?.alt ?? (words?.title ? undefined : item.alt));
  return {
    id: item.id,
    title,
    ...(alt === undefined ? {} : { alt }),
    picture: item.picture,
    ...(english ? { textLang: BASE_LANG } : {}),
  };
}

/** A gallery photo as the zoom view shows it (alt falls back to the title), in one edition. */
export function galleryZoomPhoto(ed: GalleryEdition, item: PublishedGalleryItem): ZoomPhoto {
  const card = galleryCard(ed, item);
  return { picture: card.picture, alt: card.alt ?? card.title, title: card.title, ...(card.textLang ? { textLang: card.textLang } : {}) };
}
