import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { peakIdentifiersOf } from '@/lib/peaks';
import type { PeakEntry } from '@/lib/schema/peak';
import { Cited } from './Cited';

/**
 * A peak's ids in other databases (Wikidata, the Himalayan Database, Peakbagger), each with the
 * page it was read on and, where the database has one, a link to its own page of the peak.
 * Nothing is shown for a peak with none.
 */
export function PeakIdentifiers({ ed, peak }: { ed: Edition; peak: PeakEntry }) {
  const w = ed.words.peak;
  const identifiers = peakIdentifiersOf(peak);
  if (identifiers.length === 0) return null;
  return (
    <Section id="identifiers" heading={w.identifiersHeading}>
      <p className="mt-2 max-w-prose text-slate-700">{w.identifiersIntro}</p>
      <dl className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10" data-peak-identifiers>
        {identifiers.map((identifier) => (
          <div key={identifier.scheme} className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <dt className="font-semibold text-navy-800">{w.identifierLabels[identifier.scheme]}</dt>
            <dd className="text-slate-800">
              <code lang="en" translate="no" className="font-semibold" data-identifier={identifier.scheme}>
                {identifier.id}
              </code>
              {identifier.url && (
                <>
                  {' · '}
                  <a href={identifier.url} className="link" rel="external">
                    {w.identifierPageLink(w.identifierDatabases[identifier.scheme])}
                  </a>
                </>
              )}
              {identifier.source && <Cited ed={ed} sources={[identifier.source]} />}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
