import type { Expedition } from '@/lib/schema/expedition';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import { expeditions, laterExpeditions } from './data';
import { hrefs } from '@/lib/routes';
import { expeditionTitle, highestHeightM } from './labels';
import { resultCategory, resultText, type ResultCategory } from './results';

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
  href: string;
}

/** A table row plus the highest known summit height of its objective(s), for sorting and filtering. */
export interface QueryableRow extends ExpeditionTableRow {
  heightM?: number;
}

export function tableRowsOf(lang: Lang, list: readonly Expedition[]): ExpeditionTableRow[] {
  return list.map((e) => ({
    serial: e.serial,
    name: expeditionTitle(lang, e),
    year: e.year,
    resultText: resultText(lang, e),
    resultCategory: resultCategory(e),
    slug: e.slug,
    href: hrefs.report(lang, e.slug),
  }));
}

/** The club's 38 rows, 1987-2024. */
export const tableRows: readonly ExpeditionTableRow[] = tableRowsOf(BASE_LANG, expeditions);

/** Rows 39-40 (2025), for pages that continue the table. */
export const laterTableRows: readonly ExpeditionTableRow[] = tableRowsOf(BASE_LANG, laterExpeditions);

/** Table rows with the highest known summit height of each objective, for the filter and sort. */
export function queryableRowsOf(lang: Lang, list: readonly Expedition[]): QueryableRow[] {
  const rows = tableRowsOf(lang, list);
  return rows.map((row, i) => {
    const heightM = highestHeightM(list[i]!);
    return heightM === undefined ? row : { ...row, heightM };
  });
}
