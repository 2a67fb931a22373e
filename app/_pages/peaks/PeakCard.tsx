import { SiteLink } from '@/components/site/SiteLink';
import { CommaList } from '@/components/site/CommaList';
import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import type { PeakEntry } from '@/lib/schema/peak';
import { PeakHeightLine } from './PeakHeightLine';

/** One peak on the index: its name (to its page), the height the records use and what kind it is, its range, and the years the club went there (each to its report). */
export function PeakCard({ ed, peak, visits }: { ed: Edition; peak: PeakEntry; visits: readonly Expedition[] }) {
  const w = ed.words.peaks;
  return (
    <article className="card flex w-full flex-col p-5">
      <h3 className="font-display text-2xl font-semibold leading-tight">
        <SiteLink href={ed.path(hrefs.peak(peak.id))} className="text-navy-900 underline decoration-navy-700/30 underline-offset-4 hover:decoration-navy-700">
          {peak.name}
        </SiteLink>
      </h3>
      {peak.kind === 'glacier' && <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-slate-600">{w.glacier}</p>}
      <p className="mt-2">
        <PeakHeightLine ed={ed} peak={peak} />
      </p>
      {peak.location?.range && <p className="mt-1 text-sm text-slate-600">{peak.location.range}</p>}
      <p className="mt-auto pt-4 text-sm text-slate-700">
        <span className="font-semibold text-navy-800">{w.visitsLabel}</span>{' '}
        <CommaList items={visits} keyOf={(visit) => visit.slug}>
          {(visit) => (
            <SiteLink href={ed.path(hrefs.report(visit.slug))} className="link">
              {ed.format.digits(visit.year)}
              <span className="sr-only">{w.visitContext(peak.name, visit.year)}</span>
            </SiteLink>
          )}
        </CommaList>
      </p>
    </article>
  );
}
