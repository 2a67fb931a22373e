import 'server-only';
import { recordsIn, nameIn, type Records } from '@/lib/content';
import { wordsFor, type SiteWords } from '@/lib/content';
import { expeditionsIn, laterExpeditionsIn, reportIn, type ReportSlug } from '@/lib/expeditions';
import { formatFeet, formatMetres, heightLabel } from '@/lib/expeditions';
import { digitsIn, formatDateIn, formatMonthYearIn, formatNumberIn, monthNameIn } from '@/lib/i18n/format';
import { digitScripts, type DigitScript } from '@/lib/i18n/digits';
import { islandNumberStyles, type NumberStyle } from '@/lib/i18n/islandNumbers';
import { langs, pathIn, type Lang } from '@/lib/i18n/lang';
import type { GlossarySection } from '@/lib/schema/glossary';
import type { Expedition } from '@/lib/schema/expedition';

/**
 * One edition of the site: everything a page shows that depends on the language, in one object.
 * A page composer (app/_pages/<room>/) calls `edition(lang)` and hands the edition, or the slice
 * they need, to its components; nothing below it looks a word or a record up by language.
 */

/** Numbers, dates and heights written the edition's way (lib/i18n/format, lib/expeditions/labels). */
export interface EditionFormat {
  /** A quantity with grouping: `8,848.86` / `৮,৮৪৮.৮৬`. */
  number(value: number): string;
  /** Digits without grouping, for years, serials, PINs and times: `1987` / `১৯৮৭`. */
  digits(value: number | string): string;
  /** `17 May 2010` / `১৭ মে, ২০১০`. */
  date(isoDate: string): string;
  /** `June 2025` / `জুন ২০২৫`. */
  monthYear(yearMonth: string): string;
  /** `May` / `মে`. */
  month(month: number): string;
  /** `8848.86 m` / `৮৮৪৮.৮৬ মিটার`. */
  metres(metres: number): string;
  /** `21467 ft` / `২১৪৬৭ ফুট`. */
  feet(feet: number): string;
  /** `6543 m / 21467 ft`, either alone, or undefined when neither is known. */
  height(heightM?: number, heightFt?: number): string | undefined;
  /** How client islands write the numbers they count in the browser (serialisable, unlike these functions). */
  islandNumbers: NumberStyle;
  /** The digits the edition's pages are written in, for an island that reads what a visitor types. */
  digitScript: DigitScript;
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
  /** Every word area of the edition (content/<lang>/index.ts). */
  words: SiteWords;
  format: EditionFormat;
  /** The same page in this edition: `/gallery/` → `/bn/gallery/` (hash and query kept). */
  path(englishPath: string): string;
  expeditions: EditionExpeditions;
  /** A name or term the records keep in English, as this edition writes it (content/glossary.ts). */
  name(section: GlossarySection, english: string): string;
}

/** What an edition is made of; `editionParts(lang)` reads them from content/, a test may make its own. */
export interface EditionParts {
  words: SiteWords;
  records: Records;
  expeditions: { table: readonly Expedition[]; later: readonly Expedition[] };
  name(section: GlossarySection, english: string): string;
}

/** The parts of one edition, from the content files of its language. */
export function editionParts(lang: Lang): EditionParts {
  return {
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
    words: parts.words,
    format: {
      number: (value) => formatNumberIn(lang, value),
      digits: (value) => digitsIn(lang, value),
      date: (isoDate) => formatDateIn(lang, isoDate),
      monthYear: (yearMonth) => formatMonthYearIn(lang, yearMonth),
      month: (month) => monthNameIn(lang, month),
      metres: (metres) => formatMetres(lang, metres),
      feet: (feet) => formatFeet(lang, feet),
      height: (heightM, heightFt) => heightLabel(lang, heightM, heightFt),
      islandNumbers: islandNumberStyles[lang],
      digitScript: digitScripts[lang],
    },
    path: (englishPath) => pathIn(lang, englishPath),
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
