import { formatDate, formatMonthYear, monthName } from '@/lib/dates';
import { bengaliDigits } from './digits';
import { intlLocale, type Lang } from './lang';

/**
 * Numbers and dates in each edition's own style. English keeps the hand-written formats of
 * lib/dates.ts (build output independent of locale data); Bengali uses Node's ICU with bn-IN:
 * Bengali digits, Indian grouping (১,২৩,৪৫৬) and Bengali month names.
 */
const bnNumber = new Intl.NumberFormat(intlLocale.bn, { maximumFractionDigits: 2 });
const enNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const utc = { timeZone: 'UTC' } as const;
const bnDate = new Intl.DateTimeFormat(intlLocale.bn, { ...utc, day: 'numeric', month: 'long', year: 'numeric' });
const bnMonthYear = new Intl.DateTimeFormat(intlLocale.bn, { ...utc, month: 'long', year: 'numeric' });
const bnMonth = new Intl.DateTimeFormat(intlLocale.bn, { ...utc, month: 'long' });

/** A quantity with grouping: 8848.86 → `8,848.86` / `৮,৮৪৮.৮৬`. */
export function formatNumberIn(lang: Lang, value: number): string {
  return lang === 'bn' ? bnNumber.format(value) : enNumber.format(value);
}

/** Digits without grouping, for years, serials and times: 1987 → `1987` / `১৯৮৭`. */
export function digitsIn(lang: Lang, value: number | string): string {
  return lang === 'en' ? String(value) : bengaliDigits(String(value));
}

function utcDate(year: number, month: number, day = 1): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** `2010-05-17` → `17 May 2010` / `১৭ মে, ২০১০`. */
export function formatDateIn(lang: Lang, isoDate: string): string {
  if (lang === 'en') return formatDate(isoDate);
  formatDate(isoDate); // same validation and error as English
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return bnDate.format(utcDate(year, month, day));
}

/** `2025-06` → `June 2025` / `জুন ২০২৫`. */
export function formatMonthYearIn(lang: Lang, yearMonth: string): string {
  if (lang === 'en') return formatMonthYear(yearMonth);
  formatMonthYear(yearMonth);
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return bnMonthYear.format(utcDate(year, month));
}

/** 5 → `May` / `মে`. */
export function monthNameIn(lang: Lang, month: number): string {
  if (lang === 'en') return monthName(month);
  monthName(month);
  return bnMonth.format(utcDate(2000, month));
}

/** A height in metres as the club gives it, no grouping or rounding: `8848.86 m` / `৮৮৪৮.৮৬ মিটার`. */
export function formatMetresIn(lang: Lang, metres: number): string {
  return lang === 'bn' ? `${digitsIn('bn', metres)} মিটার` : `${metres} m`;
}
