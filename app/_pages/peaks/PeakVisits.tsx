import Link from 'next/link';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import type { Edition } from '@/lib/edition';
import { expeditionTitle, resultCategory, resultText } from '@/lib/expeditions';
import type { Expedition } from '@/lib/schema/expedition';
import { hrefs } from '@/lib/routes';

/** Every expedition of the club to a peak, in table order: year (to its report), title, result, and how many members the records name. */
export function PeakVisits({ ed, peakName, visits }: { ed: Edition; peakName: string; visits: readonly Expedition[] }) {
  const w = ed.words.peaks;
  return (
    <section aria-labelledby="visits-heading">
      <h2 id="visits-heading" className="text-2xl font-semibold">
        {w.visitsHeading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">{w.visitsIntro}</p>
      <ol aria-label={w.visitsCaption(peakName)} className="mt-4 space-y-3">
        {visits.map((e) => (
          <li key={e.slug} data-visit={e.slug} className="break-inside-avoid rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10 sm:flex sm:items-center sm:gap-5">
            <p className="font-display text-2xl font-semibold tabular-nums sm:w-16 sm:shrink-0">
              <Link href={hrefs.report(ed.lang, e.slug)} className="link">
                {ed.format.digits(e.year)}
                <span className="sr-only">{w.visitContext(peakName, e.year)}</span>
              </Link>
            </p>
            <div className="mt-1 min-w-0 flex-1 sm:mt-0">
              <p className="font-semibold text-navy-900">{expeditionTitle(ed.lang, e)}</p>
              <p className="mt-1 text-sm text-slate-600">
                <span className="sr-only">{w.columns.team}: </span>
                {e.members.length > 0 ? w.teamNamed(e.members.length) : w.teamUnknown}
              </p>
            </div>
            <p className="mt-2 sm:mt-0 sm:shrink-0">
              <span className="sr-only">{w.columns.result}: </span>
              <ResultBadge category={resultCategory(e)} text={resultText(ed.lang, e)} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
