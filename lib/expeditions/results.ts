import type { Expedition } from '@/lib/schema/expedition';

/** How a result is coloured: a full success, part of the objective, not reached, or not known. */
export type ResultCategory = 'climbed' | 'partial' | 'unsuccessful' | 'unknown';

/** Shown where the table has no result; kept out of the data so the data stays honest. */
export const RESULT_NOT_RECORDED = 'Not recorded';

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

/** The table's own wording, or "Not recorded". */
export function resultText(e: Pick<Expedition, 'result'>): string {
  return e.result ?? RESULT_NOT_RECORDED;
}
