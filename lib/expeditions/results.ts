import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import type { Expedition } from '@/lib/schema/expedition';

/** How a result is coloured: a full success, part of the objective, not reached, or not known. */
export type ResultCategory = 'climbed' | 'partial' | 'unsuccessful' | 'unknown';

/**
 * Shown where this site does not know a row's result (the club's table had one): it says the gap is
 * ours, not the club's. Kept out of the data so the data stays honest.
 */
export const RESULT_UNKNOWN: string = wordsFor('en').records.results.unknown;

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

/**
 * The table's own wording, or "Not known yet". A Bengali page names the result's category in
 * Bengali (the club's wording is English; its detail, e.g. the pass crossed, is in the report's text).
 */
export function resultText(e: Pick<Expedition, 'result'>, lang: Lang = 'en'): string {
  if (lang === 'en') return e.result ?? RESULT_UNKNOWN;
  const results = wordsFor(lang).records.results;
  const category = resultCategory(e);
  return category === 'unknown' ? results.unknown : results.categories[category];
}

/** Whether the result is known (in any language). */
export function resultKnown(e: Pick<Expedition, 'result'>): boolean {
  return e.result !== undefined;
}
