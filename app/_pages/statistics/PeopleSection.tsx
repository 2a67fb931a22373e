import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { MOST_EXPEDITIONS_MINIMUM, type ArchiveStats } from '@/lib/statistics/archiveStats';
import { ChartAndTable } from './ChartAndTable';
import { ChartFigure } from './ChartFigure';
import { StatTable } from './StatTable';

/** The people the records name on the most expeditions, with their roles and summits. */
export function PeopleSection({ ed, stats }: { ed: Edition; stats: ArchiveStats }) {
  const w = ed.words.statistics.people;
  const num = ed.format.number;
  const people = stats.mostExpeditions.map((person) => ({ ...person, name: ed.person(person.id).name }));
  return (
    <Section id="people" heading={w.heading} size="page" data-statistic="people">
      <div className="mt-4 max-w-prose space-y-3 text-slate-800">
        <p>{w.intro(stats.peopleNamed, stats.expeditionsNamingPeople, stats.expeditions)}</p>
        <p>{w.listed(MOST_EXPEDITIONS_MINIMUM)}</p>
      </div>
      <ChartAndTable>
        <ChartFigure
          spec={{
            id: 'chart-people',
            title: w.chartTitle,
            description: w.chartDescription(people.map((person) => ed.words.statistics.chartPart(person.name, person.expeditions.length)).join(', ')),
            rows: people.map((person) => ({ label: person.name, segments: [{ value: person.expeditions.length, tone: 'navy' }], total: num(person.expeditions.length) })),
          }}
        />
        <div>
          <StatTable
            caption={w.caption}
            columns={[{ header: w.nameColumn }, { header: w.expeditionsColumn, numeric: true }, { header: w.rolesColumn }, { header: w.summitsColumn, numeric: true }]}
            rows={people.map((person) => ({
              key: person.id,
              header: person.name,
              cells: [
                num(person.expeditions.length),
                person.roles.map((role) => w.role(role.role ? ed.label.role(role.role) : w.noRole, role.count)).join(', '),
                num(person.summits),
              ],
            }))}
          />
          <p className="mt-3 text-sm text-slate-600">{w.summitsNote}</p>
        </div>
      </ChartAndTable>
    </Section>
  );
}
