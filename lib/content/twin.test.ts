import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/lang';
import { siteLanguage } from './languages';
import { assertTwin } from './twin';

const bengaliLanguage = { locale: locales.bn, names: siteLanguage('bn').names };

const english = [
  { slug: 'rock-climbing-course-40', number: 40, announced: '2025-07', name: 'Rock Climbing Course', venue: 'Susunia Hills', notes: ['Five days.'] },
];

describe('assertTwin', () => {
  it('accepts a faithful Bengali twin', () => {
    const bengali = [{ slug: 'rock-climbing-course-40', number: 40, announced: '2025-07', name: 'রক ক্লাইম্বিং কোর্স', venue: 'শুশুনিয়া পাহাড়', notes: ['পাঁচ দিন।'] }];
    expect(() => assertTwin(english, bengali, 'content/bn/sample.ts', bengaliLanguage)).not.toThrow();
  });

  it('names every changed fact, missing field, extra field, short list and untranslated sentence', () => {
    const bengali = [{ slug: 'rock-climbing-course-41', number: 41, name: 'Rock Climbing Course', venue: 'শুশুনিয়া পাহাড়', notes: [], extra: 'x' }];
    let message = '';
    try {
      assertTwin(english, bengali, 'content/bn/sample.ts', bengaliLanguage);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid content in content/bn/sample.ts');
    expect(message).toContain('[0].announced: missing');
    expect(message).toContain('[0].extra: not in the English file');
    expect(message).toContain('[0].slug: must equal the English value "rock-climbing-course-40"');
    expect(message).toContain('[0].number: must equal the English value 40, found 41');
    expect(message).toContain('[0].name: still in English ("Rock Climbing Course")');
    expect(message).toContain('[0].notes: has 0 item(s); the English file has 1');
  });
});

describe('assertTwin and the glossary', () => {
  it('names a person or place spelled otherwise than the glossary spells it', () => {
    const en = { line: 'A camp at Susunia in Bankura district.' };
    expect(() => assertTwin(en, { line: 'বাঁকুড়া জেলার শুশুনিয়ায় একটি শিবির।' }, 'f.ts', bengaliLanguage)).not.toThrow();
    expect(() => assertTwin(en, { line: 'বাকুড়া জেলার শুশুনিয়ায় একটি শিবির।' }, 'f.ts', bengaliLanguage)).toThrow(/line: "Bankura" must be spelled "বাঁকুড়া"/);
  });
});

describe('assertTwin and punctuation', () => {
  it('accepts a Bengali full stop and Bengali digits for the same value, but not a changed one', () => {
    expect(() => assertTwin({ after: '.', close: ').', year: '1986' }, { after: '।', close: ')।', year: '১৯৮৬' }, 'f.ts', bengaliLanguage)).not.toThrow();
    expect(() => assertTwin({ year: '1986' }, { year: '১৯৮৭' }, 'f.ts', bengaliLanguage)).toThrow(/year: must equal the English value "1986"/);
    expect(() => assertTwin({ pin: '741101' }, { pin: '741102' }, 'f.ts', bengaliLanguage)).toThrow(/pin: must equal the English value "741101"/);
  });
});
