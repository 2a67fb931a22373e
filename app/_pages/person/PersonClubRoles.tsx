import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { PersonInRecords } from '@/lib/people';

/** What the club's details say of the person: its founder, an office bearer (with the month the role was reported). */
export function PersonClubRoles({ ed, entry }: { ed: Edition; entry: PersonInRecords }) {
  const say = ed.words.person;
  const bearers = ed.club.officeBearers.filter((bearer) => entry.club.officeBearers.includes(bearer.id));
  // The role is a fixed English term in the record; each edition names it as the glossary does.
  const roleName = (role: string) => ed.name('terms', role);
  if (!entry.club.founder && bearers.length === 0) return null;
  return (
    <Section id="club" heading={say.clubHeading}>
      <ul className="mt-3 space-y-1 text-slate-800">
        {entry.club.founder && <li>{say.founder}</li>}
        {bearers.map((bearer) => (
          <li key={bearer.id}>{say.officeBearer(roleName(bearer.role), ed.format.monthYear(bearer.asOf))}</li>
        ))}
      </ul>
    </Section>
  );
}
