import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { resultCategories } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import type { ArchiveStats } from '@/lib/statistics/archiveStats';
import { archiveYears } from '@/lib/years';
import type { BarRow } from '@/lib/statistics/barChart';
import { ChartAndTable, resultTone } from './ChartAndTable';
import { ChartFigure } from './ChartFigure';
import { StatTable } from './StatTable';

/** Expeditions per decade, each decade's bar in parts by result, with the same figures as a table. */
export function DecadeSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  const num = ed.format.number;
  const rows: BarRow[] = stats.decades.map(({ decade, results }) => ({
    label: w.decades.label(decade),
    segments: resultCategories.map((category) => ({ value: results.byCategory[category], tone: resultTone[category], label: num(results.byCategory[category]) })),
    total: num(results.expeditions),
  }));
  const description = stats.decades
    .map(({ decade, results }) =>
      w.decades.summary(
        w.decades.label(decade),
        results.expeditions,
        resultCategories.filter((category) => results.byCategory[category] > 0).map((category) => w.resultCount[category](results.byCategory[category])).join(', '),
      ),
    )
    .join('; ')
    // One sentence, ended as the edition ends one (Bengali: ।).
    .concat(ed.locale.fullStop);
  return (
    <Section id="decades" heading={w.decades.heading} size="page" data-statistic="decades">
      <ChartAndTable>
        <ChartFigure
          spec={{ id: 'chart-decades', title: w.decades.chartTitle, description, rows }}
          legend={resultCategories.map((category) => ({ tone: resultTone[category], label: w.resultColumns[category] }))}
          legendLabel={w.legend}
        />
        <StatTable
          caption={w.decades.caption}
          columns={[{ header: w.decades.decadeColumn }, ...resultCategories.map((category) => ({ header: w.resultColumns[category], numeric: true })), { header: w.decades.totalColumn, numeric: true }]}
          rows={stats.decades.map(({ decade, results }) => ({
            key: String(decade),
            header: w.decades.label(decade),
            cells: [...resultCategories.map((category) => num(results.byCategory[category])), num(results.expeditions)],
          }))}
          total={{
            key: 'total',
            header: w.decades.totalRow,
            cells: [...resultCategories.map((category) => num(stats.results.byCategory[category])), num(stats.results.expeditions)],
          }}
        />
      </ChartAndTable>
      <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-year-links>
        <p className="font-semibold text-navy-900">{w.decades.yearPages}</p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {archiveYears.map((year) => (
            <li key={year}>
              <SiteLink href={ed.path(hrefs.year(year))} className="link inline-flex min-h-8 items-center tabular-nums">
                {ed.format.digits(year)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
