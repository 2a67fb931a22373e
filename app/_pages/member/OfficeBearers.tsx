import type { Club } from '@/lib/schema/club';
import { formatMonthYearIn } from '@/lib/i18n/format';
import { inBengali } from '@/lib/content/glossary';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';

type OfficeBearersProps = { bearers: Club['officeBearers']; membership?: Club['membership']; lang: Lang };

/** Office bearers as the sources name them, each with the month the role is attested. */
export function OfficeBearers({ bearers, membership, lang }: OfficeBearersProps) {
  const say = wordsFor(lang).member;
  // The role is a fixed English term in the record; the Bengali edition names it as the glossary does.
  const roleName = (role: string) => (lang === 'bn' ? inBengali('terms', role) : role);
  return (
    <div>
      <h2 className="text-3xl font-semibold">{say.bearersHeading}</h2>
      <p className="mt-2 max-w-prose text-slate-700">{say.bearersIntro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {bearers.map((bearer) => (
          <li key={`${bearer.role}-${bearer.name}`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10">
            <p className="font-display text-sm uppercase tracking-widest text-navy-700">{roleName(bearer.role)}</p>
            <p className="mt-1 text-lg font-semibold text-navy-900">{bearer.name}</p>
            <p className="mt-1 text-sm text-slate-600">{say.reported(formatMonthYearIn(lang, bearer.asOf))}</p>
          </li>
        ))}
      </ul>
      {membership && (
        <p className="mt-8 max-w-prose text-slate-700">{say.count(membership.count, formatMonthYearIn(lang, membership.asOf))}</p>
      )}
    </div>
  );
}
