import { SiteLink } from '@/components/site/SiteLink';
import { SourceLink } from '@/components/site/SourceLink';
import { claimStatuses, type ClaimStatus, type LedgerSummit } from '@/lib/claims';
import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import { SourceConflicts } from './SourceConflicts';

const tone: Record<ClaimStatus, string> = {
  disputed: 'bg-partial/10 text-partial ring-partial/30',
  authority: 'bg-climbed/10 text-climbed ring-climbed/30',
  independent: 'bg-climbed/10 text-climbed ring-climbed/30',
  club: 'bg-navy-900/5 text-navy-800 ring-navy-900/20',
  unknown: 'bg-unknown/10 text-unknown ring-unknown/25',
};

/** A claim's standing in the edition's words (lib/claims computes it; nothing here decides it). */
export function ClaimStatusBadge({ ed, status }: { ed: Edition; status: ClaimStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${tone[status]}`} data-status={status}>
      {ed.words.summits.status[status]}
    </span>
  );
}

/** The anchor of a summit's entry on the summit claims page (/summits/#summit-Everest-2010-everest). */
export const summitAnchor = (summit: Pick<LedgerSummit, 'expedition' | 'peak'>) => `summit-${summit.expedition}-${summit.peak}`;

/**
 * One summit of the claims ledger: its peak and day, each climber's claim under its standing, the
 * evidence and the top the sources name (only where one does), every source that speaks of it
 * with its kind of publication, and the disagreements over whether it was reached, as the report
 * pages show them (SourceConflicts). `compact` (a report page, which shows its disagreements in
 * full further down) links to them instead.
 */
export function SummitClaimCard({
  ed,
  summit,
  compact = false,
}: {
  ed: Edition;
  summit: LedgerSummit;
  compact?: boolean;
}) {
  const w = ed.words.summits;
  const [first] = summit.claims;
  if (!first) return null;
  const groups = claimStatuses
    .map((status) => ({ status, claims: summit.claims.filter((claim) => claim.status === status) }))
    .filter((group) => group.claims.length > 0);
  const disputes = [...new Map(summit.claims.flatMap((claim) => claim.disputes).map((conflict) => [conflict.about, conflict])).values()];
  // The club's two descriptions of its original website carry one name: it is said once.
  const sources = first.sources.map((key) => ed.source(key));
  const shown = sources.filter((source, i) => source.kind === 'public' || sources.findIndex((other) => other.kind !== 'public' && other.publication === source.publication) === i);
  const term = 'font-semibold text-navy-800';

  return (
    <article id={compact ? undefined : summitAnchor(summit)} aria-labelledby={`${summitAnchor(summit)}-heading`} className="card p-4 sm:p-5" data-ledger-summit={`${summit.expedition}/${summit.peak}`}>
      <h3 id={`${summitAnchor(summit)}-heading`} className="text-lg font-semibold text-navy-900">
        {w.summitHeading(ed.peak(summit.peak).name, summit.date ? ed.format.date(summit.date) : undefined)}
      </h3>
      <dl className="mt-3 grid gap-x-4 gap-y-3 text-slate-800 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className={term}>{w.labels.standing}</dt>
        <dd>
          <ul className="space-y-2">
            {groups.map((group) => (
              <li key={group.status}>
                <ClaimStatusBadge ed={ed} status={group.status} />{' '}
                <span className="mt-1 block">
                  {group.claims.map((claim, i) => (
                    <span key={claim.id} data-claim={claim.id}>
                      {i > 0 && ', '}
                      {claim.person ? (
                        <SiteLink href={ed.path(hrefs.person(claim.person))} className="link inline-flex min-h-6 items-center">
                          {ed.person(claim.person).name}
                        </SiteLink>
                      ) : (
                        <span className="text-slate-600">{w.unnamed}</span>
                      )}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </dd>
        <dt className={term}>{w.labels.evidence}</dt>
        <dd data-evidence>{first.evidence.length > 0 ? first.evidence.map((evidence) => w.evidence[evidence.kind]).join(' · ') : <span className="text-slate-600">{w.evidenceNone}</span>}</dd>
        <dt className={term}>{w.labels.point}</dt>
        <dd data-point>{first.point ? w.point[first.point.summit] : <span className="text-slate-600">{w.pointUnknown}</span>}</dd>
        <dt className={term}>{w.labels.sources}</dt>
        <dd>
          {shown.length === 0 ? (
            <span className="text-slate-600">{w.noSources}</span>
          ) : (
            // A report page lists them in one run; the summit claims page one a line.
            <ul className={compact ? 'flex flex-wrap gap-x-1' : 'space-y-1'}>
              {shown.map((source, i) => (
                <li key={source.url} data-claim-source={source.publicationKind}>
                  <SourceLink source={source} newTab={ed.words.common.opensInNewTab} className="inline-flex min-h-6 items-center" />
                  {/* "Bangla News Magazine (blog)" names its kind already. */}
                  {!source.publication.includes(`(${w.sourceKind[source.publicationKind]})`) && <span className="text-slate-600"> ({w.sourceKind[source.publicationKind]})</span>}
                  {compact && i < shown.length - 1 && ','}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {disputes.length > 0 &&
        (compact ? (
          <p className="mt-3 text-sm">
            <SiteLink href="#conflicts-heading" className="link inline-flex min-h-6 items-center">
              {w.labels.disputes}: {disputes.map((conflict) => conflict.about).join('; ')}
            </SiteLink>
          </p>
        ) : (
          <div className="mt-4 border-t border-navy-900/10 pt-3">
            <p className={term}>{w.labels.disputes}</p>
            <div className="mt-2">
              <SourceConflicts ed={ed} conflicts={disputes} headingLevel="h4" />
            </div>
          </div>
        ))}
    </article>
  );
}
