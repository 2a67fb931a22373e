import 'server-only';
import { recordsIn, nameIn, type Records } from '@/lib/content';
import { wordsFor, type SiteWords } from '@/lib/content';
import { expeditionsIn, laterExpeditionsIn, reportIn, type ReportSlug } from '@/lib/expeditions';
import { makeFormat, type Format } from '@/lib/i18n/format';
import { islandNumberStyle, type NumberStyle } from '@/lib/i18n/islandNumbers';
import { langs, locales, prefixedPath, type Lang, type Locale } from '@/lib/i18n/lang';
import type { GlossarySection } from '@/lib/schema/glossary';
import type { Expedition } from '@/lib/schema/expedition';

/**
 * One edition of the site: everything a page shows that depends on the language, in one object.
 * A page composer (app/_pages/<room>/) calls `edition(lang)` and hands the edition, or the slice
 * they need, to its components; nothing below it looks a word or a record up by language.
 */

/**
 * Numbers, dates and heights written the edition's way (lib/i18n/format.ts: `8,848.86` /
 * `৮,৮৪৮.৮৬`, `17 May 2010` / `১৭ মে, ২০১০`, `6543 m / 21467 ft`, ordinals).
 */
export interface EditionFormat extends Format {
  /** How client islands write the numbers they count in the browser (serialisable, unlike these functions). */
  islandNumbers: NumberStyle;
}

/** The expedition records in the edition's language. */
export interface EditionExpeditions {
  /** Every expedition with a report page, in table order (the club's 38 rows, then 2025). */
  all: readonly Expedition[];
  /** The club's table, rows 1-38. */
  table: readonly Expedition[];
  /** The expeditions after the table (2025). */
  later: readonly Expedition[];
  /** The report a URL slug renders (old spellings included), with its record in this language. */
  report(slug: string): ReportSlug | undefined;
}

export interface Edition extends Records {
  lang: Lang;
  /** The edition's locale (lib/i18n/lang.ts): tags, prefix, script. */
  locale: Locale;
  /** Every word area of the edition (content/<lang>/index.ts). */
  words: SiteWords;
  format: EditionFormat;
  /** The same page in this edition: `/gallery/` → `/bn/gallery/` (hash and query kept). */
  path(englishPath: string): string;
  expeditions: EditionExpeditions;
  /** A name or term the records keep in English, as this edition writes it (content/glossary.ts). */
  name(section: GlossarySection, english: string): string;
}

/** What an edition is made of; `editionParts(lang)` reads them from content/ and lib/i18n/lang.ts, a test may make its own. */
export interface EditionParts {
  locale: Locale;
  words: SiteWords;
  records: Records;
  expeditions: { table: readonly Expedition[]; later: readonly Expedition[] };
  name(section: GlossarySection, english: string): string;
}

/** The parts of one edition, from the content files of its language. */
export function editionParts(lang: Lang): EditionParts {
  return {
    locale: locales[lang],
    words: wordsFor(lang),
    records: recordsIn(lang),
    expeditions: { table: expeditionsIn(lang), later: laterExpeditionsIn(lang) },
    name: (section, english) => nameIn(lang, section, english),
  };
}

/** An edition from its parts: no file is read here, so a test can build one from parts of its own. */
export function buildEdition(lang: Lang, parts: EditionParts): Edition {
  const all = [...parts.expeditions.table, ...parts.expeditions.later];
  return {
    ...parts.records,
    lang,
    locale: parts.locale,
    words: parts.words,
    format: { ...makeFormat(parts.locale, parts.words.language), islandNumbers: islandNumberStyle(parts.locale) },
    path: (englishPath) => prefixedPath(parts.locale, englishPath),
    expeditions: {
      all,
      table: parts.expeditions.table,
      later: parts.expeditions.later,
      report: (slug) => reportIn(all, slug),
    },
    name: parts.name,
  };
}

const editions = new Map<Lang, Edition>();

/** The edition of one language, built once per build. There is no default language: every caller names one. */
export function edition(lang: Lang): Edition {
  if (!langs.includes(lang)) throw new Error(`edition: unknown language "${String(lang)}"; the site's languages are ${langs.join(', ')}`);
  let built = editions.get(lang);
  if (!built) {
    built = buildEdition(lang, editionParts(lang));
    editions.set(lang, built);
  }
  return built;
}
