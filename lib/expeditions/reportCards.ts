import { wordsFor } from '@/lib/content';
import { digitsIn } from '@/lib/i18n/format';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { Expedition } from '@/lib/schema/expedition';
import { allExpeditions } from './data';
import { hrefs } from '@/lib/routes';
import { expeditionTitle } from './labels';

/** Width and height of the generated artwork's viewBox (3:2). */
export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 800;

/** Our generated artwork of an expedition: what its card shows until the club's photos are added. */
export interface ArtworkImage {
  picture: { src: string; width: number; height: number };
  alt: string;
}

export interface ReportCard {
  /** `2010`, or `2012 – Annapurna I` where two expeditions share a year. */
  yearLabel: string;
  title: string;
  slug: string;
  href: string;
  expedition: Expedition;
}

export function artworkImage(lang: Lang, e: Expedition): ArtworkImage {
  return {
    picture: { src: hrefs.artwork(lang, e.slug), width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT },
    alt: wordsFor(lang).expedition.artwork.alt(e.peak, e.year),
  };
}

export function reportCardsOf(lang: Lang, list: readonly Expedition[]): ReportCard[] {
  const words = wordsFor(lang);
  const perYear = new Map<number, number>();
  for (const e of list) perYear.set(e.year, (perYear.get(e.year) ?? 0) + 1);
  return list.map((e) => ({
    yearLabel: (perYear.get(e.year) ?? 0) > 1 ? words.reportList.yearWithPeak(e.year, e.peak) : digitsIn(lang, e.year),
    title: expeditionTitle(lang, e),
    slug: e.slug,
    href: hrefs.report(lang, e.slug),
    expedition: e,
  }));
}

/** One English card per expedition, table order, 2025 included. */
export const reportCards: readonly ReportCard[] = reportCardsOf(BASE_LANG, allExpeditions);
