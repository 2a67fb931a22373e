import { describe, expect, it } from 'vitest';
import { formsOf, namesIn, readRecordFolder, siteLanguage, type RecordLanguage } from '@/lib/content';
import { ContentError } from '@/lib/content/parse';
import { editionOf } from '@/lib/edition';
import { locales } from '@/lib/i18n/lang';
import { buildPeaks } from '@/lib/peaks';
import { PeakRegistrySchema, type PeaksOverlay } from '@/lib/schema/peak';
import { PeopleRegistrySchema, type PeopleOverlay } from '@/lib/schema/person';
import { buildPeople } from './registry';

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
}

const bengaliLetters = /[\u0980-\u09FF]/u;

/** A registry record's Bengali words file, as the folder holds it. */
const bengaliFileOf = (folder: 'peaks' | 'people', id: string) => readRecordFolder(folder).find((record) => record.key === id)!.words.bn!.data as { name: string; tableLabel?: string };

describe('the archive registries in Bengali (content/peaks/<id>.bn.yml, content/people/<id>.bn.yml)', () => {
  const english = editionOf('en');
  const bengali = editionOf('bn');

  it('name every peak and person as their own Bengali file does, and the glossary follows it', () => {
    const en = english.peaks;
    bengali.peaks.forEach((peak, i) => {
      expect(peak.name, peak.id).toBe(bengaliFileOf('peaks', peak.id).name);
      expect(peak.name, peak.id).toBe(formsOf('peaks', en[i]!.name).bn);
      if (peak.tableLabel !== undefined) {
        expect(peak.tableLabel, peak.id).toBe(bengaliFileOf('peaks', peak.id).tableLabel);
        expect(peak.tableLabel, peak.id).toBe(formsOf('peaks', en[i]!.tableLabel!).bn);
      }
    });
    const people = english.people;
    bengali.people.forEach((person, i) => {
      expect(person.name, person.id).toBe(bengaliFileOf('people', person.id).name);
      expect(person.name, person.id).toBe(formsOf('people', people[i]!.name).bn);
    });
  });

  it('translate every prose field and keep every fact', () => {
    const en = english.peaks;
    const bn = bengali.peaks;
    expect(bn.map((peak) => peak.id)).toEqual(en.map((peak) => peak.id));
    bn.forEach((peak, i) => {
      const english = en[i]!;
      expect(peak.heights).toEqual(english.heights);
      expect(peak.otherNames).toEqual(english.otherNames);
      expect(peak.coordinates).toEqual(english.coordinates);
      expect(peak.location?.source).toEqual(english.location?.source);
      const ascentFacts = (ascents: typeof peak.firstAscents) => ascents.map((ascent) => [ascent.year, ascent.date, ascent.uncertain, ascent.source]);
      expect(ascentFacts(peak.firstAscents)).toEqual(ascentFacts(english.firstAscents));
      expect(peak.notes.map((note) => note.source)).toEqual(english.notes.map((note) => note.source));
      expect(peak.ambiguity?.sources).toEqual(english.ambiguity?.sources);
      const { range, region, state, country } = peak.location ?? {};
      const texts = [range, region, state, country, ...peak.firstAscents.map((a) => a.by), ...peak.notes.map((n) => n.text), peak.ambiguity?.text];
      for (const text of texts.filter((t) => t !== undefined)) expect(text, `${peak.id}: ${text}`).toMatch(bengaliLetters);
    });
    const people = english.people;
    bengali.people.forEach((person, i) => {
      expect(person.variants).toEqual(people[i]!.variants);
      expect(person.notes.map((note) => note.sources)).toEqual(people[i]!.notes.map((note) => note.sources));
      for (const note of person.notes) expect(note.text, person.id).toMatch(bengaliLetters);
    });
  });
});

describe('the check of the archive registries’ words', () => {
  const names = namesIn(
    {
      terms: [],
      people: [{ en: 'Rumpa Das', bn: 'রুম্পা দাস' }],
      peaks: [{ en: 'Thelu', bn: 'থেলু' }],
      places: [{ en: 'Gangotri', bn: 'গঙ্গোত্রী' }],
    },
    'bn',
    locales.bn,
  );
  const registry = PeakRegistrySchema.parse([
    {
      id: 'thelu',
      name: 'Thelu',
      heights: [{ m: 6002, club: true, source: 'spec:original-site' }],
      location: { state: 'Uttarakhand', source: 'spec:original-site' },
      notes: [
        { text: 'It rises above Gangotri.', source: 'spec:original-site' },
        { text: 'A second note.', source: 'spec:original-site' },
      ],
    },
  ]);
  const complete = {
    thelu: { name: 'থেলু', location: { state: 'উত্তরাখণ্ড' }, notes: [{ text: 'এটি গঙ্গোত্রীর ওপরে।' }, { text: 'দ্বিতীয় একটি টীকা।' }] },
  } satisfies PeaksOverlay;
  // The site's Bengali, with the test's glossary.
  const language: RecordLanguage = { ...siteLanguage('bn'), names };
  const withWords = (overlay: unknown) => buildPeaks(language, overlay as PeaksOverlay, registry);
  const THELU = 'content/peaks/thelu.bn.yml';

  it('puts the record’s Bengali name and words on the English facts', () => {
    const [thelu] = withWords(complete);
    expect(thelu!.name).toBe('থেলু');
    expect(thelu!.notes).toEqual([
      { text: 'এটি গঙ্গোত্রীর ওপরে।', source: 'spec:original-site' },
      { text: 'দ্বিতীয় একটি টীকা।', source: 'spec:original-site' },
    ]);
    expect(thelu!.heights).toEqual(registry[0]!.heights);
    expect(buildPeaks({ ...siteLanguage('en'), names }, null, registry)).toBe(registry);
  });

  it('names the file and the field of a missing text and a short list, and a file without its English record', () => {
    const missing = problemsOf(() => withWords({ thelu: { name: 'থেলু', notes: [{ text: 'এটি গঙ্গোত্রীর ওপরে।' }, {}] }, ghost: { name: 'ভূত' } }));
    expect(missing).toContain('Invalid content in content/peaks/:');
    expect(missing).toContain(`${THELU} › location › state: missing (English: "Uttarakhand")`);
    expect(missing).toContain(`${THELU} › notes[1] › text: missing (English: "A second note.")`);
    expect(missing).toContain('content/peaks/ghost.bn.yml › no English record content/peaks/ghost.en.yml; remove this file or add the record');
    const short = problemsOf(() => withWords({ thelu: { ...complete.thelu, notes: [{ text: 'এটি গঙ্গোত্রীর ওপরে।' }] } }));
    expect(short).toBe(`Invalid content in ${THELU}:\n  - notes: needs 2 item(s) in the English order, found 1`);
    expect(problemsOf(() => withWords({}))).toBe(`Invalid content in ${THELU}:\n  - missing: the Bengali words of content/peaks/thelu.en.yml; add the file`);
  });

  it('refuses a name left out or in Latin letters, a fact, a text left in English and a field the English entry lacks', () => {
    const message = problemsOf(() =>
      withWords({ thelu: { ...complete.thelu, name: 'Thelu', heights: [{ m: 6002 }], location: { state: 'Uttarakhand' }, ambiguity: { text: 'অতিরিক্ত।' } } }),
    );
    expect(message).toContain(`Invalid content in ${THELU}:`);
    expect(message).toContain('  - name: still in English ("Thelu"); translate it');
    expect(message).toContain('  - heights: a fact');
    expect(message).toContain('  - location › state: still in English ("Uttarakhand"); translate it');
    expect(message).toContain('  - ambiguity: not in content/peaks/thelu.en.yml (the English entry has none); remove it or add it there');
    expect(problemsOf(() => withWords({ thelu: { ...complete.thelu, name: 'Thelu Peak' } }))).toBe(
      `Invalid content in ${THELU}:\n  - name: must equal the English value "Thelu" (facts are not translated) or be written in Bengali`,
    );
    const { name: _name, ...nameless } = complete.thelu;
    expect(problemsOf(() => withWords({ thelu: nameless }))).toBe(`Invalid content in ${THELU}:\n  - name: missing (English: "Thelu")`);
  });

  it('requires the glossary’s spelling of a place a note names', () => {
    const message = problemsOf(() => withWords({ thelu: { ...complete.thelu, notes: [{ text: 'এটি গাঙ্গোত্রীর ওপরে।' }, { text: 'দ্বিতীয় একটি টীকা।' }] } }));
    expect(message).toContain('notes[0] › text: "Gangotri" must be spelled "গঙ্গোত্রী" (content/glossary.ts)');
  });

  it('refuses a person’s words file left out, and a name or note left out of it, naming file and field', () => {
    const people = PeopleRegistrySchema.parse([
      { id: 'rumpa-das', name: 'Rumpa Das', notes: [{ text: 'She trained at Gangotri.', sources: ['spec:original-site'] }] },
      { id: 'dawa', name: 'Dawa' },
    ]);
    const message = problemsOf(() => buildPeople(language, { 'rumpa-das': { name: 'রুম্পা দাস', notes: [] } } satisfies PeopleOverlay, people));
    expect(message).toContain('Invalid content in content/people/:');
    expect(message).toContain('content/people/rumpa-das.bn.yml › notes: needs 1 item(s) in the English order, found 0');
    expect(message).toContain('content/people/dawa.bn.yml › missing: the Bengali words of content/people/dawa.en.yml; add the file');
    expect(problemsOf(() => buildPeople(language, { 'rumpa-das': { notes: [{ text: 'তিনি গঙ্গোত্রীতে প্রশিক্ষণ নেন।' }] } } as unknown as PeopleOverlay, people.slice(0, 1)))).toBe(
      'Invalid content in content/people/rumpa-das.bn.yml:\n  - name: missing (English: "Rumpa Das")',
    );
    const [rumpa] = buildPeople(language, { 'rumpa-das': { name: 'রুম্পা দাস', notes: [{ text: 'তিনি গঙ্গোত্রীতে প্রশিক্ষণ নেন।' }] } }, people.slice(0, 1));
    expect(rumpa!.name).toBe('রুম্পা দাস');
  });
});
