import { describe, expect, it } from 'vitest';
import { islandNumberStyle, islandNumbers } from '@/lib/i18n/islandNumbers';
import { locales } from '@/lib/i18n/lang';
import { queryInEditionDigits } from './query';

const digitsOf = (lang: keyof typeof locales) => islandNumbers(islandNumberStyle(locales[lang])).digits;

describe('queryInEditionDigits', () => {
  it('writes a query’s digits as the Bengali pages do', () => {
    expect(queryInEditionDigits('Kanchenjunga 2011', digitsOf('bn'))).toBe('Kanchenjunga ২০১১');
    expect(queryInEditionDigits('কাঞ্চনজঙ্ঘা ২০১১', digitsOf('bn'))).toBe('কাঞ্চনজঙ্ঘা ২০১১');
  });

  it('writes a query’s digits as the English pages do, keeping leading zeros and other text', () => {
    expect(queryInEditionDigits('এভারেস্ট ২০১০', digitsOf('en'))).toBe('এভারেস্ট 2010');
    expect(queryInEditionDigits('CB-11 1995 007', digitsOf('en'))).toBe('CB-11 1995 007');
  });
});
