import { wordsFor } from '@/lib/content';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { Expedition } from '@/lib/schema/expedition';

/** How a result is coloured: a full success, part of the objective, not reached, or not known. */
export type ResultCategory = 'climbed' | 'partial' | 'unsuccessful' | 'unknown';

/**
 * Shown where this site does not know a row's result (the club's table had one): it says the gap is
 * ours, not the club's. Kept out of the data so the data stays honest.
 */
export const RESULT_UNKNOWN: string = wordsFor(BASE_LANG).expedition.results.unknown;

export function resultCategory(e: Pick<Expedition, 'result'>): ResultCategory {
  switch (e.result) {
    case 'Climbed':
      return 'climbed';
    case 'Climbed Rubal Kang':
      return 'partial';
    case 'Unsuccessful':
    case "Unsuccessful (Crossed Traill's Pass)":
      return 'unsuccessful';
    case undefined:
      return 'unknown';
  }
}

/** The table's own wording (in Bengali on Bengali pages), or "Not known yet". */
export function resultText(lang: Lang, e: Pick<Expedition, 'result'>): string {
  const results = wordsFor(lang).expedition.results;
  return e.result === undefined ? results.unknown : results.tableWording[e.result];
}

/** Whether the result is known (in any language). */
export function resultKnown(e: Pick<Expedition, 'result'>): boolean {
  return e.result !== undefined;
}
