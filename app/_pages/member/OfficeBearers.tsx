import type { Edition } from '@/lib/edition';

/** The club's office bearers as the sources name them, each with the month the role is attested, and its membership count. */
export function OfficeBearers({ ed }: { ed: Edition }) {
  const say = ed.words.member;
  const { officeBearers: bearers, membership } = ed.club;
  // The role is a fixed English term in the record; each edition names it as the glossary does.
  const roleName = (role: string) => ed.name('terms', role);
  return (
    <div>
      <h2 className="text-3xl font-semibold">{say.bearersHeading}</h2>
      <p className="mt-2 max-w-prose text-slate-700">{say.bearersIntro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {bearers.map((bearer) => (
          <li key={`${bearer.role}-${bearer.name}`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10">
            <p className="font-display text-sm uppercase tracking-widest text-navy-700">{roleName(bearer.role)}</p>
            <p className="mt-1 text-lg font-semibold text-navy-900">{bearer.name}</p>
            <p className="mt-1 text-sm text-slate-600">{say.reported(ed.format.monthYear(bearer.asOf))}</p>
          </li>
        ))}
      </ul>
      {membership && (
        <p className="mt-8 max-w-prose text-slate-700">{say.count(membership.count, ed.format.monthYear(membership.asOf))}</p>
      )}
    </div>
  );
}
