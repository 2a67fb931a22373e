import type { Expedition } from '@/lib/schema/expedition';
import type { Lang } from '@/lib/i18n/lang';
import { expeditions, laterExpeditions } from './data';
import { hrefs } from '@/lib/routes';
import { expeditionTitle, highestHeightM } from './labels';
import { resultCategory, resultText, type ResultCategory } from './results';
import type { QueryableRow } from './tableQuery';

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

export function tableRowsOf(list: readonly Expedition[], lang: Lang = 'en'): ExpeditionTableRow[] {
  return list.map((e) => ({
    serial: e.serial,
    name: expeditionTitle(e, lang),
    year: e.year,
    resultText: resultText(e, lang),
    resultCategory: resultCategory(e),
    slug: e.slug,
    href: hrefs.report(lang, e.slug),
  }));
}

/** The club's 38 rows, 1987-2024. */
export const tableRows: readonly ExpeditionTableRow[] = tableRowsOf(expeditions);

/** Rows 39-40 (2025), for pages that continue the table. */
export const laterTableRows: readonly ExpeditionTableRow[] = tableRowsOf(laterExpeditions);

/** Table rows with the highest known summit height of each objective, for the filter and sort. */
export function queryableRowsOf(list: readonly Expedition[], lang: Lang = 'en'): QueryableRow[] {
  const rows = tableRowsOf(list, lang);
  return rows.map((row, i) => {
    const heightM = highestHeightM(list[i]!);
    return heightM === undefined ? row : { ...row, heightM };
  });
}
