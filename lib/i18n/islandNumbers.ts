import type { Locale } from './lang';
import { fill, pluralOf, type PluralForms } from './fill';

/**
 * How a client island writes a number it counts in the browser (a gallery search's matches, the
 * table's shown rows, a form's character count), exactly as the server's formats in
 * lib/i18n/format.ts write it. Plain data, so a page can hand it to an island as a prop: the
 * locale pins its numbering system (Node's and the browsers' ICU need not agree on a default),
 * and `groupCounts` says whether counts are grouped (১,২৩৪), as each language's words group them.
 * Both come from the language's locale (lib/i18n/lang.ts).
 */
export interface NumberStyle {
  locale: string;
  groupCounts: boolean;
}

/** How islands write a language's numbers: its locale's, as serialisable data. */
export function islandNumberStyle(locale: Pick<Locale, 'intl' | 'groupCounts'>): NumberStyle {
  return { locale: locale.intl, groupCounts: locale.groupCounts };
}

export interface IslandNumbers {
  /** A count as the edition's words write one: `1234` / `১,২৩৪`. */
  count(value: number): string;
  /** Digits without grouping, for years and serials: `1987` / `১৯৮৭`. */
  digits(value: number): string;
  /** The plural form that goes with `count`, its `{placeholders}` filled (counts written as `count` writes them). */
  plural(forms: PluralForms, count: number, values: Readonly<Record<string, number | string>>): string;
  /** A template's `{placeholders}` filled, numbers written as counts. */
  fill(template: string, values: Readonly<Record<string, number | string>>): string;
}

/**
 * The number writers of one style. Islands make them once; each Intl formatter is built on first
 * use, not at hydration: a page's first one costs about 35 ms of a phone's main thread (ICU's
 * data), and a form or a search may never write a number.
 */
export function islandNumbers(style: NumberStyle): IslandNumbers {
  const once = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const counts = once(() => new Intl.NumberFormat(style.locale, { useGrouping: style.groupCounts, maximumFractionDigits: 2 }));
  const digits = once(() => new Intl.NumberFormat(style.locale, { useGrouping: false, maximumFractionDigits: 2 }));
  const rules = once(() => new Intl.PluralRules(style.locale));
  const written = (values: Readonly<Record<string, number | string>>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? counts().format(value) : value]));
  return {
    count: (value) => counts().format(value),
    digits: (value) => digits().format(value),
    plural: (forms, count, values) => fill(pluralOf(forms, count, rules()), written(values)),
    fill: (template, values) => fill(template, written(values)),
  };
}
