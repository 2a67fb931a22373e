import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { ClaimStatusBadge, SummitClaimCard } from '@/components/expedition/SummitClaims';
import { DataDownloads } from '@/components/site/DataDownloads';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import { claimStatuses, summitsOf } from '@/lib/claims';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';

/**
 * The summit claims page (/summits/): words in content/<lang>/summits.ts, the ledger from lib/claims
 * through the edition (`ed.claims`): every summit the records report, one entry per climber, grouped
 * by expedition, the newest first, after a plain account of what each standing means.
 */
export function SummitsPage({ ed }: { ed: Edition }) {
  const w = ed.words.summits;
  const claims = ed.claims.all;
  const summits = summitsOf(claims);
  const expeditions = [...new Set(summits.map((summit) => summit.expedition))].reverse();

  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.breadcrumb }]} lead={w.lead} />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <p className="max-w-prose font-semibold text-navy-900" data-claims-summary>
          {w.summary(claims.length, summits.length, expeditions.length)}
        </p>

        <Section id="standings" heading={w.standingsHeading} intro={w.standingsIntro}>
          <dl className="mt-4 grid max-w-4xl gap-3 sm:grid-cols-2">
            {claimStatuses.map((status) => (
              <div key={status} className="card p-4">
                <dt>
                  <ClaimStatusBadge ed={ed} status={status} />
                </dt>
                <dd className="mt-2 text-slate-800">
                  {w.statusMeaning[status]}
                  <span className="mt-1 block text-sm text-slate-600">{w.statusCount(claims.filter((claim) => claim.status === status).length)}</span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 max-w-prose text-slate-700">{w.otherKindsNote}</p>
        </Section>

        <DataDownloads ed={ed} tables={['claims']} id="summits-data" />

        {expeditions.map((slug) => {
          const e = ed.expeditions.report(slug)!.expedition;
          return (
            <Section
              key={slug}
              id={`expedition-${slug}`}
              heading={
                <SiteLink href={ed.path(hrefs.report(slug))} className="link" data-report-link={slug}>
                  {ed.label.titleWithYear(e)}
                </SiteLink>
              }
              className="break-inside-avoid-page"
              // Search leads to the records themselves: each claim repeats its report's summit and its people.
              data-pagefind-ignore=""
            >
              <div className="mt-4 grid max-w-4xl gap-4">
                {summits
                  .filter((summit) => summit.expedition === slug)
                  .map((summit) => (
                    <SummitClaimCard key={summit.peak} ed={ed} summit={summit} />
                  ))}
              </div>
            </Section>
          );
        })}
      </div>
    </>
  );
}

export const summitsRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.summits.title, description: ed.words.summits.description, path: routes.summits }),
  Page: SummitsPage,
};
