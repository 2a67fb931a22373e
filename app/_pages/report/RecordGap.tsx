import { SiteLink } from '@/components/site/SiteLink';
import type { Edition } from '@/lib/edition';
import { resultCategory } from '@/lib/expeditions';
import { routes } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';

/**
 * What a report page does not know, said plainly: a row known only by peak and year, or a row whose
 * result is not known yet, with an invitation to send the club's records through the contact page.
 * Renders nothing for a record with a known result.
 */
export function RecordGap({ ed, expedition, compact = false }: { ed: Edition; expedition: Expedition; compact?: boolean }) {
  const listOnly = expedition.evidence === 'spec-list-only';
  if (!listOnly && resultCategory(expedition) !== 'unknown') return null;
  const w = listOnly ? ed.words.report.listOnly : ed.words.report.unknownResult;
  return (
    // A note, not an <aside>: complementary landmarks must be top-level, and this sits in the account.
    <div
      role="note"
      aria-label={w.heading}
      data-record-gap={listOnly ? 'list-only' : 'unknown-result'}
      className={`max-w-prose rounded-lg border-l-4 border-unknown bg-white px-4 py-3 text-slate-800 ring-1 ring-navy-900/10 ${compact ? 'text-sm' : ''}`}
    >
      <p className="font-semibold text-navy-900">{w.heading}</p>
      <p className="mt-1">{w.text}</p>
      <p className="mt-2">
        {w.invitationBefore}{' '}
        <SiteLink href={ed.path(routes.contact)} className="link">
          {w.invitationLink}
        </SiteLink>
        {w.invitationAfter}
      </p>
    </div>
  );
}
