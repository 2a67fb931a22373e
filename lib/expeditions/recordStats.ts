import type { Expedition } from '@/lib/schema/expedition';
import { expeditions, laterExpeditions } from './data';
import { resultCategory } from './results';
import { citationsOf, expeditionSources, sourceOf } from './sources';
import { summariseExpeditions } from './summary';
import { BASE_LANG } from '@/lib/i18n/lang';

/**
 * What the "About these records" page says about the records, computed from them: every figure on
 * that page comes from here, so it changes when a record does and is never typed by hand.
 */
export interface RecordStats {
  /** Rows of the club's table, and their first and last year. */
  tableRows: number;
  firstYear: number;
  lastYear: number;
  /** Expeditions after the table (2025). */
  laterRows: number;
  /** Table rows whose result this site knows, and those it does not know yet. */
  knownResults: number;
  unknownResults: number;
  /** Table rows known only by peak and year (evidence `spec-list-only`), and how many. */
  listOnly: readonly Expedition[];
  listOnlyRows: number;
  /** Expedition pages (table and later) that list at least one public source, of all pages. */
  pagesWithPublicSources: number;
  pages: number;
  /** Distinct public sources cited anywhere, and how many of them are in Bengali. */
  publicSources: number;
  bengaliSources: number;
  /** Summits reached by the table's expeditions with a known result, and by how many of them. */
  summits: number;
  successfulExpeditions: number;
  /** Recorded disagreements between sources, the expeditions they concern, and how many. */
  conflicts: number;
  withConflicts: readonly Expedition[];
  expeditionsWithConflicts: number;
}

export function recordStatsOf(table: readonly Expedition[], later: readonly Expedition[]): RecordStats {
  const all = [...table, ...later];
  const cited = [...new Set(citationsOf(all).map((citation) => citation.key))].map((key) => sourceOf(BASE_LANG, key)).filter((source) => source.kind === 'public');
  const known = table.filter((e) => resultCategory(e) !== 'unknown').length;
  const summary = summariseExpeditions(table);
  const listOnly = table.filter((e) => e.evidence === 'spec-list-only');
  const withConflicts = all.filter((e) => e.conflicts.length > 0);
  return {
    tableRows: table.length,
    firstYear: Math.min(...table.map((e) => e.year)),
    lastYear: Math.max(...table.map((e) => e.year)),
    laterRows: later.length,
    knownResults: known,
    unknownResults: table.length - known,
    listOnly,
    listOnlyRows: listOnly.length,
    pagesWithPublicSources: all.filter((e) => expeditionSources(BASE_LANG, e).public.length > 0).length,
    pages: all.length,
    publicSources: cited.length,
    bengaliSources: cited.filter((source) => source.language === 'Bengali').length,
    summits: summary.summits,
    successfulExpeditions: summary.successfulExpeditions,
    conflicts: all.reduce((count, e) => count + e.conflicts.length, 0),
    withConflicts,
    expeditionsWithConflicts: withConflicts.length,
  };
}

/** The figures for the site's records: the 38-row table and the 2025 expeditions. */
export const recordStats: RecordStats = recordStatsOf(expeditions, laterExpeditions);
