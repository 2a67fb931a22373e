import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { heightsDisagree } from '@/lib/peaks';
import type { PeakEntry } from '@/lib/schema/peak';
import { Cited } from './Cited';

/**
 * Every height the sources give for a peak, each with its source, in the registry's order: the
 * figure the records use is marked (the club's own, or a reference height). Where the sources
 * differ the page says so and shows every figure; nothing is averaged.
 */
export function PeakHeights({ ed, peak }: { ed: Edition; peak: PeakEntry }) {
  const w = ed.words.peak;
  return (
    <Section id="heights" heading={w.heightsHeading}>
      {peak.heights.length === 0 ? (
        <p className="mt-3 max-w-prose text-slate-700">{w.noHeights}</p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-slate-700">{heightsDisagree(peak) ? w.heightsDiffer : w.heightsAgree}</p>
          <ul className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
            {peak.heights.map((height, index) => {
              const figure = ed.format.height(height.m, height.ft)!;
              return (
                <li key={`${height.source}-${index}`} data-height={height.m ?? height.ft} className="py-2">
                  <span className="font-semibold text-navy-900">{height.approximate ? w.approximate(figure) : figure}</span>
                  {height.year !== undefined && <span className="text-slate-700"> {w.figureYear(height.year)}</span>}
                  {height.reference && (
                    <span className="ml-2 inline-block rounded-full bg-summit-400/15 px-2 py-0.5 text-sm font-semibold text-navy-900 ring-1 ring-summit-400/40">
                      {w.recordsUse(height.club ? ed.words.peaks.heightKinds.club : ed.words.peaks.heightKinds.reference)}
                    </span>
                  )}
                  <Cited ed={ed} sources={[height.source]} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}
