import { BASE_LANG, langs, locales, type Lang } from '@/lib/i18n/lang';
import { makeFormat, type Format } from '@/lib/i18n/format';
import * as englishAreas from '@/content/en';
import * as bengaliAreas from '@/content/bn';
import { wordsSchema, type Words } from '@/lib/schema/words';
import { siteNamesIn } from './glossary';
import { parseContent } from './parse';
import { assertTwin, type TranslationLanguage } from './twin';

/** Every word area of one language: the table in content/<lang>/index.ts, one line per area. */
export type SiteWords = typeof englishAreas;
export type WordArea = keyof SiteWords;

/**
 * The word tables, one line per language: a third language is one more line here and one more
 * folder, content/<lang>/, whose index.ts lists the same areas (its files' types are the English ones).
 */
const tables: Record<Lang, SiteWords> = {
  en: englishAreas,
  bn: bengaliAreas,
};

/**
 * Validates one language's table, area by area, pure: every leaf non-empty, no `undefined` or
 * filler, and, for any language but English, each area a faithful twin of its English file (checked
 * against `language`: its locale and names). Errors name `content/<lang>/<area>.ts`, the area's
 * file (content/<lang>/index.ts names each area after it).
 */
export function parseWords(lang: Lang, table: SiteWords, twinOf?: { english: SiteWords; language: TranslationLanguage }): SiteWords {
  for (const area of Object.keys(table) as WordArea[]) {
    const file = `content/${lang}/${area}.ts`;
    if (twinOf) assertTwin(twinOf.english[area], table[area], file, twinOf.language);
    parseContent(wordsSchema, table[area] as Words, file);
  }
  return table;
}

const english = parseWords(BASE_LANG, tables[BASE_LANG]);
const byLang = new Map<Lang, SiteWords>(
  langs.map((lang) => [
    lang,
    lang === BASE_LANG ? english : parseWords(lang, tables[lang], { english, language: { locale: locales[lang], names: siteNamesIn(lang) } }),
  ]),
);

/**
 * Every page and interface word of one edition, by area. The records (expeditions, courses,
 * events, legal pages) carry their own words in their content files (lib/content). Pages read
 * words through lib/edition.ts; client islands never import a word file (they receive their words
 * as props), so the schema code and the other language stay out of the browser.
 */
export function wordsFor(lang: Lang): SiteWords {
  return byLang.get(lang)!;
}

/** The English words, for what exists only in English (tests; generators say `wordsFor(BASE_LANG)`). */
export const words: SiteWords = english;

const formats = new Map<Lang, Format>();

/**
 * Numbers, dates and heights in one edition's language: its locale (lib/i18n/lang.ts) and its words
 * (content/<lang>/language.ts), made once. Pages read them as `ed.format` (lib/edition.ts).
 */
export function formatIn(lang: Lang): Format {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = makeFormat(locales[lang], wordsFor(lang).language)));
  return format;
}
