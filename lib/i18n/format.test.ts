import { describe, expect, it } from 'vitest';
import { languageWords as bengaliWords } from '@/content/bn/language';
import { languageWords as englishWords } from '@/content/en/language';
import { latinDigits } from './digits';
import { digitsIn, formatNumberIn, makeFormat } from './format';
import { locales } from './lang';

const bn = makeFormat(locales.bn, bengaliWords);
const en = makeFormat(locales.en, englishWords);
const bengaliDigit = /[০-৯]/;

describe('Bengali numbers and dates', () => {
  it('writes Bengali digits, never Latin ones', () => {
    for (const text of [bn.number(8848.86), bn.digits(1987), bn.date('2010-05-17'), bn.metres(6061), formatNumberIn('bn', 8848.86), digitsIn('bn', '07:40')]) {
      expect(text).toMatch(bengaliDigit);
      expect(text).not.toMatch(/[0-9]/);
    }
  });

  it('keeps the value: digits map one to one, years are not grouped, leading zeros stay', () => {
    expect(latinDigits(bn.digits(1987))).toBe('1987');
    expect(latinDigits(bn.digits('07:40'))).toBe('07:40');
    expect(latinDigits(bn.digits(8848.86))).toBe('8848.86');
    expect(latinDigits(bn.number(8848.86)).replace(/,/g, '')).toBe('8848.86');
    expect(bn.number(123456)).toBe('১,২৩,৪৫৬');
    expect(latinDigits(bn.date('2010-05-17'))).toContain('17');
    expect(latinDigits(bn.date('2010-05-17'))).toContain('2010');
  });

  it('names months in Bengali and heights in মিটার', () => {
    expect(bn.month(5)).toMatch(/^[\u0980-\u09FF]+$/);
    expect(bn.monthYear('2025-06')).toMatch(/^[\u0980-\u09FF]+ [০-৯]{4}$/);
    expect(bn.metres(6061)).toMatch(/মিটার$/);
    // Heights as the club gives them, like the English pages and the Bengali prose: no grouping.
    expect(bn.metres(8848.86)).toBe(`${bn.digits(8848.86)} মিটার`);
    expect(bn.metres(8848.86)).not.toContain(',');
    expect(bn.height(6543, 21467)).toBe(`${bn.digits(6543)} মিটার / ${bn.digits(21467)} ফুট`);
  });

  it('keeps the English formats of lib/dates', () => {
    expect(en.date('2010-05-17')).toBe('17 May 2010');
    expect(en.monthYear('2025-06')).toBe('June 2025');
    expect(en.metres(8848.86)).toBe('8848.86 m');
    expect(en.digits(1987)).toBe('1987');
    expect(en.number(123456)).toBe('1,23,456');
    expect(en.height(6543, 21467)).toBe('6543 m / 21467 ft');
    expect(en.height(undefined, 21467)).toBe('21467 ft');
    expect(en.height()).toBeUndefined();
  });

  it('refuses a malformed date or month in both languages, naming the value', () => {
    for (const format of [en, bn]) {
      expect(() => format.date('2010-13-01')).toThrow('Not a YYYY-MM-DD value: "2010-13-01"');
      expect(() => format.date('2010-05')).toThrow('Not a YYYY-MM-DD value');
      expect(() => format.monthYear('June')).toThrow('Not a YYYY-MM value: "June"');
      expect(() => format.month(0)).toThrow('Not a month number: 0');
    }
  });

  it('writes a Bengali date in the order bn-IN does, and twelve different month names', () => {
    expect(bn.date('2010-05-17')).toBe(`${bn.digits(17)} ${bn.month(5)}, ${bn.digits(2010)}`);
    expect(new Set(Array.from({ length: 12 }, (_, index) => bn.month(index + 1))).size).toBe(12);
    expect(bn.feet(19880)).toBe(`${bn.digits(19880)} ফুট`);
    expect(en.feet(19880)).toBe('19880 ft');
  });

  it('reads the site’s editions from the locale table', () => {
    expect(digitsIn('bn', 2010)).toBe(bn.digits(2010));
    expect(formatNumberIn('en', 8848.86)).toBe('8,848.86');
  });
});

describe('ordinals', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [7, '7th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [40, '40th'], [101, '101st'], [111, '111th'], [112, '112th'],
  ])('English: %i -> %s', (number, label) => {
    expect(en.ordinal(number)).toBe(label);
  });

  it.each([
    [1, '১ম'], [2, '২য়'], [3, '৩য়'], [4, '৪র্থ'], [5, '৫ম'], [6, '৬ষ্ঠ'], [7, '৭ম'], [10, '১০ম'], [11, '১১তম'], [40, '৪০তম'],
  ])('Bengali: %i -> %s', (number, label) => {
    expect(bn.ordinal(number)).toBe(label);
  });
});

describe('latinDigits', () => {
  it('reads the digits of any script, and leaves everything else', () => {
    expect(latinDigits('২০১০ - 07:40')).toBe('2010 - 07:40');
    expect(latinDigits('１２３４５６７８９０')).toBe('1234567890');
    expect(latinDigits('٢٠٢٤ Nun')).toBe('2024 Nun');
    expect(latinDigits(bn.digits('0123456789'))).toBe('0123456789');
  });
});
