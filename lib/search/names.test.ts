import { describe, expect, it } from 'vitest';
import { edition, everyEdition } from '@/lib/edition';
import { editDistance, foldWord, matchNames, NAMES_SHOWN, namesAnswer, prepareNames, suggestNames, type NameKind } from './names';
import { namesFile } from './namesIndex';

const editions = everyEdition();
const names = { en: prepareNames(namesFile(edition('en'), editions)), bn: prepareNames(namesFile(edition('bn'), editions)) };

/** The page "did you mean" offers first for a query on an edition's search. */
const firstSuggestion = (lang: 'en' | 'bn', query: string, kinds?: NameKind[]) => suggestNames(query, names[lang], { kinds })[0]?.entry;

describe('the names file', () => {
  it('holds every person, peak and expedition once, in the edition’s paths and names, with every edition’s spellings', () => {
    const file = namesFile(edition('bn'), editions);
    const ed = edition('bn');
    expect(file.entries).toHaveLength(ed.people.length + ed.peaks.length + ed.expeditions.all.length);
    expect(file.entries).toContainEqual(expect.objectContaining({ kind: 'person', path: '/bn/member/basanta-singha-roy/', name: 'বসন্ত সিংহ রায়' }));
    const everest = file.entries.find((entry) => entry.path === '/bn/Everest-2010/')!;
    expect(everest).toMatchObject({ kind: 'expedition', name: 'এভারেস্ট ২০১০' });
    expect(everest.forms).toEqual(expect.arrayContaining(['Everest 2010', 'এভারেস্ট ২০১০', 'Everest-2010']));
    // A peak's other name is found in Bengali letters where the glossary writes it so.
    expect(file.entries.find((entry) => entry.path === '/bn/peaks/everest/')!.forms).toEqual(expect.arrayContaining(['Sagarmatha', 'সাগরমাথা']));
    // The original site's address of Manaslu 2022 is a spelling too.
    expect(namesFile(edition('en'), editions).entries.find((entry) => entry.path === '/mansalu-2022/')!.forms).toContain('mansalu-2022');
  });
});

describe('did you mean', () => {
  // Our own typos, none of them a spelling the records hold (each is checked not to be one).
  const typos: { lang: 'en' | 'bn'; query: string; kind: NameKind; path: string }[] = [
    // English letters
    { lang: 'en', query: 'Basnta Roy', kind: 'person', path: '/member/basanta-singha-roy/' },
    { lang: 'en', query: 'Rumpa Dass', kind: 'person', path: '/member/rumpa-das/' },
    { lang: 'en', query: 'Subrata Bhattacharya', kind: 'person', path: '/member/subrata-bhattacharjee/' },
    { lang: 'en', query: 'Kanchanjunga', kind: 'peak', path: '/peaks/kanchenjunga/' },
    { lang: 'en', query: 'Shivlinga', kind: 'peak', path: '/peaks/shivling/' },
    { lang: 'en', query: 'Dhaulagri', kind: 'peak', path: '/peaks/dhaulagiri-i/' },
    { lang: 'en', query: 'Everst 2010', kind: 'expedition', path: '/Everest-2010/' },
    { lang: 'en', query: 'Kanchenjnga 2011', kind: 'expedition', path: '/Kanchenjunga-2011/' },
    // Bengali letters
    { lang: 'bn', query: 'বসন্ত সিঙ্হ রাই', kind: 'person', path: '/bn/member/basanta-singha-roy/' },
    { lang: 'bn', query: 'রুম্পা দাশ', kind: 'person', path: '/bn/member/rumpa-das/' },
    { lang: 'bn', query: 'এভারেষ্ট', kind: 'peak', path: '/bn/peaks/everest/' },
    { lang: 'bn', query: 'কাঞ্চনজংঘা', kind: 'peak', path: '/bn/peaks/kanchenjunga/' },
    { lang: 'bn', query: 'এভারেষ্ট ২০১০', kind: 'expedition', path: '/bn/Everest-2010/' },
    { lang: 'bn', query: 'কাঞ্চনজংঘা ২০১১', kind: 'expedition', path: '/bn/Kanchenjunga-2011/' },
    // The other script on each search: names match through their forms in every language.
    { lang: 'bn', query: 'Basnta Roy', kind: 'person', path: '/bn/member/basanta-singha-roy/' },
    { lang: 'en', query: 'এভারেষ্ট', kind: 'peak', path: '/peaks/everest/' },
  ];

  it.each(typos)('$lang: “$query” → $path', ({ lang, query, kind, path }) => {
    expect(matchNames(query, names[lang]).filter((match) => match.cost === 0), 'a spelling the records hold is no typo').toEqual([]);
    expect(firstSuggestion(lang, query)).toMatchObject({ kind, path });
    // With the kind filter set to that kind, it is still found; set to another, never offered.
    expect(firstSuggestion(lang, query, [kind])).toMatchObject({ path });
    expect(suggestNames(query, names[lang], { kinds: ['person', 'peak', 'expedition'].filter((other) => other !== kind) as NameKind[] }).map((match) => match.entry.path)).not.toContain(path);
  });

  it('offers nothing for a name spelled as the records spell it, or the start of one', () => {
    for (const query of ['Basanta Singha Roy', 'Everest', 'Kangchenjunga', 'Kanch', 'Mansalu', 'বসন্ত সিংহ রায়', 'এভারেস্ট ২০১০', '2010']) {
      expect(suggestNames(query, names.en), query).toEqual([]);
      expect(suggestNames(query, names.bn), query).toEqual([]);
    }
  });

  it('offers nothing for words no name is near, and never reads a year loosely', () => {
    expect(suggestNames('blood donation camp', names.en)).toEqual([]);
    expect(suggestNames('course', names.en)).toEqual([]);
    // Words of the pages that are near a name's start are not that name.
    for (const word of ['summit', 'camp', 'team', 'Everest summit']) expect(suggestNames(word, names.en), word).toEqual([]);
    expect(suggestNames('Everest 2011', names.en).map((match) => match.entry.path)).not.toContain('/Everest-2010/');
  });

  it('puts the nearest name first and offers at most three', () => {
    const matches = suggestNames('Everst', names.en);
    expect(matches.length).toBeLessThanOrEqual(3);
    expect(matches[0]!.entry.path).toBe('/peaks/everest/');
    expect(matches.map((match) => match.cost)).toEqual([...matches.map((match) => match.cost)].sort((a, b) => a - b));
  });
});

describe('the names block above the results', () => {
  const paths = (answer: ReturnType<typeof namesAnswer>) => answer?.matches.map((match) => match.entry.path);

  it('goes straight to the pages a query names as the records spell them, in both scripts', () => {
    const everest = namesAnswer('Everest', names.en);
    expect(everest?.spelled).toBe('asRecords');
    expect(paths(everest)).toEqual(['/peaks/everest/', '/Everest-2010/', '/Everest-2021/', '/Everest-2025/'].slice(0, NAMES_SHOWN.asRecords));
    expect(namesAnswer('বসন্ত সিংহ রায়', names.bn)).toEqual({ spelled: 'asRecords', matches: [expect.objectContaining({ cost: 0, entry: expect.objectContaining({ path: '/bn/member/basanta-singha-roy/' }) })] });
    // A year in either script names the expeditions of that year.
    expect(paths(namesAnswer('২০১০', names.bn))).toEqual(['/bn/Everest-2010/']);
  });

  it('offers the nearest names as “did you mean” when the query spells none as the records do, and nothing when no name is near', () => {
    const typo = namesAnswer('Evrest', names.en);
    expect(typo?.spelled).toBe('otherwise');
    expect(typo?.matches[0]?.entry.path).toBe('/peaks/everest/');
    expect(typo?.matches.length).toBeLessThanOrEqual(NAMES_SHOWN.otherwise);
    expect(namesAnswer('blood donation camp', names.en)).toBeUndefined();
  });

  it('keeps to the kinds asked for', () => {
    expect(paths(namesAnswer('Everest', names.en, { kinds: ['peak'] }))).toEqual(['/peaks/everest/']);
  });
});

describe('the matcher’s parts', () => {
  it('folds the spellings a script writes two ways', () => {
    expect(foldWord('Bhattacharjee')).toBe(foldWord('Battacharji'));
    expect(foldWord('Goutam')).toBe(foldWord('Gautam'));
    expect(foldWord('এভারেষ্ট')).toBe(foldWord('এভারেস্ট'));
    expect(foldWord('দাশ')).toBe(foldWord('দাস'));
    expect(foldWord('রায়')).toBe(foldWord('রায়'.normalize('NFD')));
    expect(foldWord('২০১০')).toBe('2010');
  });

  it('counts insertions, deletions, changes and swaps, and stops past its limit', () => {
    const cp = (word: string) => [...word];
    expect(editDistance(cp('everst'), cp('everest'), 2)).toBe(1);
    expect(editDistance(cp('evreest'), cp('everest'), 2)).toBe(1);
    expect(editDistance(cp('kitten'), cp('sitting'), 3)).toBe(3);
    expect(editDistance(cp('abc'), cp('xyzabc'), 1)).toBe(2);
  });
});
