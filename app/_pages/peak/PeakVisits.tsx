import { SiteLink } from '@/components/site/SiteLink';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { resultCategory } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';

/** Every expedition of the club to a peak, in table order: year (to its report), title, result, and how many members the records name. */
export function PeakVisits({ ed, peakName, visits }: { ed: Edition; peakName: string; visits: readonly Expedition[] }) {
  const w = ed.words.peak;
  return (
    <Section id="visits" heading={w.visitsHeading} intro={w.visitsIntro}>
      <ol aria-label={w.visitsCaption(peakName)} className="mt-4 space-y-3">
        {visits.map((e) => (
          <li key={e.slug} data-visit={e.slug} className="card break-inside-avoid p-4 sm:flex sm:items-center sm:gap-5">
            <p className="font-display text-2xl font-semibold tabular-nums sm:w-16 sm:shrink-0">
              <SiteLink href={ed.path(hrefs.report(e.slug))} className="link">
                {ed.format.digits(e.year)}
                <span className="sr-only">{ed.words.peaks.visitContext(peakName, e.year)}</span>
              </SiteLink>
            </p>
            <div className="mt-1 min-w-0 flex-1 sm:mt-0">
              <p className="font-semibold text-navy-900">{ed.label.title(e)}</p>
              <p className="mt-1 text-sm text-slate-600">
                <span className="sr-only">{w.columns.team}: </span>
                {e.members.length > 0 ? w.teamNamed(e.members.length) : w.teamUnknown}
              </p>
            </div>
            <p className="mt-2 sm:mt-0 sm:shrink-0">
              <span className="sr-only">{w.columns.result}: </span>
              <ResultBadge category={resultCategory(e)} text={ed.label.result(e)} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
