/**
 * The site's two languages. English pages keep the original site's URLs; every Bengali page is the
 * same path under `/bn`. Everything that depends on the language (words, records, numbers, dates,
 * URLs, `<html lang>`) takes a `Lang` explicitly, so a page can never mix the two by accident.
 */
export const langs = ['en', 'bn'] as const;
export type Lang = (typeof langs)[number];

/** The `lang` attribute of each edition's `<html>`, and the BCP 47 tag for hreflang. */
export const htmlLang: Record<Lang, string> = { en: 'en-IN', bn: 'bn' };

/** The locale `Intl` formats numbers and dates with (bn-IN: Bengali digits and month names). */
export const intlLocale: Record<Lang, string> = { en: 'en-IN', bn: 'bn-IN' };

/** The Open Graph locale of each edition. */
export const ogLocale: Record<Lang, string> = { en: 'en_IN', bn: 'bn_IN' };

/** The path prefix of each edition: English pages have none. */
export const langPrefix: Record<Lang, string> = { en: '', bn: '/bn' };

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'bn' : 'en';
}

/** The same page in `lang`: `/gallery/` → `/bn/gallery/`; `/` → `/bn/`. Hash and query are kept. */
export function pathIn(lang: Lang, englishPath: string): string {
  if (!englishPath.startsWith('/')) throw new Error(`pathIn: not a site path: "${englishPath}"`);
  if (englishPath === '/bn' || englishPath.startsWith('/bn/')) throw new Error(`pathIn: already a Bengali path: "${englishPath}"`);
  return `${langPrefix[lang]}${englishPath}`;
}

/** The English path of any site path, and its language: `/bn/gallery/` → `{ lang: 'bn', path: '/gallery/' }`. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  if (path === '/bn' || path === '/bn/') return { lang: 'bn', path: '/' };
  if (path.startsWith('/bn/')) return { lang: 'bn', path: path.slice(3) };
  return { lang: 'en', path };
}
