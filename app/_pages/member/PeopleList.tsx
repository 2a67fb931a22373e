import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { PersonGroup, PersonInRecords, RoleCount } from '@/lib/people';
import { hrefs } from '@/lib/routes';

/** One group of the list, with its people in the list's order. */
type Group = { group: Exclude<PersonGroup, 'none'>; people: PersonInRecords[] };

/** A person's roles as one line: `Leader: 8 · Climbing member: 2`; with one expedition, the role alone. */
function rolesLine(ed: Edition, roles: readonly RoleCount[], expeditions: number): string {
  const say = ed.words.member;
  const label = (role: RoleCount['role']) => (role === null ? say.roleNotRecorded : ed.label.role(role));
  return roles.map(({ role, count }) => (expeditions === 1 ? label(role) : say.roleCount(label(role), count))).join(' · ');
}

/**
 * Everyone the expedition records name on a team, by group, each with their expedition count,
 * years, roles and summits (all counted from the records) and a link to their page. Plain lists
 * and links: nothing here needs JavaScript.
 */
export function PeopleList({ ed, sections }: { ed: Edition; sections: readonly Group[] }) {
  const say = ed.words.member;
  return (
    <Section id="people" heading={say.peopleHeading} size="page" intro={say.peopleIntro}>
      <div className="mt-8 space-y-12">
        {sections.map(({ group, people }) => (
          <section key={group} aria-labelledby={`group-${group}`} data-group={group}>
            <h3 id={`group-${group}`} className="text-2xl font-semibold">
              {say.groups[group].heading}
            </h3>
            <p className="mt-1 max-w-prose text-slate-700">{say.groups[group].intro}</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {people.map((entry) => (
                <li key={entry.person.id} data-person={entry.person.id} className="card p-4 print:break-inside-avoid">
                  <SiteLink href={ed.path(hrefs.person(entry.person.id))} className="link text-lg font-semibold">
                    {entry.person.name}
                  </SiteLink>
                  <p className="mt-1 text-sm font-semibold text-navy-800">
                    {say.expeditions(entry.expeditions.length)}
                    {entry.years && <> · {say.years(entry.years.first, entry.years.last)}</>}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{rolesLine(ed, entry.roles, entry.expeditions.length)}</p>
                  {entry.summitExpeditions > 0 && <p className="mt-1 text-sm text-slate-700">{say.summits(entry.summitExpeditions)}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
