import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import type { ArchiveStats } from '@/lib/statistics/archiveStats';
import { StatTable } from './StatTable';

/** The peaks of 8000 m or more the club went to, each with every expedition there and its result. */
export function EightThousandersSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics.eightThousanders;
  return (
    <Section id="eight-thousanders" heading={w.heading} size="page" data-statistic="eight-thousanders">
      <p className="mt-4 max-w-prose text-slate-800">{w.intro(stats.eightThousanders.length, stats.eightThousanderExpeditions, stats.eightThousandersClimbed)}</p>
      <div className="mt-6 max-w-3xl">
        <StatTable
          caption={w.caption}
          columns={[{ header: w.peakColumn }, { header: w.heightColumn, numeric: true }, { header: w.expeditionsColumn }]}
          rows={stats.eightThousanders.map((peak) => ({
            key: peak.id,
            header: ed.peak(peak.id).name,
            cells: [
              ed.format.metres(peak.heightM!),
              <ul key="visits" className="space-y-1">
                {/* A result is a fact of the record, the same in every edition; only its words are the edition's. */}
                {peak.expeditions.map((e) => (
                  <li key={e.slug}>
                    <SiteLink href={ed.path(hrefs.report(e.slug))} className="link">
                      {w.visit(e.year, ed.label.result(e))}
                    </SiteLink>
                  </li>
                ))}
              </ul>,
            ],
          }))}
        />
      </div>
    </Section>
  );
}
