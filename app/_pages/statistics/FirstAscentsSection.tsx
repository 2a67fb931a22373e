import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import type { ArchiveStats } from '@/lib/statistics/archiveStats';

/** What the news reported as firsts for the club's climbers, each note as its record words it, with the sources that report it. */
export function FirstAscentsSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics.firsts;
  // The claims are counted from the same records as the edition's, so every slug is there.
  const recordOf = (slug: string) => {
    const report = ed.expeditions.report(slug);
    if (!report) throw new Error(`statistics: the ${ed.locale.englishName} records have no expedition "${slug}"`);
    return report.expedition;
  };
  return (
    <Section id="firsts" heading={w.heading} size="page" data-statistic="firsts">
      <p className="mt-4 max-w-prose text-slate-800">{w.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {stats.firstAscents.map((claim) => {
          const record = recordOf(claim.slug);
          return (
            <li key={claim.slug} className="card break-inside-avoid p-4">
              <p className="font-display text-lg font-semibold">
                <SiteLink href={ed.path(hrefs.report(claim.slug))} className="link">
                  {ed.words.expedition.titleWithYear(ed.label.peaks(record), record.year)}
                </SiteLink>
              </p>
              <p className="mt-2 border-l-4 border-summit-400 pl-3 text-navy-900">{record.firstAscentNote}</p>
              <p className="mt-2 text-sm text-slate-700">
                {w.reportedBy}:{' '}
                {claim.sources.map((key, i) => (
                  <span key={key}>
                    {i > 0 && ', '}
                    <SourceLink source={ed.source(key)} newTab={ed.words.common.opensInNewTab} />
                  </span>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
