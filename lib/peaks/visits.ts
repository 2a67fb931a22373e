import { expeditionRegions, type ExpeditionRegion } from '@/lib/schema/expedition';
import type { PeakEntry } from '@/lib/schema/peak';

/**
 * The club's visits to each peak and the peaks grouped by region, recomputed from the expedition
 * records on every build (nothing here is written by hand). Pure: the records and the registry come
 * in as arguments, so a page passes its edition's records and a test its own.
 */

/** What grouping needs of a record: its slug (by which its peaks are known) and where the records place it. */
export interface RecordWithRegion {
  slug: string;
  region?: ExpeditionRegion;
}

/** The registry ids of the peaks a record went to (lib/archive/recordPeaks.ts, or a test's own). */
export type PeakIdsOf = (record: { slug: string }) => readonly string[];

/** Each registry id → the records that went to that peak, in the order given (table order); every id is a key. */
export function visitsByPeak<R extends { slug: string }>(records: readonly R[], registry: readonly PeakEntry[], idsOf: PeakIdsOf): ReadonlyMap<string, readonly R[]> {
  const visits = new Map<string, R[]>(registry.map((peak) => [peak.id, []]));
  for (const record of records) {
    for (const id of new Set(idsOf(record))) {
      const list = visits.get(id);
      if (list === undefined) throw new Error(`${record.slug}: "${id}" is not an id of the peak registry`);
      list.push(record);
    }
  }
  return visits;
}

/**
 * The registry in the order the records first name its peaks: table order, then a record's own
 * order of its peaks (Thelu before Koteswar); peaks no record names last. The registry is a folder
 * with a file per peak, whose only order is the files' names, so a list that shows peaks in the
 * club's order (the statistics, the open data) takes it from here.
 */
export function inOrderOfFirstVisit<P extends { id: string }>(registry: readonly P[], records: readonly { slug: string }[], idsOf: PeakIdsOf): P[] {
  const first = new Map<string, number>();
  for (const record of records) for (const id of idsOf(record)) if (!first.has(id)) first.set(id, first.size);
  const rank = (entry: P) => first.get(entry.id) ?? first.size;
  return [...registry].sort((a, b) => rank(a) - rank(b));
}

/** One peak with the club's visits to it. */
export interface PeakWithVisits<R> {
  peak: PeakEntry;
  visits: readonly R[];
}

/** The peaks of one region, as the records name regions; `region` is undefined for peaks no record places. */
export interface PeakRegionGroup<R> {
  region: ExpeditionRegion | undefined;
  peaks: readonly PeakWithVisits<R>[];
}

/** The height a peak's records use (its reference height), in metres where known, for ordering. */
function referenceMetres(peak: PeakEntry): number | undefined {
  return peak.heights.find((height) => height.reference)?.m;
}

/**
 * Every peak the records visit, grouped by the region of its visits (in the order of
 * `expeditionRegions`, then peaks no record places), highest first within a region, peaks without
 * a known height last by name. A peak whose visits name two regions is a mistake in the records:
 * it throws, naming the peak and the regions.
 */
export function peaksByRegion<R extends RecordWithRegion>(records: readonly R[], registry: readonly PeakEntry[], idsOf: PeakIdsOf): PeakRegionGroup<R>[] {
  const visits = visitsByPeak(records, registry, idsOf);
  const regionOf = (peak: PeakEntry): ExpeditionRegion | undefined => {
    const regions = [...new Set((visits.get(peak.id) ?? []).map((record) => record.region).filter((region) => region !== undefined))];
    if (regions.length > 1) throw new Error(`${peak.id}: its expeditions are placed in ${regions.join(' and ')}; the records must agree on a peak's region`);
    return regions[0];
  };
  const visited = registry.filter((peak) => (visits.get(peak.id) ?? []).length > 0);
  const order = [...expeditionRegions, undefined];
  return order.flatMap((region) => {
    const peaks = visited
      .filter((peak) => regionOf(peak) === region)
      .sort((a, b) => (referenceMetres(b) ?? -1) - (referenceMetres(a) ?? -1) || a.name.localeCompare(b.name))
      .map((peak) => ({ peak, visits: visits.get(peak.id)! }));
    return peaks.length > 0 ? [{ region, peaks }] : [];
  });
}
