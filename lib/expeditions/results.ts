import { words } from '@/lib/content';
import type { SiteWords } from '@/lib/content';
import type { Expedition } from '@/lib/schema/expedition';

/** How a result is coloured: a full success, part of the objective, not reached, or not known. */
export type ResultCategory = 'climbed' | 'partial' | 'unsuccessful' | 'unknown';

/**
 * Shown where this site does not know a row's result (the club's table had one): it says the gap is
 * ours, not the club's. Kept out of the data so the data stays honest. English, for the open data.
 */
export const RESULT_UNKNOWN: string = words.expedition.results.unknown;

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

/** The table's own wording in an edition's words (`ed.label.result`), or "Not known yet". */
export function resultLabel(results: SiteWords['expedition']['results'], e: Pick<Expedition, 'result'>): string {
  return e.result === undefined ? results.unknown : results.tableWording[e.result];
}

/** Whether the result is known (in any language). */
export function resultKnown(e: Pick<Expedition, 'result'>): boolean {
  return e.result !== undefined;
}
