import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import { peaksOfExpedition } from './data';
import type { ExpeditionEdition } from './editionSlice';
import { highestHeightM } from './labels';
import { resultCategory, type ResultCategory } from './results';

/** One row of the expeditions table (SL., Name of the peaks and its height, Year, Result). */
export interface ExpeditionTableRow {
  serial: number;
  /** Peak name(s) with height, e.g. `Everest (8848.86 m)`. */
  name: string;
  year: number;
  /** The table's wording, or "Not known yet" where this site does not know the result. */
  resultText: string;
  resultCategory: ResultCategory;
  slug: string;
  /** Not a row of the club's original table: added after it (`inOriginalTable: false`), as the records say. */
  addedAfterTable: boolean;
  href: string;
  /** The page of the row's year (/years/<yyyy>/). */
  yearHref: string;
  /** The row's peaks, each with the address of its page. */
  peaks: { name: string; href: string }[];
}

/** A table row plus the highest known summit height of its objective(s), for sorting and filtering. */
export interface QueryableRow extends ExpeditionTableRow {
  heightM?: number;
}

/** The table's rows in an edition. */
export function tableRowsOf(ed: Pick<ExpeditionEdition, 'label' | 'path' | 'peak'>, list: readonly Expedition[]): ExpeditionTableRow[] {
  return list.map((e) => ({
    serial: e.serial,
    name: ed.label.title(e),
    year: e.year,
    resultText: ed.label.result(e),
    resultCategory: resultCategory(e),
    slug: e.slug,
    addedAfterTable: !e.inOriginalTable,
    href: ed.path(hrefs.report(e.slug)),
    yearHref: ed.path(hrefs.year(e.year)),
    peaks: peaksOfExpedition(e.slug).map(({ peakId }) => ({ name: ed.peak(peakId).name, href: ed.path(hrefs.peak(peakId)) })),
  }));
}

/** Table rows with the highest known summit height of each objective, for the filter and sort. */
export function queryableRowsOf(ed: Pick<ExpeditionEdition, 'label' | 'path' | 'peak'>, list: readonly Expedition[]): QueryableRow[] {
  const rows = tableRowsOf(ed, list);
  return rows.map((row, i) => {
    const heightM = highestHeightM(list[i]!);
    return heightM === undefined ? row : { ...row, heightM };
  });
}
