import { languageWords as englishWords } from '@/content/en/language';
import { languageWords as bengaliWords } from '@/content/bn/language';
import { parseCalendarDate, parseYearMonth } from '@/lib/dates';
import { bengaliDigits } from './digits';
import { intlLocale, langs, type Lang } from './lang';

/**
 * Numbers, dates, heights and ordinals in each edition's own style. The words (month names, units,
 * ordinal endings, the order of a date's parts) are in content/<lang>/language.ts, which import
 * nothing, so content files may use these functions. Grouping of large numbers is Node's ICU
 * (en-IN, bn-IN: Indian grouping, ১,২৩,৪৫৬); everything else is written by hand, so the build does
 * not depend on the machine's locale data.
 */
const words: Record<Lang, typeof englishWords> = { en: englishWords, bn: bengaliWords };

/** Each language's digits: `2010` / `২০১০`. */
const digitsOf: Record<Lang, (text: string) => string> = { en: (text) => text, bn: bengaliDigits };

const numberFormat = Object.fromEntries(
  langs.map((lang) => [lang, new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 })]),
) as Record<Lang, Intl.NumberFormat>;

const ordinalRules = Object.fromEntries(
  langs.map((lang) => [lang, new Intl.PluralRules(intlLocale[lang], { type: 'ordinal' })]),
) as Record<Lang, Intl.PluralRules>;

/** A quantity with grouping: 8848.86 → `8,848.86` / `৮,৮৪৮.৮৬`. */
export function formatNumberIn(lang: Lang, value: number): string {
  return numberFormat[lang].format(value);
}

/** Digits without grouping, for years, serials and times: 1987 → `1987` / `১৯৮৭`. */
export function digitsIn(lang: Lang, value: number | string): string {
  return digitsOf[lang](String(value));
}

/** 5 → `May` / `মে`. */
export function monthNameIn(lang: Lang, month: number): string {
  const name = words[lang].months[month - 1];
  if (name === undefined) throw new Error(`Not a month number: ${month}`);
  return name;
}

/** `2010-05-17` → `17 May 2010` / `১৭ মে ২০১০`. */
export function formatDateIn(lang: Lang, isoDate: string): string {
  const { year, month, day } = parseCalendarDate(isoDate);
  return words[lang].date(digitsIn(lang, day), monthNameIn(lang, month), digitsIn(lang, year));
}

/** `2025-06` → `June 2025` / `জুন ২০২৫`. */
export function formatMonthYearIn(lang: Lang, yearMonth: string): string {
  const { year, month } = parseYearMonth(yearMonth);
  return words[lang].monthYear(monthNameIn(lang, month), digitsIn(lang, year));
}

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)(?:-([01]\d|2[0-3]):([0-5]\d))?$/;

/**
 * A time of day `07:40`, or a range `07:40-07:45`, as each edition writes it: `07:40` /
 * `সকাল ৭টা ৪০ মিনিট` (the words, and the Bengali parts of the day, in content/<lang>/language.ts).
 */
export function formatClockTimeIn(lang: Lang, time: string): string {
  const match = clockPattern.exec(time);
  if (!match) throw new Error(`Not an HH:MM time or HH:MM-HH:MM range: "${time}"`);
  const [hour, minute, toHour, toMinute] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (toHour === undefined || toMinute === undefined) return words[lang].clockTime(hour!, minute!);
  return words[lang].clockRange(hour!, minute!, toHour, toMinute);
}

/** A height in metres as the club gives it, no grouping or rounding: `8848.86 m` / `৮৮৪৮.৮৬ মিটার`. */
export function formatMetresIn(lang: Lang, metres: number): string {
  return words[lang].metres(digitsIn(lang, metres));
}

/** A height in feet, like metres: `21467 ft` / `২১৪৬৭ ফুট`. */
export function formatFeetIn(lang: Lang, feet: number): string {
  return words[lang].feet(digitsIn(lang, feet));
}

/** An ordinal number: 7 → `7th` / `৭ম`, 40 → `40th` / `৪০তম`, 21 → `21st`. */
export function ordinalIn(lang: Lang, number: number): string {
  return `${digitsIn(lang, number)}${words[lang].ordinalEndings[ordinalRules[lang].select(number)]}`;
}
