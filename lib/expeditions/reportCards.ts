import { isBaseLocale } from '@/lib/i18n/lang';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import type { ExpeditionEdition } from './editionSlice';

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

/**
 * The drawing an edition shows of an expedition: the base edition's has the peak's name and year
 * printed on it in English; every other edition's has no text (its words would need the page's
 * fonts, which an SVG shown as an image cannot use).
 */
export function artworkImage(ed: Pick<ExpeditionEdition, 'locale' | 'words' | 'label'>, e: Expedition): ArtworkImage {
  return {
    picture: { src: hrefs.artwork(e.slug, isBaseLocale(ed.locale)), width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT },
    alt: ed.words.expedition.artwork.alt(ed.label.peaks(e), e.year),
  };
}

/** The report list's cards in an edition, in the order given. */
export function reportCardsOf(ed: Pick<ExpeditionEdition, 'words' | 'format' | 'label' | 'path'>, list: readonly Expedition[]): ReportCard[] {
  const perYear = new Map<number, number>();
  for (const e of list) perYear.set(e.year, (perYear.get(e.year) ?? 0) + 1);
  return list.map((e) => ({
    yearLabel: (perYear.get(e.year) ?? 0) > 1 ? ed.words.reportList.yearWithPeak(e.year, ed.label.peaks(e)) : ed.format.digits(e.year),
    title: ed.label.title(e),
    slug: e.slug,
    href: ed.path(hrefs.report(e.slug)),
    expedition: e,
  }));
}
