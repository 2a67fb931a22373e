import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recordFileSchemas, words as englishWords, type RecordFile, type RecordOverlays, type Records } from '@/lib/content';
import { ContentError } from '@/lib/content/parse';
import type { SiteWords, WordArea } from '@/lib/content/words';
import { buildEdition, editionOf, type Edition } from '@/lib/edition';
import { allExpeditions, expeditions as tableRows } from '@/lib/expeditions';
import { islandNumbers } from '@/lib/i18n/islandNumbers';
import { BASE_LANG, langs } from '@/lib/i18n/lang';
import { peaks } from '@/lib/peaks';
import { people } from '@/lib/people';
import { schemaParts, textRoleOf } from '@/lib/schema/text';
import { PSEUDO, pseudo, pseudoLanguage, pseudoLocale, pseudoOverlays, pseudoWords, unaccented } from '@/tests/fixtures/pseudoLanguage';
import { functionLeaves, leafAt, sampleArguments, stringLeaves } from '@/tests/fixtures/wordSamples';

/**
 * A third language costs words, not code. The pseudo-language "xx" (tests/fixtures/pseudoLanguage.ts:
 * the English words with accented letters and fullwidth digits) is not one of the site's languages:
 * this test makes what a language brings (its words, its overlay of every record file, its glossary
 * column and its locale) and builds its edition through the same builder the site's editions go
 * through. Every word area, record of every kind and formatter must come out in it; a mistake in
 * its content must stop the build naming file, entry and field.
 */

const english = editionOf(BASE_LANG);
const words = pseudoWords(englishWords);
const overlays = pseudoOverlays(english);

const ed: Edition = buildEdition(pseudoLanguage(words, overlays));

describe('a pseudo-language is not one of the site’s', () => {
  it('has its own code, prefix and script', () => {
    expect(langs).not.toContain(PSEUDO);
    expect(ed.lang).toBe(PSEUDO);
    expect(ed.locale).toBe(pseudoLocale);
    expect(ed.path('/gallery/')).toBe('/xx/gallery/');
    expect(ed.path('/')).toBe('/xx/');
    expect(ed.path('/Expedition-Short-Note/#Everest-2010')).toBe('/xx/Expedition-Short-Note/#Everest-2010');
  });
});

describe('every word area resolves in the pseudo-language', () => {
  const areas = Object.keys(englishWords) as WordArea[];

  it('has every area of the English table, and words to check', () => {
    expect(Object.keys(ed.words).sort()).toEqual([...areas].sort());
    expect(areas.flatMap((area) => stringLeaves(englishWords[area])).length).toBeGreaterThan(300);
    expect(areas.flatMap((area) => functionLeaves(englishWords[area])).length).toBeGreaterThan(50);
  });

  for (const area of areas) {
    it(`${area}: every string is the pseudo-language's`, () => {
      for (const [path, text] of stringLeaves(englishWords[area])) {
        const said = leafAt(ed.words[area], path) as unknown as string;
        expect(said, `${area}.${path}`).toBe(pseudo(text));
        expect(unaccented(said), `${area}.${path}: "${said}"`).toBe(false);
      }
    });

    it(`${area}: every function, given values of the right kind, says its words in the pseudo-language`, () => {
      for (const [path, englishFn] of functionLeaves(englishWords[area])) {
        const values = sampleArguments(area, path, englishFn, 'en');
        const said = leafAt(ed.words[area], path)(...values);
        expect(typeof said, `${area}.${path}`).toBe('string');
        expect(unaccented(said), `${area}.${path}: "${said}"`).toBe(false);
        expect(said, `${area}.${path}`).toBe(pseudo(englishFn(...values)));
      }
    });
  }
});

/**
 * Differences between an English record and its pseudo one, by the record's schema: every text in
 * the pseudo-language, every glossary name as the pseudo column spells it, every fact as in English.
 */
function recordDifferences(schema: z.ZodType, en: unknown, xx: unknown, path: string, counts: { texts: number }): string[] {
  const role = textRoleOf(schema);
  if (role) {
    if (typeof en !== 'string' || en === '') return Object.is(en, xx) ? [] : [`${path}: ${JSON.stringify(xx)} for English ${JSON.stringify(en)}`];
    counts.texts += 1;
    return xx === pseudo(en) && !unaccented(xx) ? [] : [`${path}: ${JSON.stringify(xx)} is not the pseudo-language's "${pseudo(en)}"`];
  }
  const def = schemaParts(schema);
  if (def.type === 'default') return recordDifferences(def.innerType!, en, xx, path, counts);
  if (def.type === 'optional') return en === undefined ? (xx === undefined ? [] : [`${path}: not in English`]) : recordDifferences(def.innerType!, en, xx, path, counts);
  if (def.type === 'object' && en && typeof en === 'object') {
    return Object.entries(def.shape!).flatMap(([key, field]) =>
      recordDifferences(field, (en as Record<string, unknown>)[key], (xx as Record<string, unknown>)[key], `${path}.${key}`, counts),
    );
  }
  if (def.type === 'array' && Array.isArray(en)) {
    if (!Array.isArray(xx) || xx.length !== en.length) return [`${path}: ${Array.isArray(xx) ? xx.length : 'no'} item(s), English has ${en.length}`];
    return en.flatMap((item, index) => recordDifferences(def.element!, item, xx[index], `${path}[${index}]`, counts));
  }
  return JSON.stringify(en) === JSON.stringify(xx) ? [] : [`${path}: the fact ${JSON.stringify(xx)} differs from English ${JSON.stringify(en)}`];
}

/** The schemas of the record files lib/content builds (the rest are checked below, registry by registry). */
const recordSchemas = Object.fromEntries(
  (['club', 'home', 'about', 'activities', 'courses', 'events', 'legal', 'navigation', 'sources'] as const).map((file) => [file, recordFileSchemas[file]]),
) as Record<keyof Records, z.ZodType>;

describe('every record overlay is applied', () => {
  // The menus link into the edition's own pages: the only fact an edition changes.
  const expected: Records = {
    ...english,
    navigation: Object.fromEntries(
      Object.entries(english.navigation).map(([menu, links]) => [
        menu,
        links.map((link: Records['navigation']['mainNavigation'][number]) => ({
          ...link,
          ...(link.href ? { href: `/xx${link.href}` } : {}),
          ...(link.links ? { links: link.links.map((inner) => ({ ...inner, href: `/xx${inner.href}` })) } : {}),
        })),
      ]),
    ) as Records['navigation'],
  };

  for (const file of Object.keys(recordSchemas) as (keyof Records)[]) {
    it(`${file}: its texts in the pseudo-language, its facts as in English`, () => {
      const counts = { texts: 0 };
      expect(recordDifferences(recordSchemas[file], expected[file], ed[file], file, counts)).toEqual([]);
      expect(counts.texts, `${file} has texts to translate`).toBeGreaterThan(0);
    });
  }

  const registries: [RecordFile, readonly unknown[], readonly unknown[]][] = [
    ['expeditions', allExpeditions, ed.expeditions.all],
    ['peaks', peaks, ed.peaks],
    ['people', people, ed.people],
  ];
  for (const [file, englishRecords, pseudoRecords] of registries) {
    it(`${file}: its texts in the pseudo-language, its names from the pseudo column, its facts as in English`, () => {
      const counts = { texts: 0 };
      expect(recordDifferences(recordFileSchemas[file], englishRecords, pseudoRecords, file, counts)).toEqual([]);
      expect(counts.texts, `${file} has texts to translate`).toBeGreaterThan(0);
    });
  }

  it('courses: the ordinal in the pseudo-language’s words and digits', () => {
    expect(ed.courses.map((course) => course.ordinalLabel)).toEqual(english.courses.map((course) => pseudo(course.ordinalLabel)));
    expect(ed.courses.map((course) => course.ordinalLabel)).toEqual(['７ťħ', '４０ťħ']);
  });
});

describe('every expedition comes out in the pseudo-language', () => {
  it('the table and the later climbs, in the English order', () => {
    expect(ed.expeditions.all.map((e) => e.slug)).toEqual(allExpeditions.map((e) => e.slug));
    expect(ed.expeditions.table).toHaveLength(tableRows.length);
    expect(ed.expeditions.report('Indrasan-2003')?.expedition.narrative[0]).toBe(pseudo(allExpeditions.find((e) => e.slug === 'Indrasan-2004')!.narrative[0]!));
  });

  it('names from the pseudo column of the glossary', () => {
    expect(ed.name('peaks', 'Everest')).toBe('Éṽéřéšť');
    expect(() => ed.name('peaks', 'Nowhere Peak')).toThrow('content/glossary.ts › peaks: no Pseudo form for "Nowhere Peak"');
  });
});

describe('every formatter writes the pseudo-language', () => {
  it('numbers and digits in its locale’s numbering system', () => {
    expect(ed.format.number(123456.78)).toBe('１,２３,４５６.７８');
    expect(ed.format.digits(1987)).toBe('１９８７');
    expect(ed.format.digits('07:40')).toBe('０７:４０');
  });

  it('dates, months and heights in its words', () => {
    expect(ed.format.date('2010-05-17')).toBe('１７ Ḿáý ２０１０');
    expect(ed.format.monthYear('2025-06')).toBe('Ĵúñé ２０２５');
    expect(ed.format.month(5)).toBe('Ḿáý');
    expect(ed.format.metres(8848.86)).toBe('８８４８.８６ ḿ');
    expect(ed.format.feet(21467)).toBe('２１４６７ ƒť');
    expect(ed.format.height(6543, 21467)).toBe('６５４３ ḿ / ２１４６７ ƒť');
    expect(ed.format.ordinal(21)).toBe('２１šť');
    expect(ed.format.clock('07:40-07:45')).toBe(pseudo('07:40-07:45'));
  });

  it('island numbers as data an island can take, counting as the server does', () => {
    expect(ed.format.islandNumbers).toEqual({ locale: pseudoLocale.intl, groupCounts: false });
    const numbers = islandNumbers(JSON.parse(JSON.stringify(ed.format.islandNumbers)));
    expect(numbers.count(1234)).toBe('１２３４');
    expect(numbers.digits(2024)).toBe(ed.format.digits(2024));
    expect(numbers.fill(ed.words.gallery.search.photographs.matching, { matches: 2, total: 300, query: pseudo('Nun') })).toBe(pseudo('2 of 300 photos match “Nun”'));
  });
});

describe('a mistake in the pseudo-language’s content stops the build, naming file, entry and field', () => {
  const firstEvent = english.events[0]!;
  const build = (table: SiteWords, languageOverlays: RecordOverlays) => () => buildEdition(pseudoLanguage(table, languageOverlays));
  const without = <T extends object>(value: T, key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
  const message = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    throw new Error('the build did not stop');
  };

  it('a text missing from a record overlay', () => {
    const entry = (overlays.events as Record<string, object>)[firstEvent.slug]!;
    const lacking = { ...overlays, events: { ...overlays.events, [firstEvent.slug]: without(entry, 'title') } } as unknown as RecordOverlays;
    // An event's words are a file of their own, so the file is the entry.
    expect(message(build(words, lacking))).toContain(
      `Invalid content in content/events/${firstEvent.slug}.xx.yml:\n  - title: missing (English: "${firstEvent.title}")`,
    );
  });

  it('a fact written into a record overlay', () => {
    const withFact = { ...overlays, club: { ...overlays.club, foundedYear: 1987 } } as unknown as RecordOverlays;
    expect(message(build(words, withFact))).toContain(
      'Invalid content in content/club.yml › xx:\n  - foundedYear: a fact (English: 1986): facts are written once, in content/club.yml › en; remove it here',
    );
  });

  it('a paragraph missing from the expedition overlay, and a fact written into it', () => {
    const everest = (overlays.expeditions as Record<string, { narrative: string[] }>)['Everest-2010']!;
    const with_ = (entry: object) => ({ ...overlays, expeditions: { ...overlays.expeditions, 'Everest-2010': entry } }) as unknown as RecordOverlays;
    expect(message(build(words, with_({ ...everest, narrative: everest.narrative.slice(1) })))).toMatch(/content\/expeditions\/Everest-2010\.xx\.yml:\n\s+- narrative: needs \d+ item\(s\) in the English order/);
    expect(message(build(words, with_({ ...everest, year: 2011 })))).toContain(
      'Invalid content in content/expeditions/Everest-2010.xx.yml:\n  - year: a fact (English: 2010): facts are written once, in content/expeditions/Everest-2010.en.yml; remove it here',
    );
  });

  it('a note missing from the people overlay', () => {
    // The first person whose record has notes (most people have none, only a name).
    const [id, entry] = Object.entries(overlays.people as Record<string, object>).find(([, words]) => 'notes' in words)!;
    const lacking = { ...overlays, people: { ...overlays.people, [id]: without(entry, 'notes') } } as unknown as RecordOverlays;
    expect(message(build(words, lacking))).toContain(`Invalid content in content/people/${id}.xx.yml:\n  - notes[0] › text: missing`);
  });

  it('a word missing from a word area', () => {
    expect(message(build({ ...words, gallery: without(words.gallery, 'title') } as unknown as SiteWords, overlays))).toContain(
      'Invalid content in content/xx/gallery.ts:\n  - title: missing (the English file has it)',
    );
  });
});
