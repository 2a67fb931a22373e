import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { resultCategories } from '@/lib/expeditions';
import type { ArchiveStats } from '@/lib/statistics/archiveStats';
import type { BarRow } from '@/lib/statistics/barChart';
import { ChartAndTable, resultTone } from './ChartAndTable';
import { ChartFigure } from './ChartFigure';
import { StatTable } from './StatTable';

/** Expeditions by result, the unknowns stated, and how summits are counted. */
export function ResultsSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  const num = ed.format.number;
  const { results } = stats;
  const rows: BarRow[] = resultCategories.map((category) => ({
    label: w.resultColumns[category],
    segments: [{ value: results.byCategory[category], tone: resultTone[category] }],
    total: num(results.byCategory[category]),
  }));
  return (
    <Section id="results" heading={w.results.heading} size="page" data-statistic="results">
      <div className="mt-4 max-w-prose space-y-3 text-slate-800">
        <p className="text-lg">{w.results.known(results.known, results.expeditions)}</p>
        <p>{w.results.unknownNote}</p>
        <p>{w.results.summits(results.summits, results.successfulExpeditions, results.unknown)}</p>
        <p>{w.results.summitRule}</p>
      </div>
      <ChartAndTable>
        <ChartFigure
          spec={{
            id: 'chart-results',
            title: w.results.chartTitle,
            description: w.results.chartDescription(resultCategories.map((category) => w.resultCount[category](results.byCategory[category])).join(', ')),
            rows,
          }}
        />
        <StatTable
          caption={w.results.caption}
          columns={[{ header: w.results.resultColumn }, { header: w.results.countColumn, numeric: true }]}
          rows={resultCategories.map((category) => ({ key: category, header: w.resultColumns[category], cells: [num(results.byCategory[category])] }))}
          total={{ key: 'total', header: w.results.totalRow, cells: [num(results.expeditions)] }}
        />
      </ChartAndTable>
    </Section>
  );
}
