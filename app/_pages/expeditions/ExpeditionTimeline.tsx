import { ResultMark } from '@/components/expedition/ResultMark';
import type { Edition } from '@/lib/edition';
import type { QueryableRow } from '@/lib/expeditions';
import type { ResultCategory } from '@/lib/expeditions';

/**
 * Every expedition as a mark on a chart of year against peak height, drawn at build time as plain
 * SVG (no script). Marks differ by shape as well as colour, and each links to its report page.
 */

const W = 960;
const H = 380;
const margin = { top: 18, right: 20, bottom: 40, left: 70 };
const MIN_M = 5500;
const MAX_M = 9000;
const MARK = 15;
/** A mark's target: at the chart's narrowest (48rem, where it scrolls), 24 px across or more. */
const HIT = 16;
const categories: ResultCategory[] = ['climbed', 'partial', 'unsuccessful', 'unknown'];

export function ExpeditionTimeline({ ed, rows, idPrefix }: { ed: Edition; rows: readonly QueryableRow[]; idPrefix: string }) {
  const words = ed.words;
  const plotted = rows.filter((row): row is QueryableRow & { heightM: number } => row.heightM !== undefined);
  const unplotted = rows.filter((row) => row.heightM === undefined);
  const firstYear = Math.min(...rows.map((row) => row.year));
  const lastYear = Math.max(...rows.map((row) => row.year));
  const x = (year: number) =>
    margin.left + ((year - (firstYear - 0.5)) / (lastYear - firstYear + 1)) * (W - margin.left - margin.right);
  const y = (metres: number) => margin.top + ((MAX_M - metres) / (MAX_M - MIN_M)) * (H - margin.top - margin.bottom);
  const yearTicks = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i).filter((year) => year % 5 === 0);
  const heightTicks = [6000, 7000, 8000, 9000];
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const w = words.expeditions.timeline;
  const counts = new Map(categories.map((category) => [category, rows.filter((row) => row.resultCategory === category).length]));

  return (
    <figure>
      <p className="mb-2 text-sm text-slate-600 lg:hidden">{w.scrollHint}</p>
      {/*
        Too narrow for the whole chart (a phone), it scrolls sideways and opens at its right end,
        the latest years, where most of the marks with a known height are: the box is laid out
        right to left (its scroll starts at the right, with no script), the chart inside left to right.
      */}
      <div
        role="region"
        aria-label={w.regionLabel}
        tabIndex={0}
        className="card overflow-x-auto p-2 [direction:rtl] sm:p-4"
      >
        <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby={titleId} aria-describedby={descId} className="h-auto w-full min-w-[48rem] [direction:ltr]">
          <title id={titleId}>{w.title}</title>
          <desc id={descId}>
            {w.description(plotted.length, firstYear, lastYear)}
          </desc>
          <g className="text-slate-600" fontSize="13" fill="currentColor">
            {heightTicks.map((metres) => (
              <g key={metres}>
                <line
                  x1={margin.left}
                  x2={W - margin.right}
                  y1={y(metres)}
                  y2={y(metres)}
                  stroke={metres === 8000 ? 'var(--color-navy-700)' : '#cbd5e1'}
                  strokeDasharray={metres === 8000 ? '6 5' : undefined}
                  strokeWidth={metres === 8000 ? 1.5 : 1}
                />
                <text x={margin.left - 10} y={y(metres) + 4} textAnchor="end">
                  {w.metres(metres)}
                </text>
              </g>
            ))}
            {yearTicks.map((year) => (
              <g key={year}>
                <line x1={x(year)} x2={x(year)} y1={H - margin.bottom} y2={H - margin.bottom + 6} stroke="#94a3b8" />
                <text x={x(year)} y={H - margin.bottom + 22} textAnchor="middle">
                  {ed.format.digits(year)}
                </text>
              </g>
            ))}
            <line x1={margin.left} x2={W - margin.right} y1={H - margin.bottom} y2={H - margin.bottom} stroke="#94a3b8" />
          </g>
          {plotted.map((row) => {
            const cx = x(row.year);
            const cy = y(row.heightM);
            const label = w.markLabel(row.name, row.year, row.resultText);
            return (
              <a key={row.slug} href={row.href} aria-label={label} className="group">
                <title>{label}</title>
                <circle cx={cx} cy={cy} r={HIT} fill="transparent" className="stroke-transparent stroke-[3] group-hover:stroke-navy-700/40 group-focus-visible:stroke-summit-500" />
                <ResultMark category={row.resultCategory} cx={cx} cy={cy} size={MARK} />
              </a>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-4 flex flex-col gap-3 text-sm text-slate-700 lg:flex-row lg:items-start lg:justify-between">
        <ul aria-label={w.legend} className="flex flex-wrap gap-x-5 gap-y-2">
          {categories.map((category) => (
            <li key={category} className="inline-flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <ResultMark category={category} cx={10} cy={10.5} size={15} />
              </svg>
              <span>
                {words.expedition.results.categories[category]} <span className="text-slate-500">({ed.format.digits(counts.get(category) ?? 0)})</span>
              </span>
            </li>
          ))}
          <li className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 8" className="h-2 w-6">
              <line x1="0" x2="24" y1="4" y2="4" stroke="var(--color-navy-700)" strokeDasharray="6 4" strokeWidth="2" />
            </svg>
            {w.eightThousand}
          </li>
        </ul>
        {unplotted.length > 0 && (
          <p className="max-w-md lg:text-right">
            {w.unplotted(unplotted.map((row) => w.unplottedItem(row.name, row.year)).join(', '))}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
