import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';

/**
 * The club's office bearers as the sources name them, each with the month the role is attested and
 * a link to their page, and its membership count; until the club's details name any, a note that
 * they will follow.
 */
export function OfficeBearers({ ed }: { ed: Edition }) {
  const say = ed.words.member;
  const { officeBearers: bearers, membership } = ed.club;
  // The role is a fixed English term in the record; each edition names it as the glossary does.
  const roleName = (role: string) => ed.name('terms', role);
  if (bearers.length === 0) {
    return (
      <Section id="bearers" heading={say.bearersHeading} size="page">
        <p className="mt-2 text-xl">{say.empty}</p>
      </Section>
    );
  }
  return (
    <Section id="bearers" heading={say.bearersHeading} size="page" intro={say.bearersIntro}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {bearers.map((bearer) => {
          const name = ed.person(bearer.person).name;
          return (
            <li key={bearer.id} className="card p-5">
              {/* The year the records give for the role (asOf), so that no entry reads as current. */}
              <p className="font-display text-sm uppercase tracking-widest text-navy-700" data-as-of={bearer.asOf}>
                {say.roleAsOf(roleName(bearer.role), Number(bearer.asOf.slice(0, 4)))}
              </p>
              <p className="mt-1 text-lg font-semibold text-navy-900">
                <SiteLink href={ed.path(hrefs.person(bearer.person))} className="link font-semibold">
                  {name}
                </SiteLink>
              </p>
              <p className="mt-1 text-sm text-slate-600">{say.reported(ed.format.monthYear(bearer.asOf))}</p>
            </li>
          );
        })}
      </ul>
      {membership && <p className="mt-8 max-w-prose text-slate-700">{say.count(membership.count, ed.format.monthYear(membership.asOf))}</p>}
    </Section>
  );
}
