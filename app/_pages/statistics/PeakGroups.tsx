import type { Edition } from '@/lib/edition';
import type { PeakVisits } from '@/lib/statistics/archiveStats';
import { ChartAndTable } from './ChartAndTable';
import { ChartFigure } from './ChartFigure';
import { StatTable } from './StatTable';

/** One group of peaks (a height band, a region), with how many expeditions went to its peaks. */
export interface PeakGroup {
  key: string;
  label: string;
  peaks: readonly PeakVisits[];
  expeditions: number;
}

/** A chart and a table of peaks grouped one way (by height band, by region), each group's peaks named in the edition. */
export function PeakGroups({
  ed,
  id,
  title,
  description,
  caption,
  groupColumn,
  groups,
}: {
  ed: Edition;
  id: string;
  title: string;
  description: (parts: string) => string;
  caption: string;
  groupColumn: string;
  groups: readonly PeakGroup[];
}) {
  const w = ed.words.statistics;
  const num = ed.format.number;
  return (
    <ChartAndTable>
      <ChartFigure
        spec={{
          id,
          title,
          description: description(groups.map((group) => w.chartPart(group.label, group.peaks.length)).join(', ')),
          rows: groups.map((group) => ({ label: group.label, segments: [{ value: group.peaks.length, tone: 'navy' }], total: num(group.peaks.length) })),
        }}
      />
      <StatTable
        caption={caption}
        columns={[{ header: groupColumn }, { header: w.peaksColumn, numeric: true }, { header: w.expeditionsColumn, numeric: true }, { header: w.whichPeaksColumn }]}
        rows={groups.map((group) => ({
          key: group.key,
          header: group.label,
          cells: [num(group.peaks.length), num(group.expeditions), group.peaks.map((visit) => ed.peak(visit.id).name).join(', ')],
        }))}
      />
    </ChartAndTable>
  );
}
