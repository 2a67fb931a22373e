import { describe, expect, it } from 'vitest';
import { languageWords } from '@/content/en/language';
import { baseRecords, buildRecords, namesIn, type RecordLanguage, type RecordOverlays } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { BASE_LANG, locales } from '@/lib/i18n/lang';
import { makeFormat } from '@/lib/i18n/format';
import { PSEUDO, pseudo, pseudoGlossary, pseudoLocale, pseudoOverlays, pseudoWords } from '@/tests/fixtures/pseudoLanguage';
import { glossary } from './glossary';
import { ContentError } from './parse';

/**
 * A language costs words, not code: the records of a pseudo-language ("xx", Latin script, accented
 * letters and fullwidth digits; tests/fixtures/pseudoLanguage.ts) are built from overlays, a
 * glossary column and a locale this test makes itself, with no change anywhere else.
 */
const english = baseRecords;
const overlays = pseudoOverlays(editionOf(BASE_LANG));
const language: RecordLanguage = {
  lang: PSEUDO,
  locale: pseudoLocale,
  names: namesIn(pseudoGlossary(glossary), PSEUDO, pseudoLocale),
  format: makeFormat(pseudoLocale, pseudoWords(languageWords)),
  and: pseudo(languageWords.and),
};

describe('buildRecords', () => {
  it('builds the records of a pseudo-language from its overlays, glossary column and locale alone', () => {
    const built = buildRecords(language, overlays);
    expect(built.club.name).toBe(pseudo(english.club.name));
    expect(built.club.name).not.toBe(english.club.name);
    expect(built.club.founder).toBe(english.club.founder);
    expect(built.club.address).toEqual({
      ...english.club.address,
      building: pseudo('Aarohan'),
      street: pseudo('Church Road'),
      town: pseudo('Krishnanagar'),
      district: pseudo('Nadia'),
      state: pseudo('West Bengal'),
      country: pseudo('India'),
    });
    expect(built.events.map((event) => event.title)).toEqual(english.events.map((event) => pseudo(event.title)));
    expect(built.events.map((event) => event.startDate)).toEqual(english.events.map((event) => event.startDate));
    expect(built.legal[1]!.sections.map((section) => section.paragraphs)).toEqual(english.legal[1]!.sections.map((section) => section.paragraphs.map(pseudo)));
    expect(built.sources.map((source) => [source.url, source.language])).toEqual(english.sources.map((source) => [source.url, source.language]));
    expect(built.home.heroSlides.map((slide) => [slide.image.src, slide.image.width, slide.image.height])).toEqual(english.home.heroSlides.map((slide) => [slide.image.src, slide.image.width, slide.image.height]));
    const hrefsOf = (entries: typeof english.navigation.mainNavigation) => entries.flatMap((entry) => [entry.href, ...(entry.links ?? []).map((link) => link.href)]).filter(Boolean);
    expect(hrefsOf(built.navigation.mainNavigation)).toEqual(hrefsOf(english.navigation.mainNavigation).map((href) => `/xx${href}`));
    expect(built.courses.map((course) => course.ordinalLabel)).toEqual(['７ťħ', '４０ťħ']);
  });

  it('gives English back without overlays, and stops naming the file of a missing text', () => {
    const base: RecordLanguage = { lang: BASE_LANG, locale: locales[BASE_LANG], names: namesIn(glossary, BASE_LANG, locales[BASE_LANG]), format: makeFormat(locales[BASE_LANG], languageWords), and: languageWords.and };
    expect(buildRecords(base, null)).toEqual(english);
    const lacking = { ...overlays, events: { ...overlays.events, 'adventure-course-7': {} } } as unknown as RecordOverlays;
    expect(() => buildRecords(language, lacking)).toThrow(ContentError);
    expect(() => buildRecords(language, lacking)).toThrow(
      'Invalid content in content/events/adventure-course-7.xx.yml:\n  - title: missing (English: "7th Adventure Course")',
    );
  });

  it('names every overlay file with a problem at once', () => {
    const broken = { ...overlays, club: { ...overlays.club, foundedYear: 1987 }, about: { ...overlays.about, heading: english.about.heading } } as unknown as RecordOverlays;
    expect(() => buildRecords(language, broken)).toThrow(
      /Invalid content in content\/club\.yml › xx, content\/about\.xx\.ts:\n\s+- content\/club\.yml › xx › foundedYear: a fact \(English: 1986\): facts are written once, in content\/club\.yml › en[\s\S]*- content\/about\.xx\.ts › heading: still in English \("About the club"\)/,
    );
  });
});
