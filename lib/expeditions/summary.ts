import type { Expedition } from '@/lib/schema/expedition';
import { summitHeightM } from './labels';
import { resultCategory } from './results';

export interface HighestPoint {
  heightM: number;
  /** The peak, by its registry id (pages name it as their edition does, `ed.label.peakName`). */
  peak: string;
  year: number;
  slug: string;
}

export interface ExpeditionStats {
  /** Number of expeditions. */
  expeditions: number;
  /** Expeditions that reached at least one of their summits (full or partial success). */
  successfulExpeditions: number;
  /** Summits reached: one per peak climbed (1987 counts Thelu and Koteswar). */
  summits: number;
  /** Highest summit reached; the first expedition to reach it wins a tie. */
  highestPoint?: HighestPoint;
}

export function summariseExpeditions(list: readonly Expedition[]): ExpeditionStats {
  let highestPoint: HighestPoint | undefined;
  for (const e of list) {
    for (const summit of e.summits) {
      const heightM = summitHeightM(e, summit);
      if (heightM !== undefined && (!highestPoint || heightM > highestPoint.heightM)) {
        highestPoint = { heightM, peak: summit.peak, year: e.year, slug: e.slug };
      }
    }
  }
  const successful = list.filter((e) => ['climbed', 'partial'].includes(resultCategory(e)));
  return {
    expeditions: list.length,
    successfulExpeditions: successful.length,
    summits: list.reduce((count, e) => count + e.summits.length, 0),
    ...(highestPoint ? { highestPoint } : {}),
  };
}
