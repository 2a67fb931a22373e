import { SiteLink } from '@/components/site/SiteLink';
import { ClaimStatusBadge, summitAnchor } from '@/components/expedition/SummitClaims';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { PersonExpedition, PersonInRecords } from '@/lib/people';
import { hrefs, routes } from '@/lib/routes';

/**
 * What the summit column says for one expedition: each summit the record lists the person on, or
 * why it lists none. A summit is never inferred from the result.
 */
function summitText(ed: Edition, { expedition, summits }: PersonExpedition): { text: string; listed: boolean } {
  const say = ed.words.person;
  if (summits.length > 0) return { text: summits.map((summit) => ed.label.summitHeading(summit)).join('; '), listed: true };
  if (expedition.summits.length === 0) return { text: say.noSummit, listed: false };
  const named = expedition.summits.some((summit) => summit.summiters !== undefined);
  return { text: named ? say.summitNotListed : say.summitersNotNamed, listed: false };
}

/**
 * The person's expeditions as a table: year, expedition (linked to its report, with its result),
 * role, summit. On a phone each row stacks under its year, the role and summit under a small label
 * of their own (hidden from screen readers, which have the column headers).
 */
export function PersonExpeditions({ ed, entry }: { ed: Edition; entry: PersonInRecords }) {
  const say = ed.words.person;
  const cell = 'px-3 py-3 align-top max-sm:block max-sm:px-0 max-sm:py-0.5';
  const phoneLabel = 'block text-xs font-semibold uppercase tracking-wide text-slate-500 sm:hidden';
  const claims = ed.claims.ofPerson(entry.person.id);
  return (
    <Section id="expeditions" heading={say.expeditionsHeading} intro={say.expeditionsIntro}>
      <table className="mt-5 w-full border-collapse text-left text-sm max-sm:block sm:text-base" data-person-expeditions>
        <caption className="sr-only">{say.caption(entry.person.name)}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b-2 border-navy-900/20 text-navy-800">
            <th scope="col" className={`${cell} w-16 pl-0`}>
              {say.columns.year}
            </th>
            <th scope="col" className={`${cell} w-[34%]`}>
              {say.columns.expedition}
            </th>
            <th scope="col" className={cell}>
              {say.columns.role}
            </th>
            <th scope="col" className={`${cell} w-[28%] pr-0`}>
              {say.columns.summit}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {entry.expeditions.map((row) => {
            const { expedition: e, member, disputes } = row;
            const summit = summitText(ed, row);
            const report = ed.path(hrefs.report(e.slug));
            return (
              <tr key={e.slug} data-report={e.slug} className="border-b border-navy-900/10 print:break-inside-avoid max-sm:grid max-sm:grid-cols-[3.5rem_minmax(0,1fr)] max-sm:gap-x-2 max-sm:py-3">
                <td className={`${cell} pl-0 font-semibold tabular-nums text-navy-800 max-sm:row-span-3`}>{ed.format.digits(e.year)}</td>
                <th scope="row" className={`${cell} font-normal`}>
                  <SiteLink href={report} className="link font-semibold">
                    {ed.label.title(e)}
                  </SiteLink>
                  <span className="mt-0.5 block text-slate-600">{say.result(ed.label.result(e))}</span>
                  {disputes.length > 0 && (
                    <SiteLink href={`${report}#conflicts-heading`} className="link mt-1 block font-normal">
                      {say.disputes(disputes.join('; '))}
                    </SiteLink>
                  )}
                </th>
                <td className={`${cell} text-slate-800 max-sm:col-start-2 max-sm:pt-2`}>
                  <span aria-hidden="true" className={phoneLabel}>
                    {say.columns.role}
                  </span>
                  {ed.label.memberDetail(member) ?? say.roleNotRecorded}
                </td>
                <td className={`${cell} pr-0 max-sm:col-start-2 max-sm:pt-2 ${summit.listed ? 'font-semibold text-navy-900' : 'text-slate-600'}`} data-summit={summit.listed ? 'listed' : 'not-listed'}>
                  <span aria-hidden="true" className={phoneLabel}>
                    {say.columns.summit}
                  </span>
                  {summit.text}
                  {claims
                    .filter((claim) => claim.expedition === e.slug)
                    .map((claim, _, mine) => (
                      <span key={claim.id} className="mt-1.5 block font-normal" data-claim={claim.id}>
                        <SiteLink href={`${ed.path(routes.summits)}#${summitAnchor(claim)}`} className="inline-flex min-h-6 flex-wrap items-center gap-1 underline-offset-2 hover:underline">
                          <span className="sr-only">{ed.words.summits.labels.standing}: </span>
                          {mine.length > 1 && <span className="text-slate-700">{ed.peak(claim.peak).name}:</span>}
                          <ClaimStatusBadge ed={ed} status={claim.status} />
                        </SiteLink>
                      </span>
                    ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}
