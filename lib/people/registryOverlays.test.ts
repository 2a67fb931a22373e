import { describe, expect, it } from 'vitest';
import { formsOf, namesIn, siteLanguage, type RecordLanguage } from '@/lib/content';
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

describe('the archive registries in Bengali (content/peaks.bn.ts, content/people.bn.ts)', () => {
  const english = editionOf('en');
  const bengali = editionOf('bn');

  it('spell every peak and person as the glossary does', () => {
    const en = english.peaks;
    bengali.peaks.forEach((peak, i) => {
      expect(peak.name, peak.id).toBe(formsOf('peaks', en[i]!.name).bn);
      if (peak.tableLabel !== undefined) expect(peak.tableLabel, peak.id).toBe(formsOf('peaks', en[i]!.tableLabel!).bn);
    });
    const people = english.people;
    bengali.people.forEach((person, i) => expect(person.name, person.id).toBe(formsOf('people', people[i]!.name).bn));
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

describe('the overlay check of the archive registries', () => {
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
    thelu: { location: { state: 'উত্তরাখণ্ড' }, notes: [{ text: 'এটি গঙ্গোত্রীর ওপরে।' }, { text: 'দ্বিতীয় একটি টীকা।' }] },
  } satisfies PeaksOverlay;
  // The site's Bengali, with the test's glossary.
  const language: RecordLanguage = { ...siteLanguage('bn'), names };
  const withWords = (overlay: unknown) => buildPeaks(language, overlay as PeaksOverlay, registry);

  it('puts the words and the glossary’s name on the English facts', () => {
    const [thelu] = withWords(complete);
    expect(thelu!.name).toBe('থেলু');
    expect(thelu!.notes).toEqual([
      { text: 'এটি গঙ্গোত্রীর ওপরে।', source: 'spec:original-site' },
      { text: 'দ্বিতীয় একটি টীকা।', source: 'spec:original-site' },
    ]);
    expect(thelu!.heights).toEqual(registry[0]!.heights);
    expect(buildPeaks({ ...siteLanguage('en'), names }, null, registry)).toBe(registry);
  });

  it('names the file, the id and the field of a missing text, a short list and an unknown id', () => {
    const missing = problemsOf(() => withWords({ thelu: { notes: [{ text: 'এটি গঙ্গোত্রীর ওপরে।' }, {}] }, ghost: { notes: [] } }));
    expect(missing).toContain('Invalid content in content/peaks.bn.ts');
    expect(missing).toContain('thelu › location › state: missing (English: "Uttarakhand")');
    expect(missing).toContain('thelu › notes[1] › text: missing (English: "A second note.")');
    expect(missing).toContain('ghost: no entry of content/peaks.ts has this id; remove it or add the entry there');
    const short = problemsOf(() => withWords({ thelu: { ...complete.thelu, notes: [{ text: 'এটি গঙ্গোত্রীর ওপরে।' }] } }));
    expect(short).toContain('thelu › notes: needs 2 item(s) in the English order, found 1');
  });

  it('refuses a name, a fact, a text left in English and a field the English entry lacks', () => {
    const message = problemsOf(() =>
      withWords({ thelu: { ...complete.thelu, name: 'থেলূ', heights: [{ m: 6002 }], location: { state: 'Uttarakhand' }, ambiguity: { text: 'অতিরিক্ত।' } } }),
    );
    expect(message).toContain('thelu › name: a name: every language takes it from content/glossary.ts (peaks); remove it here');
    expect(message).toContain('thelu › heights: a fact');
    expect(message).toContain('thelu › location › state: still in English ("Uttarakhand"); translate it');
    expect(message).toContain('thelu › ambiguity: not in content/peaks.ts (the English entry has none); remove it or add it there');
  });

  it('requires the glossary’s spelling of a place a note names', () => {
    const message = problemsOf(() => withWords({ thelu: { ...complete.thelu, notes: [{ text: 'এটি গাঙ্গোত্রীর ওপরে।' }, { text: 'দ্বিতীয় একটি টীকা।' }] } }));
    expect(message).toContain('thelu › notes[0] › text: "Gangotri" must be spelled "গঙ্গোত্রী" (content/glossary.ts)');
  });

  it('refuses a person the glossary lacks and a person’s note left out, naming file, id and field', () => {
    const people = PeopleRegistrySchema.parse([
      { id: 'rumpa-das', name: 'Rumpa Das', notes: [{ text: 'She trained at Gangotri.', sources: ['spec:original-site'] }] },
      { id: 'dawa', name: 'Dawa' },
    ]);
    const message = problemsOf(() => buildPeople(language, {} satisfies PeopleOverlay, people));
    expect(message).toContain('Invalid content in content/people.bn.ts');
    expect(message).toContain('rumpa-das › notes[0] › text: missing (English: "She trained at Gangotri.")');
    expect(message).toContain('dawa › name: content/glossary.ts › people: no Bengali form for "Dawa"; add it to the glossary');
    const [rumpa] = buildPeople(language, { 'rumpa-das': { notes: [{ text: 'তিনি গঙ্গোত্রীতে প্রশিক্ষণ নেন।' }] } }, people.slice(0, 1));
    expect(rumpa!.name).toBe('রুম্পা দাস');
  });
});
