import type { Expedition } from '@/lib/schema/expedition';
import { allExpeditions } from './data';
import { resultStatsOf, type ResultStats } from './recordStats';

/**
 * How many expeditions the records hold, the years they span and what they reached: the one count
 * every page states (the table and its totals, the footer's and the not-found page's link, the
 * report list, the statistics). Computed here, once, from the records; no page types a count or
 * a span of years by hand.
 */
export interface ArchiveCount {
  /** Every expedition with a record (the club's original table, then those added since). */
  expeditions: number;
  firstYear: number;
  lastYear: number;
  /** Of them, the rows of the club's original table (`inOriginalTable`), and those added after it. */
  tableRows: number;
  laterRows: number;
  /** Their results: known and not known, and the summits the records list (a floor, "at least"). */
  results: ResultStats;
}

export function archiveCountOf(records: readonly Expedition[]): ArchiveCount {
  if (records.length === 0) throw new Error('archiveCountOf: no expedition records');
  const years = records.map((e) => e.year);
  const tableRows = records.filter((e) => e.inOriginalTable).length;
  return {
    expeditions: records.length,
    firstYear: Math.min(...years),
    lastYear: Math.max(...years),
    tableRows,
    laterRows: records.length - tableRows,
    results: resultStatsOf(records),
  };
}

/** The site's count: every expedition record (ids and years are the same in every edition). */
export const archiveCount: ArchiveCount = archiveCountOf(allExpeditions);
