import type { Edition } from '@/lib/edition';
import type { ArchiveStats } from '@/lib/statistics/archiveStats';

/** One computed figure with what it counts. */
function Figure({ value, label, id }: { value: string; label: string; id: string }) {
  return (
    <div data-figure={id} className="card flex flex-col p-4 last:col-span-2 lg:last:col-span-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="order-first font-display text-3xl font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

/** The record at a glance: what the page counts, then five headline figures. */
export function KeyFigures({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics;
  return (
    <section aria-label={w.figuresLabel}>
      <p className="max-w-prose text-lg text-slate-800">{w.scope(stats.expeditions, stats.tableRows, stats.laterRows, stats.firstYear, stats.lastYear)}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure id="expeditions" value={w.figures.count(stats.expeditions)} label={w.figures.expeditions(stats.firstYear, stats.lastYear)} />
        <Figure id="known" value={w.figures.knownValue(stats.results.known, stats.results.expeditions)} label={w.figures.known} />
        <Figure id="summits" value={w.figures.atLeast(stats.results.summits)} label={w.figures.summits} />
        <Figure id="peaks" value={w.figures.count(stats.peaks.length)} label={w.figures.peaks} />
        <Figure id="eight-thousanders" value={w.figures.count(stats.eightThousanders.length)} label={w.figures.eightThousanders(stats.eightThousandersClimbed)} />
      </dl>
    </section>
  );
}
