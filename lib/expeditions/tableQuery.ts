import { latinDigits } from '@/lib/i18n/digits';
// Type-only imports: this module runs in the table's client island, which must not pull in the
// expedition records, their schema, any word file or zod (e2e/budgets.spec.ts holds the page to
// the JS floor). The island's words arrive as props.
import type { IslandNumbers } from '@/lib/i18n/islandNumbers';
import type { expeditionsWords } from '@/content/en/expeditions';
import type { ResultCategory } from './results';
import type { QueryableRow } from './tableRows';

export type { QueryableRow };

/**
 * Filtering and sorting of the expeditions table, kept free of React so the client island stays a
 * thin shell and the rules can be tested on their own.
 */

/** A peak counts as an eight-thousander from this height up. */
export const EIGHT_THOUSAND_M = 8000;

export type ResultFilter = 'all' | ResultCategory;

export const sortKeys = ['table', 'year-desc', 'year-asc', 'height-desc', 'height-asc'] as const;
export type SortKey = (typeof sortKeys)[number];

export interface TableQuery {
  text: string;
  result: ResultFilter;
  eightThousandersOnly: boolean;
  sort: SortKey;
}

export const defaultTableQuery: TableQuery = { text: '', result: 'all', eightThousandersOnly: false, sort: 'table' };

/**
 * Lower case without accents, so "kanchenjunga" finds "Kanchenjunga" and "dwar" finds "Dwār"; Bengali
 * digits read as the same numbers, so "২০১০" finds 2010.
 */
function fold(text: string): string {
  return latinDigits(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** Every word typed must appear in the peak name, the year or the result. */
export function matchesText(row: QueryableRow, text: string): boolean {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${row.name} ${row.year} ${row.resultText}`);
  return words.every((word) => haystack.includes(word));
}

export function isEightThousander(row: QueryableRow): boolean {
  return row.heightM !== undefined && row.heightM >= EIGHT_THOUSAND_M;
}

/** Rows without a known height go last whichever way heights are sorted. */
function compareHeights(a: QueryableRow, b: QueryableRow, direction: 1 | -1): number {
  if (a.heightM === undefined || b.heightM === undefined) {
    return (a.heightM === undefined ? 1 : 0) - (b.heightM === undefined ? 1 : 0);
  }
  return direction * (a.heightM - b.heightM);
}

function compare(sort: SortKey): (a: QueryableRow, b: QueryableRow) => number {
  switch (sort) {
    case 'table':
      return () => 0;
    case 'year-desc':
      return (a, b) => b.year - a.year;
    case 'year-asc':
      return (a, b) => a.year - b.year;
    case 'height-desc':
      return (a, b) => compareHeights(a, b, -1);
    case 'height-asc':
      return (a, b) => compareHeights(a, b, 1);
  }
}

/** The rows the table shows for a query; ties keep table order. */
export function queryRows(rows: readonly QueryableRow[], query: TableQuery): QueryableRow[] {
  const byKey = compare(query.sort);
  return rows
    .filter(
      (row) =>
        matchesText(row, query.text) &&
        (query.result === 'all' || row.resultCategory === query.result) &&
        (!query.eightThousandersOnly || isEightThousander(row)),
    )
    .sort((a, b) => byKey(a, b) || a.serial - b.serial);
}

/** The row count's words (templates; content/<lang>/expeditions.ts › table.count). */
export type ResultCountWords = typeof expeditionsWords.table.count;

/** `Showing 5 of 38 expeditions`, or `Showing all 38 expeditions`, in the words and numbers it is given. */
export function resultCountLabel(count: ResultCountWords, numbers: IslandNumbers, shown: number, total: number): string {
  if (shown === total) return numbers.fill(count.all, { total });
  if (shown === 0) return numbers.fill(count.none, { total });
  return numbers.plural(count.some, total, { shown, total });
}
