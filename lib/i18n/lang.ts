/**
 * The site's languages, one locale descriptor each: everything the code needs to know about a
 * language is data here, so a third language costs a line in this table, not code (its words,
 * record overlays and glossary column live in content/; README › Adding a language). English
 * pages keep the original site's URLs; every other edition is the same path under its prefix.
 * Everything that depends on the language takes a `Lang` explicitly, so a page can never mix two.
 */
export interface Locale {
  /** The `lang` attribute of the edition's `<html>` and its `inLanguage` (BCP 47). */
  htmlLang: string;
  /** Its hreflang: the language alone, so one alternate serves every region. */
  hreflang: string;
  /**
   * The locale `Intl` writes its numbers with, the numbering system pinned (`-u-nu-…`), so its
   * digits come from Intl and Node's and the browsers' ICU cannot pick another default.
   */
  intl: string;
  /** Its Open Graph locale. */
  og: string;
  /** The path prefix of its pages: none for the base language, `/bn` for Bengali. */
  prefix: string;
  /** The Unicode script its words are written in (`\p{Script=…}`), for the checks that a translation is. */
  script: string;
  /** The full stop of its sentences. */
  fullStop: string;
  /** Its name in English, for maintainers' messages. */
  englishName: string;
  /** Its name in itself, as the language switch shows it on every edition. */
  ownName: string;
  /** Whether its words group the digits of a count (১,২৩৪) or not (1234). */
  groupCounts: boolean;
}

/** One line per language; the first is the base language, in which the record files are written. */
const localeTable = {
  en: { htmlLang: 'en-IN', hreflang: 'en', intl: 'en-IN-u-nu-latn', og: 'en_IN', prefix: '', script: 'Latin', fullStop: '.', englishName: 'English', ownName: 'English', groupCounts: false },
  bn: { htmlLang: 'bn', hreflang: 'bn', intl: 'bn-IN-u-nu-beng', og: 'bn_IN', prefix: '/bn', script: 'Bengali', fullStop: '।', englishName: 'Bengali', ownName: 'বাংলা', groupCounts: true },
} satisfies Record<string, Locale>;

export type Lang = keyof typeof localeTable;
export const locales: Readonly<Record<Lang, Locale>> = localeTable;
export const langs: readonly Lang[] = Object.keys(localeTable) as Lang[];

/** The language of the record files and of what exists only once (PDFs, social cards, calendar files); its pages have no prefix. */
export const BASE_LANG = 'en' satisfies Lang;
export type BaseLang = typeof BASE_LANG;
/** Every language but the base one: each has its own words, overlays and glossary column. */
export type TranslatedLang = Exclude<Lang, BaseLang>;
export const translatedLangs: readonly TranslatedLang[] = langs.filter((lang): lang is TranslatedLang => lang !== BASE_LANG);

/** Whether a locale is the base language's, whose pages have no prefix and whose drawings carry English words. */
export function isBaseLocale(locale: Locale): boolean {
  return locale === locales[BASE_LANG];
}

/** Every edition but `lang`'s, in the table's order: the language switch and og:locale:alternate. */
export function otherLangs(lang: Lang): Lang[] {
  return langs.filter((other) => other !== lang);
}

const underPrefix = (path: string, prefix: string) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));

/**
 * The same page in the edition of `locale`: `/gallery/` → `/bn/gallery/`; `/` → `/bn/`. Hash and
 * query are kept. A path already under an edition's prefix (this one's or any in the table) is a mistake.
 */
export function prefixedPath(locale: Locale, englishPath: string): string {
  if (!englishPath.startsWith('/')) throw new Error(`pathIn: not a site path: "${englishPath}"`);
  const owner = [locale, ...Object.values(locales)].find((other) => underPrefix(englishPath, other.prefix));
  if (owner) throw new Error(`pathIn: already a ${owner.englishName} path: "${englishPath}"`);
  return `${locale.prefix}${englishPath}`;
}

/** The same page in `lang`: `/gallery/` → `/bn/gallery/`; `/` → `/bn/`. Hash and query are kept. */
export function pathIn(lang: Lang, englishPath: string): string {
  return prefixedPath(locales[lang], englishPath);
}

/** The English path of any site path, and its language: `/bn/gallery/` → `{ lang: 'bn', path: '/gallery/' }`. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  const lang = langs.find((candidate) => underPrefix(path, locales[candidate].prefix));
  if (lang === undefined) return { lang: BASE_LANG, path };
  return { lang, path: path.slice(locales[lang].prefix.length) || '/' };
}
