import * as bengaliWords from '@/content/bn';
import { bengaliOverlays } from '@/content/bn/overlays';
import * as englishWords from '@/content/en';
import { makeFormat, type Format } from '@/lib/i18n/format';
import { BASE_LANG, locales, type Lang } from '@/lib/i18n/lang';
import type { RecordOverlays } from '@/lib/schema/overlays';
import { glossary, namesIn } from './glossary';
import type { RecordLanguage } from './overlay';
import { buildRecords, type Records } from './records';
import { parseWords, type SiteWords } from './words';

/**
 * The site's languages, one line each: what a language brings is its words (content/<lang>/index.ts,
 * one file per area) and its record overlays (content/<lang>/overlays.ts, one per record file;
 * none for the base language, in which the records are written). Its locale is lib/i18n/lang.ts,
 * its names a column of content/glossary.ts. README › Adding a language.
 */
const languageContent: Record<Lang, { words: SiteWords; overlays: RecordOverlays | null }> = {
  en: { words: englishWords, overlays: null },
  bn: { words: bengaliWords, overlays: bengaliOverlays },
};

/** A language as the site is built in it: its locale, checked words, format and names, and its record overlays. */
export interface SiteLanguage extends RecordLanguage {
  words: SiteWords;
  format: Format;
  overlays: RecordOverlays | null;
}

/** The English words, validated: every other language's words are checked as their twin. */
const english = parseWords(BASE_LANG, languageContent[BASE_LANG].words);

const built = new Map<Lang, SiteLanguage>();

/**
 * One of the site's languages, checked once: its words a faithful twin of the English (every area,
 * key and sentence; errors name `content/<lang>/<area>.ts`), its names from the glossary, its
 * format from its locale and its words. The edition (lib/edition) builds every page's view from it.
 */
export function siteLanguage(lang: Lang): SiteLanguage {
  let language = built.get(lang);
  if (!language) {
    const locale = locales[lang];
    const names = namesIn(glossary, lang, locale);
    const { overlays } = languageContent[lang];
    const words = overlays === null ? english : parseWords(lang, languageContent[lang].words, { english, language: { locale, names } });
    language = { lang, locale, names, words, format: makeFormat(locale, words.language), and: words.language.and, overlays };
    built.set(lang, language);
  }
  return language;
}

/** The English words, for what exists only in English (the summary PDF, the social cards, the scripts). */
export const words: SiteWords = english;

/** The records in English, with what an edition derives (course ordinals): the facts every edition shares. */
export const baseRecords: Records = buildRecords(siteLanguage(BASE_LANG), null);
