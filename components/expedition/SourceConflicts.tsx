import { CommaList } from '@/components/site/CommaList';
import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';
import type { ExpeditionConflict } from '@/lib/schema/expedition';

type HeadingLevel = 'h3' | 'h4';

/** The publications behind one account, linked where they are public (each opens in a new tab); the club's original website has no public copy to link to. */
function AccountSources({ ed, keys }: { ed: Edition; keys: readonly string[] }) {
  return (
    <CommaList items={keys} keyOf={(key) => key}>
      {(key) => <SourceLink source={ed.source(key)} newTab={ed.words.common.opensInNewTab} />}
    </CommaList>
  );
}

/**
 * Where the sources disagree: for each disputed fact, every account with the sources that give
 * it, and what the site shows and why. Used on report pages and on the records page.
 */
export function SourceConflicts({
  conflicts,
  headingLevel: Heading = 'h3',
  wide = false,
  ed,
}: {
  conflicts: readonly ExpeditionConflict[];
  ed: Edition;
  headingLevel?: HeadingLevel;
  /** Two columns on large screens (the records page lists many). */
  wide?: boolean;
}) {
  const w = ed.words.expedition.conflicts;
  return (
    <ul className={wide ? 'grid gap-5 lg:grid-cols-2' : 'space-y-5'}>
      {conflicts.map((conflict) => (
        <li key={conflict.about} className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
          <Heading className="text-lg font-semibold">{conflict.about}</Heading>
          <ul className="mt-2 space-y-1 text-slate-800">
            {conflict.accounts.map((account) => (
              <li key={account.value}>
                <span className="font-semibold">{account.value}</span>
                <span className="text-slate-600">
                  {' — '}
                  {w.accountSources} <AccountSources ed={ed} keys={account.sources} />
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 border-t border-navy-900/10 pt-2 text-slate-700">
            <span className="font-semibold text-navy-900">{w.settled}:</span> {conflict.settled}
          </p>
        </li>
      ))}
    </ul>
  );
}
