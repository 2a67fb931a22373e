import type { Expedition } from '@/lib/schema/expedition';
import { expeditions, laterExpeditions } from './data';
import { resultCategory, type ResultCategory } from './results';
import { baseRecords, sourceIn } from '@/lib/content';
import { citationsOf, expeditionSources } from './sources';
import { summariseExpeditions } from './summary';

/** The source registry by address, in English: the figures count sources, whatever the edition. */
const registry = new Map(baseRecords.sources.map((source) => [source.url, source]));
const english = { source: (key: string) => sourceIn(registry, key) };

/** Every result category, in the order pages list them (climbed first, not known last). */
export const resultCategories: readonly ResultCategory[] = ['climbed', 'partial', 'unsuccessful', 'unknown'];

/**
 * The results of a list of expeditions: how many in each category, how many known and not known,
 * and the summits the records list. Where a result is not known the records list no summit that
 * may have been reached, so `summits` is a floor ("at least"), never a total.
 */
export interface ResultStats {
  expeditions: number;
  byCategory: Record<ResultCategory, number>;
  known: number;
  unknown: number;
  /** Peaks reached: one per peak an expedition climbed, however many members stood on it. */
  summits: number;
  /** Expeditions that reached at least one of their summits (full or partial success). */
  successfulExpeditions: number;
}

export function resultStatsOf(list: readonly Expedition[]): ResultStats {
  const byCategory = Object.fromEntries(resultCategories.map((category) => [category, 0])) as Record<ResultCategory, number>;
  for (const e of list) byCategory[resultCategory(e)] += 1;
  const summary = summariseExpeditions(list);
  return {
    expeditions: list.length,
    byCategory,
    known: list.length - byCategory.unknown,
    unknown: byCategory.unknown,
    summits: summary.summits,
    successfulExpeditions: summary.successfulExpeditions,
  };
}

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
  const cited = [...new Set(citationsOf(all).map((citation) => citation.key))].map((key) => english.source(key)).filter((source) => source.kind === 'public');
  const results = resultStatsOf(table);
  const listOnly = table.filter((e) => e.evidence === 'spec-list-only');
  const withConflicts = all.filter((e) => e.conflicts.length > 0);
  return {
    tableRows: table.length,
    firstYear: Math.min(...table.map((e) => e.year)),
    lastYear: Math.max(...table.map((e) => e.year)),
    laterRows: later.length,
    knownResults: results.known,
    unknownResults: results.unknown,
    listOnly,
    listOnlyRows: listOnly.length,
    pagesWithPublicSources: all.filter((e) => expeditionSources(english, e).public.length > 0).length,
    pages: all.length,
    publicSources: cited.length,
    bengaliSources: cited.filter((source) => source.language === 'Bengali').length,
    summits: results.summits,
    successfulExpeditions: results.successfulExpeditions,
    conflicts: all.reduce((count, e) => count + e.conflicts.length, 0),
    withConflicts,
    expeditionsWithConflicts: withConflicts.length,
  };
}

/** The figures for the site's records: the 38-row table and the 2025 expeditions. */
export const recordStats: RecordStats = recordStatsOf(expeditions, laterExpeditions);
