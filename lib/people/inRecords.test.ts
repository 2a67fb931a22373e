import { describe, expect, it } from 'vitest';
import { readRecordFolder } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { allExpeditions } from '@/lib/expeditions';
import { ExpeditionSchema, type Expedition, type ExpeditionInput } from '@/lib/schema/expedition';
import { PersonSchema } from '@/lib/schema/person';
import { peopleByGroup, peopleInRecordsOf } from './inRecords';
import { people } from './registry';

/** A fixture record; its team names people by their id in the test's registry. */
function record(input: Partial<ExpeditionInput> & { slug: string; year: number }): Expedition {
  return ExpeditionSchema.parse({ inOriginalTable: true, serial: 1, peak: 'fixture', narrative: ['Text.'], evidence: 'spec-list-only', ...input });
}

const registry = ['ana', 'bo', 'cy', 'dee', 'eve', 'fay'].map((id) => PersonSchema.parse({ id, name: id.toUpperCase() }));

const records = [
  record({
    slug: 'A-1990',
    year: 1990,
    result: 'Climbed',
    members: [{ person: 'ana', role: 'leader' }, { person: 'bo', role: 'member' }, { person: 'cy', role: 'high altitude sherpa' }],
    summits: [{ peak: 'fixture', summiters: ['ana', 'cy'] }],
    conflicts: [
      { about: 'Whether CY reached the top', accounts: [{ value: 'Yes', sources: ['spec:original-site'] }, { value: 'No', sources: ['spec:original-site'] }], settled: 'Open.' },
      { about: 'Height', accounts: [{ value: '1', sources: ['spec:original-site'] }, { value: '2', sources: ['spec:original-site'] }], settled: 'Open.' },
    ],
  }),
  record({ slug: 'B-1995', year: 1995, members: [{ person: 'ana', role: 'member' }, { person: 'dee' }] }),
  record({
    slug: 'C-2001',
    year: 2001,
    result: 'Climbed',
    members: [{ person: 'ana', role: 'leader' }, { person: 'bo' }, { person: 'eve', role: 'leader', team: 'Another club' }],
    // A summit that names nobody: nobody is counted as a summiter of it.
    summits: [{ peak: 'fixture' }],
  }),
];

describe('peopleInRecordsOf', () => {
  const club = { founder: 'fay', officeBearers: [{ entry: 'secretary', person: 'bo' }] };
  const index = peopleInRecordsOf(records, registry, { club });
  const of = (id: string) => index.find((entry) => entry.person.id === id)!;

  it('counts each person’s expeditions, roles and summits from the records it is given', () => {
    expect(index.map((entry) => entry.person.id)).toEqual(['ana', 'bo', 'cy', 'dee', 'eve', 'fay']);
    expect(of('ana').expeditions.map((e) => e.expedition.slug)).toEqual(['A-1990', 'B-1995', 'C-2001']);
    expect(of('ana').roles).toEqual([{ role: 'leader', count: 2 }, { role: 'member', count: 1 }]);
    expect(of('ana').summitExpeditions).toBe(1);
    expect(of('ana').years).toEqual({ first: 1990, last: 2001 });
    expect(of('bo').roles).toEqual([{ role: 'member', count: 1 }, { role: null, count: 1 }]);
    expect(of('bo').summitExpeditions).toBe(0);
    expect(of('cy').expeditions[0]!.summits.map((s) => s.peak)).toEqual(['fixture']);
    expect(of('fay')).toMatchObject({ expeditions: [], roles: [], summitExpeditions: 0 });
    expect(of('fay').years).toBeUndefined();
  });

  it('finds what the sources disagree on about a person, by their English name, in the records’ language', () => {
    expect(of('cy').expeditions[0]!.disputes).toEqual(['Whether CY reached the top']);
    expect(of('ana').expeditions[0]!.disputes).toEqual([]);
    const translated = records.map((e) => ({ ...e, conflicts: e.conflicts.map((c, i) => ({ ...c, about: `বিষয় ${i}` })) }));
    const bengali = peopleInRecordsOf(translated, registry.map((p) => ({ ...p, name: `নাম ${p.id}` })), { english: { records, registry } });
    expect(bengali.find((entry) => entry.person.id === 'cy')!.expeditions[0]!.disputes).toEqual(['বিষয় 0']);
  });

  it('says who a source names as a member of the club: a club role on a team, or the club’s details', () => {
    expect(index.map((entry) => [entry.person.id, entry.clubMember])).toEqual([
      ['ana', true],
      ['bo', true],
      ['cy', false],
      ['dee', false],
      ['eve', false],
      ['fay', true],
    ]);
    expect(of('fay').club).toEqual({ founder: true, officeBearers: [] });
    expect(of('bo').club).toEqual({ founder: false, officeBearers: ['secretary'] });
  });

  it('puts each person in a group by what the records say of them', () => {
    expect(index.map((entry) => [entry.person.id, entry.group])).toEqual([
      ['ana', 'club'],
      ['bo', 'club'],
      ['cy', 'staff'],
      ['dee', 'unstated'],
      ['eve', 'partners'],
      ['fay', 'none'],
    ]);
  });

  it('follows the records: one more expedition changes the count, the years and the group', () => {
    const more = [...records, record({ slug: 'D-2010', year: 2010, members: [{ person: 'cy', role: 'climbing member' }] })];
    const cy = peopleInRecordsOf(more, registry, { club }).find((entry) => entry.person.id === 'cy')!;
    expect(cy.expeditions).toHaveLength(2);
    expect(cy.years).toEqual({ first: 1990, last: 2010 });
    expect(cy.group).toBe('club');
  });

  it('lists the groups with people, most expeditions first, and leaves out people on no expedition', () => {
    expect(peopleByGroup(index).map((section) => [section.group, section.people.map((entry) => entry.person.id)])).toEqual([
      ['club', ['ana', 'bo']],
      ['partners', ['eve']],
      ['staff', ['cy']],
      ['unstated', ['dee']],
    ]);
  });

  it('lists people with as many expeditions from the same year in the order the records first name them, whatever the registry’s order', () => {
    // The registry is a folder of files, one per person: its order is the file names', which says nothing.
    const sameYear = [
      record({ slug: 'D-1987', serial: 1, year: 1987, members: [{ person: 'fay', role: 'leader' }, { person: 'bo', role: 'member' }, { person: 'ana', role: 'member' }] }),
      record({ slug: 'E-1987', serial: 2, year: 1987, members: [{ person: 'dee', role: 'member' }] }),
    ];
    const listed = (order: typeof registry) => peopleByGroup(peopleInRecordsOf(sameYear, order)).flatMap((section) => section.people.map((entry) => entry.person.id));
    expect(listed(registry)).toEqual(['fay', 'bo', 'ana', 'dee']);
    expect(listed([...registry].reverse())).toEqual(['fay', 'bo', 'ana', 'dee']);
  });
});

describe('the people of the club’s records', () => {
  const index = editionOf('en').peopleInRecords;
  /** The expedition files as they are written, in the table's order (their row numbers). */
  type Raw = { slug: string; serial: number; members?: readonly { person: string; role?: string }[] };
  const raw = readRecordFolder('expeditions')
    .map((record) => record.data as Raw)
    .sort((a, b) => a.serial - b.serial);

  it('gives every person of the registry an entry, with each record that names them in its team counted once', () => {
    expect(index.map((entry) => entry.person.id)).toEqual(people.map((person) => person.id));
    for (const entry of index) {
      const named = raw.filter((e) => (e.members ?? []).some((m) => m.person === entry.person.id)).map((e) => e.slug);
      expect(entry.expeditions.map((e) => e.expedition.slug), entry.person.id).toEqual(named);
      const roleTotal = entry.roles.reduce((sum, role) => sum + role.count, 0);
      expect(roleTotal, entry.person.id).toBe(named.length);
    }
    const memberEntries = raw.reduce((sum, e) => sum + (e.members?.length ?? 0), 0);
    expect(index.reduce((sum, entry) => sum + entry.expeditions.length, 0)).toBe(memberEntries);
  });

  it('counts a summit only where a record lists the person among its summiters', () => {
    for (const entry of index) {
      for (const { expedition, summits } of entry.expeditions) {
        const listed = expedition.summits.filter((s) => (s.summiters ?? []).includes(entry.person.id));
        expect(summits, `${entry.person.id} ${expedition.slug}`).toEqual(listed);
      }
    }
    const summiters = new Set(allExpeditions.flatMap((e) => e.summits.flatMap((s) => s.summiters ?? [])));
    expect(index.filter((entry) => entry.summitExpeditions > 0).map((entry) => entry.person.id).sort()).toEqual([...summiters].sort());
  });

  it('gives the same people, counts and roles in Bengali, with Bengali names', () => {
    const bengali = editionOf('bn').peopleInRecords;
    const shape = (entries: typeof index) => entries.map((e) => [e.person.id, e.expeditions.map((x) => x.expedition.slug), e.roles, e.summitExpeditions, e.group]);
    expect(shape(bengali)).toEqual(shape(index));
    for (const entry of bengali) expect(entry.person.name, entry.person.id).toMatch(/[\u0980-\u09FF]/u);
  });
});
