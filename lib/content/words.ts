import type * as englishAreas from '@/content/en';
import type { Lang } from '@/lib/i18n/lang';
import { wordsSchema, type Words } from '@/lib/schema/words';
import { parseContent } from './parse';
import { assertTwin, type TranslationLanguage } from './twin';

/** Every word area of one language: the table in content/<lang>/index.ts, one line per area. */
export type SiteWords = typeof englishAreas;
export type WordArea = keyof SiteWords;

/**
 * Validates one language's table, area by area, pure: every leaf non-empty, no `undefined` or
 * filler, and, for any language but English, each area a faithful twin of its English file (checked
 * against `language`: its locale and names). Errors name `content/<lang>/<area>.ts`, the area's
 * file (content/<lang>/index.ts names each area after it). Pages read words through the edition
 * (lib/edition); client islands never import a word file (they receive their words as props), so
 * the schema code and the other language stay out of the browser.
 */
export function parseWords(lang: Lang, table: SiteWords, twinOf?: { english: SiteWords; language: TranslationLanguage }): SiteWords {
  for (const area of Object.keys(table) as WordArea[]) {
    const file = `content/${lang}/${area}.ts`;
    if (twinOf) assertTwin(twinOf.english[area], table[area], file, twinOf.language);
    parseContent(wordsSchema, table[area] as Words, file);
  }
  return table;
}
