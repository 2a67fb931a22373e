import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { sourceOf } from '@/lib/expeditions';
import type { ExpeditionConflict } from '@/lib/schema/expedition';

type HeadingLevel = 'h3' | 'h4';

/** Public sources are linked; the club's original website has no public copy to link to. */
const isLinkable = (key: string) => sourceOf('en', key).kind === 'public';

/** The publications behind one account, linked where they are public (each opens in a new tab). */
function AccountSources({ keys, lang }: { keys: readonly string[]; lang: Lang }) {
  const words = wordsFor(lang);
  return (
    <>
      {keys.map((key, index) => {
        const source = sourceOf(lang, key);
        return (
          <span key={key}>
            {index > 0 && ', '}
            {isLinkable(key) ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="link">
                {source.publication}
                <span className="sr-only"> {words.expedition.opensInNewTab}</span>
              </a>
            ) : (
              source.publication
            )}
          </span>
        );
      })}
    </>
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
  lang,
}: {
  conflicts: readonly ExpeditionConflict[];
  lang: Lang;
  headingLevel?: HeadingLevel;
  /** Two columns on large screens (the records page lists many). */
  wide?: boolean;
}) {
  const w = wordsFor(lang).expedition.conflicts;
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
                  {w.accountSources} <AccountSources keys={account.sources} lang={lang} />
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
