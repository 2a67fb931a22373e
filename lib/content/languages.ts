import * as bengaliWords from '@/content/bn';
import { bengaliOverlays } from '@/content/bn/overlays';
import * as englishWords from '@/content/en';
import { makeFormat, type Format } from '@/lib/i18n/format';
import { BASE_LANG, locales, type Lang } from '@/lib/i18n/lang';
import type { RecordFile, RecordOverlays, TypedOverlays } from '@/lib/schema/overlays';
import { readRecordFile, readRecordFolder } from './dataFiles';
import { glossary, namesIn } from './glossary';
import type { RecordLanguage } from './overlay';
import { recordSources } from './recordSources';
import { buildRecords, type Records } from './records';
import { parseWords, type SiteWords } from './words';

/**
 * The site's languages, one line each: what a language brings is its words (content/<lang>/index.ts,
 * one file per area) and the words of the records still written in TypeScript
 * (content/<lang>/overlays.ts; none for the base language, in which the records are written). The
 * words of the records in data files sit beside each record, `<key>.<lang>.yml` or the `<lang>:`
 * part of a one-file record. Its locale is lib/i18n/lang.ts, its names a column of
 * content/glossary.ts and the records of people and peaks. README › Adding a language.
 */
const languageContent: Record<Lang, { words: SiteWords; overlays: TypedOverlays | null }> = {
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
    const typed = languageContent[lang].overlays;
    const words = typed === null ? english : parseWords(lang, languageContent[lang].words, { english, language: { locale, names } });
    const overlays = typed === null ? null : ({ ...typed, ...dataFileWords(lang) } as RecordOverlays);
    language = { lang, locale, names, words, format: makeFormat(locale, words.language), and: words.language.and, overlays };
    built.set(lang, language);
  }
  return language;
}

/** One language's words of every record kept in data files: by key for a folder, the language's part of a one-file record. */
function dataFileWords(lang: Lang): Partial<Record<RecordFile, unknown>> {
  return Object.fromEntries(
    Object.entries(recordSources).flatMap(([file, source]) => {
      if (source.kind === 'folder') {
        const words = Object.fromEntries(readRecordFolder(source.folder).flatMap((record) => (record.words[lang] ? [[record.key, record.words[lang]!.data]] : [])));
        return [[file, words]];
      }
      return source.kind === 'file' ? [[file, readRecordFile(source.file).words[lang]]] : [];
    }),
  );
}

/** The English words, for what exists only in English (the summary PDF, the social cards, the scripts). */
export const words: SiteWords = english;

/** The records in English, with what an edition derives (course ordinals): the facts every edition shares. */
export const baseRecords: Records = buildRecords(siteLanguage(BASE_LANG), null);
