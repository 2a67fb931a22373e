import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits';
import { digitsIn, formatDateIn, formatMetresIn, formatMonthYearIn, formatNumberIn, monthNameIn } from './format';

const bengaliDigit = /[০-৯]/;

describe('Bengali numbers and dates', () => {
  it('writes Bengali digits, never Latin ones', () => {
    for (const text of [formatNumberIn('bn', 8848.86), digitsIn('bn', 1987), formatDateIn('bn', '2010-05-17'), formatMetresIn('bn', 6061)]) {
      expect(text).toMatch(bengaliDigit);
      expect(text).not.toMatch(/[0-9]/);
    }
  });

  it('keeps the value: digits map one to one, years are not grouped, leading zeros stay', () => {
    expect(latinDigits(digitsIn('bn', 1987))).toBe('1987');
    expect(latinDigits(digitsIn('bn', '07:40'))).toBe('07:40');
    expect(latinDigits(formatNumberIn('bn', 8848.86)).replace(/,/g, '')).toBe('8848.86');
    expect(latinDigits(formatDateIn('bn', '2010-05-17'))).toContain('17');
    expect(latinDigits(formatDateIn('bn', '2010-05-17'))).toContain('2010');
  });

  it('names months in Bengali and heights in মিটার', () => {
    expect(monthNameIn('bn', 5)).toMatch(/^[\u0980-\u09FF]+$/);
    expect(formatMonthYearIn('bn', '2025-06')).toMatch(/^[\u0980-\u09FF]+ [০-৯]{4}$/);
    expect(formatMetresIn('bn', 6061)).toMatch(/মিটার$/);
    // Heights as the club gives them, like the English pages and the Bengali prose: no grouping.
    expect(formatMetresIn('bn', 8848.86)).toBe(`${digitsIn('bn', 8848.86)} মিটার`);
    expect(formatMetresIn('bn', 8848.86)).not.toContain(',');
  });

  it('keeps the English formats of lib/dates', () => {
    expect(formatDateIn('en', '2010-05-17')).toBe('17 May 2010');
    expect(formatMonthYearIn('en', '2025-06')).toBe('June 2025');
    expect(formatMetresIn('en', 8848.86)).toBe('8848.86 m');
    expect(digitsIn('en', 1987)).toBe('1987');
  });

  it('refuses a malformed date in both languages', () => {
    expect(() => formatDateIn('bn', '2010-13-01')).toThrow();
    expect(() => formatMonthYearIn('bn', 'June')).toThrow();
  });
});
