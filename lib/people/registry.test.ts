import { describe, expect, it } from 'vitest';
import { assertSourcesRegistered, baseRecords } from '@/lib/content';
import { ContentError, parseContent } from '@/lib/content/parse';
import { allExpeditions } from '@/lib/expeditions';
import { PeopleRegistrySchema, PersonSchema, type PersonInput } from '@/lib/schema/person';
import { assertPersonIdsResolve, clubPersonIds, clubPersonIdsOf, people, personIdCitationsOf, personIdsOf, personNameIndex, personSourceCitations } from './registry';

const records = allExpeditions;
/** Every person the expedition records name (by id), with their place. */
const recordPersonIds = personIdCitationsOf(records);
/** The person a name leads to: their name, or a spelling other sources use that is not a misprint. */
const names = personNameIndex(people);

function messageOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
}

const person = (input: PersonInput) => PersonSchema.parse(input);

describe('the people registry', () => {
  it('refuses a repeated id, a name that leads to two people, and a possiblySameAs that is unknown or one-sided', () => {
    const broken: PersonInput[] = [
      { id: 'ana-roy', name: 'Ana Roy', possiblySameAs: ['ana'] },
      { id: 'ana', name: 'Ana' },
      { id: 'ana-roy', name: 'A. Roy', variants: [{ name: 'ana roy', source: 'spec:original-site' }] },
      { id: 'bo', name: 'Bo', possiblySameAs: ['nobody', 'bo'] },
    ];
    const message = messageOf(() => parseContent(PeopleRegistrySchema, broken, 'content/people/', (e) => (e as { id: string }).id));
    expect(message).toContain('entry 1 (ana-roy) › field possiblySameAs[0]: "ana" must list "ana-roy" in its possiblySameAs too');
    expect(message).toContain('entry 3 (ana-roy) › field id: repeats the id of entry 1');
    expect(message).toContain('entry 4 (bo) › field possiblySameAs[0]: "nobody" is not an id in this registry');
    expect(message).toContain('entry 4 (bo) › field possiblySameAs[1]: a person cannot be listed as possibly themselves');
  });

  it('lets two people share a spelling only if it is a misprint, and never resolves a misprint', () => {
    const registry = [
      person({ id: 'debasish', name: 'Debasish', variants: [{ name: 'Debashish', source: 'spec:original-site' }, { name: 'Debabrata', slip: true, source: 'spec:original-site' }] }),
      person({ id: 'debabrata', name: 'Debabrata' }),
    ];
    expect(() => parseContent(PeopleRegistrySchema, registry, 'content/people/')).not.toThrow();
    const index = personNameIndex(registry);
    expect(index.get('Debashish')).toBe('debasish');
    expect(index.get('Debabrata')).toBe('debabrata');
  });

  it('keeps each misprint in the registry out of the names records may use', () => {
    const slips = people.flatMap((p) => p.variants.filter((v) => v.slip).map((v) => v.name));
    expect(slips.length).toBeGreaterThan(0);
    for (const slip of slips) expect(names.get(slip), slip).toBeUndefined();
  });

  it('stores no expeditions: a person entry has only who they are, their spellings and sourced notes', () => {
    const keys = new Set(people.flatMap((p) => Object.keys(p)));
    expect([...keys].sort()).toEqual(['id', 'name', 'notes', 'possiblySameAs', 'variants']);
  });
});

describe('people named in the records and the club details', () => {
  it('every member and summiter the records name is a person of the registry, by id', () => {
    expect(recordPersonIds.length).toBeGreaterThan(records.length);
    expect(recordPersonIds.map((c) => c.field)).toEqual(expect.arrayContaining(['members[0].person', 'summits[0].summiters[0]']));
    expect(() => assertPersonIdsResolve(recordPersonIds, people, 'content/expeditions/')).not.toThrow();
  });

  it('the founder, the secretary and every office bearer are people of the registry, by id', () => {
    expect(clubPersonIds.map((c) => c.field)).toEqual(expect.arrayContaining(['founder', 'secretary.person', 'officeBearers[0].person']));
    expect(clubPersonIds.map((c) => c.entry)).toEqual(clubPersonIds.map(() => 'content/club.yml › en'));
    expect(() => assertPersonIdsResolve(clubPersonIds, people, 'content/club.yml')).not.toThrow();
  });

  it('an unknown id fails, naming the file, the entry and the field (and the id a name written instead leads to)', () => {
    const bad = {
      slug: 'Bad-2000',
      members: [{ person: 'rumpa-das' }, { person: 'nobody-known' }, { person: 'Debashish Biswas' }],
      summits: [{ summiters: ['rumpa-das', 'someone-else'] }],
    };
    const message = messageOf(() => assertPersonIdsResolve(personIdCitationsOf([{ slug: 'Good-1999' }, bad]), people, 'content/expeditions/'));
    expect(message).toContain('Invalid content in content/expeditions/');
    expect(message).toContain('content/expeditions/Bad-2000.en.yml › field members[1].person: "nobody-known" is not the id of anyone in content/people/');
    expect(message).toContain(
      'content/expeditions/Bad-2000.en.yml › field members[2].person: "Debashish Biswas" is not the id of anyone in content/people/; "Debashish Biswas" is a name: write the id "debasish-biswas"',
    );
    expect(message).toContain('content/expeditions/Bad-2000.en.yml › field summits[0].summiters[1]: "someone-else"');
    expect(message).not.toContain('"rumpa-das"');

    const club = messageOf(() => assertPersonIdsResolve(clubPersonIdsOf({ ...baseRecords.club, officeBearers: [{ person: 'Ashok Roy' }] }), people, 'content/club.yml'));
    expect(club).toContain('Invalid content in content/club.yml');
    expect(club).toContain('content/club.yml › en › field officeBearers[0].person: "Ashok Roy" is not the id of anyone in content/people/; "Ashok Roy" is a name: write the id "ashok-roy"');
  });

  it('maps a record to its people, members and summiters each once', () => {
    const ids = personIdsOf({ slug: 'X-2000', members: [{ person: 'ana' }, { person: 'bo' }], summits: [{ summiters: ['bo', 'ana'] }, { summiters: ['cy'] }] });
    expect(ids).toEqual(['ana', 'bo', 'cy']);
  });

  it('resolves the spellings other sources use to the same person as the records’ spelling', () => {
    for (const p of people) for (const v of p.variants.filter((variant) => !variant.slip)) expect(names.get(v.name), v.name).toBe(p.id);
  });

  it('every person in the registry is named by a record or the club details', () => {
    const named = new Set([...recordPersonIds, ...clubPersonIds].map((c) => c.id));
    expect(people.filter((person) => !named.has(person.id)).map((person) => person.id)).toEqual([]);
  });

  it('every address the people registry cites is registered in content/sources/', () => {
    const citations = personSourceCitations(people);
    expect(citations.length).toBeGreaterThan(0);
    expect(() => assertSourcesRegistered(citations, baseRecords.sources, 'content/people/')).not.toThrow();
    const message = messageOf(() => assertSourcesRegistered(citations, [{ url: 'spec:original-site' }], 'content/people/'));
    expect(message).toMatch(/content\/people\/[a-z-]+\.en\.yml › field variants\[\d+\]\.source: \S+ is not registered in content\/sources\//);
  });
});
