import type { Lang } from '@/lib/i18n/lang';
import * as englishAreas from '@/content/en';
import * as bengaliAreas from '@/content/bn';
import { wordsSchema, type Words } from '@/lib/schema/words';
import { parseContent } from './parse';
import { assertTwin } from './twin';

/** Every word area of one language: the table in content/<lang>/index.ts, one line per area. */
export type SiteWords = typeof englishAreas;
export type WordArea = keyof SiteWords;

/**
 * Validates one language's table, area by area: every leaf non-empty, no `undefined` or filler,
 * and, for any language but English, each area a faithful twin of its English file. Errors name
 * `content/<lang>/<area>.ts`, the area's file (content/<lang>/index.ts names each area after it).
 */
function parseTable(lang: Lang, table: SiteWords, english?: SiteWords): SiteWords {
  for (const area of Object.keys(table) as WordArea[]) {
    const file = `content/${lang}/${area}.ts`;
    if (english) assertTwin(english[area], table[area], file);
    parseContent(wordsSchema, table[area] as Words, file);
  }
  return table;
}

/**
 * The word tables by language. A third language is one more line here and one more folder,
 * content/<lang>/, whose index.ts lists the same areas (its files' types are the English ones).
 */
const byLang: Record<Lang, SiteWords> = {
  en: parseTable('en', englishAreas),
  bn: parseTable('bn', bengaliAreas, englishAreas),
};

/**
 * Every page and interface word of one edition, by area. The records (expeditions, courses,
 * events, legal pages) carry their own words in their content files (lib/content). Pages read
 * words through lib/edition.ts; client islands never import a word file (they receive their words
 * as props), so the schema code and the other language stay out of the browser.
 */
export function wordsFor(lang: Lang): SiteWords {
  return byLang[lang];
}

/** The English words, for what exists only in English (tests; generators say `wordsFor('en')`). */
export const words: SiteWords = byLang.en;
