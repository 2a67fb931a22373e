import { describe, expect, it } from 'vitest';
import { digitsIn, formatNumberIn } from './format';
import { islandNumberStyle, islandNumbers } from './islandNumbers';
import { langs, locales } from './lang';

const values = [0, 1, 7, 38, 258, 300, 1000, 2000, 12345, 123456];

describe('islands write numbers as the server does', () => {
  it('counts: as the English words write them (no grouping), as the Bengali ones do (formatNumberIn)', () => {
    const en = islandNumbers(islandNumberStyle(locales.en));
    const bn = islandNumbers(islandNumberStyle(locales.bn));
    for (const value of values) {
      expect(en.count(value)).toBe(String(value));
      expect(bn.count(value)).toBe(formatNumberIn('bn', value));
    }
    expect(bn.count(2000)).toBe('২,০০০');
  });

  it('digits: as digitsIn writes years and serials, never grouped', () => {
    for (const lang of langs) {
      const numbers = islandNumbers(islandNumberStyle(locales[lang]));
      for (const value of [...values, 1987, 2024]) expect(numbers.digits(value), `${lang} ${value}`).toBe(digitsIn(lang, value));
    }
  });

  it('fills a plural word with the form its count takes', () => {
    const en = islandNumbers(islandNumberStyle(locales.en));
    const forms = { one: 'Showing {shown} of {total} expedition', other: 'Showing {shown} of {total} expeditions' };
    expect(en.plural(forms, 1, { shown: 1, total: 1 })).toBe('Showing 1 of 1 expedition');
    expect(en.plural(forms, 38, { shown: 5, total: 38 })).toBe('Showing 5 of 38 expeditions');
    const bn = islandNumbers(islandNumberStyle(locales.bn));
    expect(bn.fill('{total}টি ছবির মধ্যে {matches}টি “{query}”-এর সঙ্গে মেলে', { total: 300, matches: 2, query: 'Nun 2012' })).toBe(
      '৩০০টি ছবির মধ্যে ২টি “Nun 2012”-এর সঙ্গে মেলে',
    );
  });
});
