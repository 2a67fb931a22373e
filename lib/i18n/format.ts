import type { languageWords } from '@/content/en/language';
import { parseCalendarDate, parseYearMonth } from '@/lib/dates';
import { locales, type Lang, type Locale } from './lang';

/**
 * Numbers, dates, heights and ordinals in a language's own style, from two things only: its locale
 * (lib/i18n/lang.ts: Intl writes its digits and groups its numbers, with the numbering system pinned)
 * and its words (content/<lang>/language.ts: month names, units, ordinal endings, the order of a
 * date's parts). Everything but the digits and grouping is written by hand, so the build does not
 * depend on the machine's locale data for month names.
 */

/** The words a format is made of: the shape of content/<lang>/language.ts. */
export type LanguageWords = typeof languageWords;

export interface Format {
  /** A quantity with grouping: `8,848.86` / `৮,৮৪৮.৮৬`. */
  number(value: number): string;
  /** Digits without grouping, for years, serials, PINs and times: `1987` / `১৯৮৭`, `07:40` / `০৭:৪০`. */
  digits(value: number | string): string;
  /** `2010-05-17` → `17 May 2010` / `১৭ মে, ২০১০`. */
  date(isoDate: string): string;
  /** `2025-06` → `June 2025` / `জুন ২০২৫`. */
  monthYear(yearMonth: string): string;
  /** 5 → `May` / `মে`. */
  month(month: number): string;
  /** A height in metres as the club gives it, no grouping or rounding: `8848.86 m` / `৮৮৪৮.৮৬ মিটার`. */
  metres(metres: number): string;
  /** A height in feet, like metres: `21467 ft` / `২১৪৬৭ ফুট`. */
  feet(feet: number): string;
  /** `6543 m / 21467 ft`, either alone, or undefined when neither is known. */
  height(heightM?: number, heightFt?: number): string | undefined;
  /** An ordinal number: 7 → `7th` / `৭ম`, 40 → `40th` / `৪০তম`, 21 → `21st`. */
  ordinal(number: number): string;
}

/** The number writers of a locale, which need no words: what content files use (`digitsIn`, `formatNumberIn`). */
export interface LocaleNumbers {
  number(value: number): string;
  digits(value: number | string): string;
}

const numbersByLocale = new WeakMap<Locale, LocaleNumbers>();

/** A locale's numbers, made once per locale (they build Intl formatters). */
export function numbersOf(locale: Locale): LocaleNumbers {
  let numbers = numbersByLocale.get(locale);
  if (!numbers) {
    const grouped = new Intl.NumberFormat(locale.intl, { maximumFractionDigits: 2 });
    const digit = new Intl.NumberFormat(locale.intl, { useGrouping: false });
    // The locale's ten digits, from Intl: a string (`07:40`, a PIN) keeps its form, digit for digit.
    const digitsOfLocale = Array.from({ length: 10 }, (_, value) => digit.format(value));
    numbers = {
      number: (value) => grouped.format(value),
      digits: (value) => String(value).replace(/[0-9]/g, (latin) => digitsOfLocale[Number(latin)]!),
    };
    numbersByLocale.set(locale, numbers);
  }
  return numbers;
}

/** The format of one language, pure: its locale and its words are all it reads. */
export function makeFormat(locale: Locale, words: LanguageWords): Format {
  const { number, digits } = numbersOf(locale);
  const ordinalRules = new Intl.PluralRules(locale.intl, { type: 'ordinal' });
  const month = (value: number) => {
    const name = words.months[value - 1];
    if (name === undefined) throw new Error(`Not a month number: ${value}`);
    return name;
  };
  const metres = (value: number) => words.metres(digits(value));
  const feet = (value: number) => words.feet(digits(value));
  return {
    number,
    digits,
    month,
    date(isoDate) {
      const { year, month: monthNumber, day } = parseCalendarDate(isoDate);
      return words.date(digits(day), month(monthNumber), digits(year));
    },
    monthYear(yearMonth) {
      const { year, month: monthNumber } = parseYearMonth(yearMonth);
      return words.monthYear(month(monthNumber), digits(year));
    },
    metres,
    feet,
    height(heightM, heightFt) {
      const known = [heightM === undefined ? undefined : metres(heightM), heightFt === undefined ? undefined : feet(heightFt)].filter((part) => part !== undefined);
      return known.length > 0 ? known.join(' / ') : undefined;
    },
    ordinal: (value) => `${digits(value)}${words.ordinalEndings[ordinalRules.select(value)]}`,
  };
}

/** A quantity with grouping in an edition of the site: 8848.86 → `8,848.86` / `৮,৮৪৮.৮৬`. */
export function formatNumberIn(lang: Lang, value: number): string {
  return numbersOf(locales[lang]).number(value);
}

/** Digits without grouping in an edition of the site, for years, serials and times: 1987 → `1987` / `১৯৮৭`. */
export function digitsIn(lang: Lang, value: number | string): string {
  return numbersOf(locales[lang]).digits(value);
}
