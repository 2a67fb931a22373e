import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildRecords, namesIn, recordSchemas, recordsIn, type RecordOverlays, type Records } from '@/lib/content';
import { glossary } from '@/lib/content/glossary';
import { ContentError } from '@/lib/content/parse';
import { parseWords, words as englishWords, type SiteWords, type WordArea } from '@/lib/content/words';
import { buildEdition, type Edition, type EditionParts } from '@/lib/edition';
import { allExpeditions, expeditions as tableRows } from '@/lib/expeditions';
import { buildExpeditions } from '@/lib/expeditions/overlay';
import { makeFormat } from '@/lib/i18n/format';
import { islandNumbers } from '@/lib/i18n/islandNumbers';
import { BASE_LANG, langs } from '@/lib/i18n/lang';
import type { ExpeditionTranslations } from '@/lib/schema/translation';
import { schemaParts, textRoleOf } from '@/lib/schema/text';
import { PSEUDO, pseudo, pseudoExpeditionOverlay, pseudoGlossary, pseudoLocale, pseudoRecordOverlays, pseudoWords, unaccented } from '@/tests/fixtures/pseudoLanguage';
import { functionLeaves, leafAt, sampleArguments, stringLeaves } from '@/tests/fixtures/wordSamples';

/**
 * A third language costs words, not code. The pseudo-language "xx" (tests/fixtures/pseudoLanguage.ts:
 * the English words with accented letters and fullwidth digits) is not one of the site's languages:
 * this test makes its words, record overlays, expedition overlay, glossary column and locale, and
 * builds its edition through the same door and the same pure builders the site's editions go
 * through. Every word area, record, expedition and formatter must come out in it; a mistake in its
 * overlays must stop the build naming file, entry and field.
 */

const english = recordsIn(BASE_LANG);
const names = namesIn(pseudoGlossary(glossary), PSEUDO, pseudoLocale);
const language = { lang: PSEUDO, locale: pseudoLocale, names };
const words = pseudoWords(englishWords);
const recordOverlays = pseudoRecordOverlays(english, recordSchemas);
const expeditionOverlay = pseudoExpeditionOverlay(allExpeditions);

/** The pseudo-language's parts, from its content, as lib/edition.ts's `editionParts` reads a site language's. */
function pseudoParts(table: SiteWords, overlays: RecordOverlays, expeditions: ExpeditionTranslations): EditionParts {
  const checked = parseWords(PSEUDO, table, { english: englishWords, language });
  const all = buildExpeditions(allExpeditions, expeditions, { ...language, words: checked.language });
  return {
    locale: pseudoLocale,
    words: checked,
    records: buildRecords({ ...language, format: makeFormat(pseudoLocale, checked.language) }, overlays),
    expeditions: { table: all.slice(0, tableRows.length), later: all.slice(tableRows.length) },
    name: names.name,
  };
}

const ed: Edition = buildEdition(PSEUDO, pseudoParts(words, recordOverlays, expeditionOverlay));

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

describe('every record overlay is applied', () => {
  // The menus link into the edition's own pages: the only fact an edition changes.
  const expected: Records = {
    ...english,
    navigation: Object.fromEntries(
      Object.entries(english.navigation).map(([menu, links]) => [menu, links.map((link) => ({ ...link, href: `/xx${link.href}` }))]),
    ) as Records['navigation'],
  };

  for (const file of Object.keys(recordSchemas) as (keyof RecordOverlays)[]) {
    it(`${file}: its texts in the pseudo-language, its facts as in English`, () => {
      const counts = { texts: 0 };
      expect(recordDifferences(recordSchemas[file], expected[file], ed[file], file, counts)).toEqual([]);
      expect(counts.texts, `${file} has texts to translate`).toBeGreaterThan(0);
    });
  }

  it('courses: the ordinal in the pseudo-language’s words and digits', () => {
    expect(ed.courses.map((course) => course.ordinalLabel)).toEqual(english.courses.map((course) => pseudo(course.ordinalLabel)));
    expect(ed.courses.map((course) => course.ordinalLabel)).toEqual(['７ťħ', '４０ťħ']);
  });
});

/** Where an expedition record holds words (its overlay's fields and its glossary names); everything else is a fact. */
const expeditionWords =
  /^(area|departure\.place|trekStart\.place|roadHead|transitCamps\[\]\.name|baseCamp\.place|highCamps\[\]\.name|members\[\]\.(name|team|duties|note)|failureReason|firstAscentNote|route|cost\.note|sponsors\[\]|agency|jointTeamPartners\[\]|narrative\[\]|photos\[\]\.alt|pdfs\[\]\.label|conflicts\[\]\.(about|settled|accounts\[\]\.value)|peakContext\[\]\.text|peak|peaks\[\]\.name|summits\[\]\.peak)$/;

function expeditionDifferences(en: unknown, xx: unknown, path: string, counts: { words: number }): string[] {
  if (typeof en === 'string') {
    if (!expeditionWords.test(path.replace(/^[^.]+\./, '').replace(/\[\d+\]/g, '[]'))) return xx === en ? [] : [`${path}: the fact ${JSON.stringify(xx)} differs from English "${en}"`];
    counts.words += 1;
    return xx === pseudo(en) && !unaccented(xx) ? [] : [`${path}: ${JSON.stringify(xx)} is not the pseudo-language's "${pseudo(en)}"`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(xx) || xx.length !== en.length) return [`${path}: ${Array.isArray(xx) ? xx.length : 'no'} item(s), English has ${en.length}`];
    return en.flatMap((item, index) => expeditionDifferences(item, xx[index], `${path}[${index}]`, counts));
  }
  if (en && typeof en === 'object') {
    // A field holding `undefined` is an absent one (as in JSON).
    const fields = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined).sort();
    const keys = fields(en);
    if (!xx || typeof xx !== 'object' || JSON.stringify(fields(xx)) !== JSON.stringify(keys)) return [`${path}: fields ${JSON.stringify(xx && fields(xx))}, English has ${JSON.stringify(keys)}`];
    return keys.flatMap((key) => expeditionDifferences((en as Record<string, unknown>)[key], (xx as Record<string, unknown>)[key], `${path}.${key}`, counts));
  }
  return Object.is(en, xx) ? [] : [`${path}: the fact ${JSON.stringify(xx)} differs from English ${JSON.stringify(en)}`];
}

describe('every expedition comes out in the pseudo-language', () => {
  it('the table and the later climbs, in the English order', () => {
    expect(ed.expeditions.all.map((e) => e.slug)).toEqual(allExpeditions.map((e) => e.slug));
    expect(ed.expeditions.table).toHaveLength(tableRows.length);
    expect(ed.expeditions.report('Indrasan-2003')?.expedition.narrative[0]).toBe(pseudo(allExpeditions.find((e) => e.slug === 'Indrasan-2004')!.narrative[0]!));
  });

  it('its prose and names in the pseudo-language, its facts as in English', () => {
    const counts = { words: 0 };
    const differences = allExpeditions.flatMap((e, index) => expeditionDifferences(e, ed.expeditions.all[index], e.slug, counts));
    expect(differences).toEqual([]);
    expect(counts.words).toBeGreaterThan(allExpeditions.length * 5);
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
  });

  it('island numbers as data an island can take, counting as the server does', () => {
    expect(ed.format.islandNumbers).toEqual({ locale: pseudoLocale.intl, groupCounts: false });
    const numbers = islandNumbers(JSON.parse(JSON.stringify(ed.format.islandNumbers)));
    expect(numbers.count(1234)).toBe('１２３４');
    expect(numbers.digits(2024)).toBe(ed.format.digits(2024));
    expect(numbers.fill(ed.words.gallery.search.matching, { matches: 2, total: 300, query: pseudo('Nun') })).toBe(pseudo('2 of 300 photos match “Nun”'));
  });
});

describe('a mistake in the pseudo-language’s content stops the build, naming file, entry and field', () => {
  const firstEvent = english.events[0]!;
  const build = (table: SiteWords, overlays: RecordOverlays, expeditions: ExpeditionTranslations) => () => pseudoParts(table, overlays, expeditions);
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
    const entry = (recordOverlays.events as Record<string, object>)[firstEvent.slug]!;
    const lacking = { ...recordOverlays, events: { ...recordOverlays.events, [firstEvent.slug]: without(entry, 'title') } } as unknown as RecordOverlays;
    expect(message(build(words, lacking, expeditionOverlay))).toContain(
      `Invalid content in content/events.xx.ts:\n  - ${firstEvent.slug} › title: missing (English: "${firstEvent.title}")`,
    );
  });

  it('a fact written into a record overlay', () => {
    const withFact = { ...recordOverlays, club: { ...recordOverlays.club, foundedYear: 1987 } } as unknown as RecordOverlays;
    expect(message(build(words, withFact, expeditionOverlay))).toContain(
      'Invalid content in content/club.xx.ts:\n  - foundedYear: a fact (English: 1986): facts are written once, in content/club.ts; remove it here',
    );
  });

  it('a paragraph missing from the expedition overlay, and a fact written into it', () => {
    const everest = expeditionOverlay['Everest-2010']!;
    const lacking = { ...expeditionOverlay, 'Everest-2010': { ...everest, narrative: everest.narrative.slice(1) } };
    expect(message(build(words, recordOverlays, lacking))).toMatch(/content\/expeditions\.xx\.ts:\n\s+- Everest-2010 › narrative: needs \d+ item\(s\) in the English order/);
    const withFact = { ...expeditionOverlay, 'Everest-2010': { ...everest, year: 2011 } };
    expect(message(build(words, recordOverlays, withFact))).toMatch(/content\/expeditions\.xx\.ts:\n\s+- Everest-2010: Unrecognized key: "year"/);
  });

  it('a word missing from a word area', () => {
    expect(message(build({ ...words, gallery: without(words.gallery, 'title') } as unknown as SiteWords, recordOverlays, expeditionOverlay))).toContain(
      'Invalid content in content/xx/gallery.ts:\n  - title: missing (the English file has it)',
    );
  });
});
