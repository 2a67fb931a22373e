import { ContentError, recordFileLabel } from '@/lib/content';
import type { PeakEntry, PeakHeight } from '@/lib/schema/peak';

/**
 * The heights the expedition records show, tied to the peak registry: each figure a record shows
 * must be its peak's reference height (content/peaks.ts) and must be given by a source the record
 * itself cites, so a report page never shows a height its own list of sources does not back.
 */

/** The fields of an expedition record that show heights and cite sources (raw content or a validated record). */
export interface RecordWithHeights {
  slug: string;
  peak?: string;
  heightM?: number;
  heightFt?: number;
  peaks?: readonly { peak: string; heightM?: number; heightFt?: number }[];
  sources?: readonly string[];
  conflicts?: readonly { accounts: readonly { sources: readonly string[] }[] }[];
  peakContext?: readonly { sources: readonly string[] }[];
}

/** One height a record shows for one of its peaks, with the field it is written in. */
export interface ShownHeight {
  peakId: string;
  /** Where the fields are: `` for the row's own `heightM`/`heightFt`, `peaks[1].` for a part of a two-peak row. */
  prefix: string;
  m?: number;
  ft?: number;
}

/** Every source a record cites: its `sources`, its disagreements' accounts and its facts about the peak. */
export function citedSourcesOf(record: RecordWithHeights): ReadonlySet<string> {
  return new Set([
    ...(record.sources ?? []),
    ...(record.conflicts ?? []).flatMap((conflict) => conflict.accounts.flatMap((account) => account.sources)),
    ...(record.peakContext ?? []).flatMap((context) => context.sources),
  ]);
}

/** The heights a record shows: one per peak of a two-peak row, else the row's own; unknown heights left out. */
export function shownHeightsOf(record: RecordWithHeights): ShownHeight[] {
  const parts = record.peaks
    ? record.peaks.map((peak, i) => ({ peakId: peak.peak, prefix: `peaks[${i}].`, m: peak.heightM, ft: peak.heightFt }))
    : record.peak
      ? [{ peakId: record.peak, prefix: '', m: record.heightM, ft: record.heightFt }]
      : [];
  return parts.flatMap(({ peakId, prefix, m, ft }) => {
    if (m === undefined && ft === undefined) return [];
    return [{ peakId, prefix, ...(m === undefined ? {} : { m }), ...(ft === undefined ? {} : { ft }) }];
  });
}

/** The registry's figures of one peak that match a shown height (metres, or feet where only feet are shown). */
function matching(entry: PeakEntry, shown: Pick<ShownHeight, 'm' | 'ft'>): { m: PeakHeight[]; ft: PeakHeight[] } {
  return {
    m: shown.m === undefined ? [] : entry.heights.filter((height) => height.m === shown.m),
    ft: shown.ft === undefined ? [] : entry.heights.filter((height) => height.ft === shown.ft),
  };
}

/** What a shown height is and who gives it: the club's own figure or a reference height, and the cited sources that give it. */
export interface HeightAttribution {
  kind: 'club' | 'reference';
  /** Source keys (content/sources.ts), each once, in the registry's order: metres first, then feet. */
  sources: string[];
}

/**
 * The sources a record cites that give a height it shows, and whether the figure is the club's
 * own (one of those sources is the club's) or a reference height from published sources.
 */
export function heightAttributionOf(entry: PeakEntry, shown: Pick<ShownHeight, 'm' | 'ft'>, cited: ReadonlySet<string>): HeightAttribution {
  const { m, ft } = matching(entry, shown);
  const givers = [...m, ...ft].filter((height) => cited.has(height.source));
  return { kind: givers.some((height) => height.club) ? 'club' : 'reference', sources: [...new Set(givers.map((height) => height.source))] };
}

/**
 * Throws a ContentError naming the file, entry and field of every height a record shows that is
 * not its peak's reference height, or that no source the record cites gives (metres and feet each).
 */
export function assertRecordHeightsSourced(records: readonly RecordWithHeights[], registry: readonly PeakEntry[], file: string): void {
  const problems = records.flatMap((record) => {
    const at = recordFileLabel('expeditions', record.slug);
    const cited = citedSourcesOf(record);
    return shownHeightsOf(record).flatMap((shown) => {
      const entry = registry.find((peak) => peak.id === shown.peakId);
      if (!entry) return [];
      const reference = entry.heights.find((height) => height.reference);
      const found: string[] = [];
      if (shown.m !== undefined && reference?.m !== shown.m) {
        found.push(`${at} › field ${shown.prefix}heightM: ${shown.m} m is not the reference height of ${entry.id} in ${recordFileLabel('peaks', entry.id)} (${reference?.m ?? 'none'}); the records and the registry must show one figure`);
      }
      const { m, ft } = matching(entry, shown);
      const unsourced = [
        ...(shown.m !== undefined && !m.some((height) => cited.has(height.source)) ? [{ field: 'heightM', figure: `${shown.m} m`, givers: m }] : []),
        ...(shown.ft !== undefined && !ft.some((height) => cited.has(height.source)) ? [{ field: 'heightFt', figure: `${shown.ft} ft`, givers: ft }] : []),
      ];
      for (const { field, figure, givers: heights } of unsourced) {
        const givers = heights.map((height) => height.source);
        found.push(
          `${at} › field ${shown.prefix}${field}: no source this record cites gives ${figure}; cite one that does in its sources (${recordFileLabel('peaks', entry.id)} lists ${givers.length > 0 ? givers.join(', ') : 'none'}), or leave the height out`,
        );
      }
      return found;
    });
  });
  if (problems.length > 0) throw new ContentError(file, problems);
}
