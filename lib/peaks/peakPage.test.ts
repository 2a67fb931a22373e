import { describe, expect, it } from 'vitest';
import { peakWords as englishWords } from '@/content/en/peak';
import { peakWords as bengaliWords } from '@/content/bn/peak';
import { formsOf, glossary, namesIn } from '@/lib/content';
import { locales } from '@/lib/i18n/lang';
import { editionOf } from '@/lib/edition';
import { PeakEntrySchema } from '@/lib/schema/peak';
import { heightsDisagree, otherNameIn, otherNameLang, sourceKeysOfPeak } from './peakPage';
import { peakSourceCitations, peaks } from './registry';

const source = 'https://example.org/a';

describe('a peak page’s heights, names and sources', () => {
  it('says the sources differ only when their figures differ by a metre or more (feet converted)', () => {
    const agree = PeakEntrySchema.parse({ id: 'a', name: 'A', heights: [{ m: 7756, source }, { m: 7756, ft: 25446, source }, { ft: 25447, source }] });
    const differ = PeakEntrySchema.parse({ id: 'b', name: 'B', heights: [{ m: 6000, source }, { m: 6002, source }] });
    expect(heightsDisagree(agree)).toBe(false);
    expect(heightsDisagree(differ)).toBe(true);
    expect(heightsDisagree(peaks.find((p) => p.id === 'everest')!)).toBe(true);
  });

  it('marks another name in Latin letters as English or as its language in Latin script, and a name in its own script as its language', () => {
    expect(otherNameLang({ name: 'Peak XV' })).toBe('en');
    expect(otherNameLang({ name: 'Sagarmatha', lang: 'ne' })).toBe('ne-Latn');
    expect(otherNameLang({ name: 'থলৈ সাগর', lang: 'hi' })).toBe('hi');
  });

  it('writes another name in the edition’s script where the glossary has it, never a spelling, and never in English', () => {
    const columns = { terms: [], people: [], places: [], peaks: [{ en: 'Sagarmatha', bn: 'সাগরমাথা' }, { en: 'Trishul', bn: 'ত্রিশূল' }] };
    const bengali = namesIn(columns, 'bn', locales.bn);
    expect(otherNameIn({ name: 'Sagarmatha', kind: 'name' }, bengali)).toBe('সাগরমাথা');
    expect(otherNameIn({ name: 'Sagarmatha', kind: 'name' }, namesIn(columns, 'en', locales.en))).toBeUndefined();
    expect(otherNameIn({ name: 'Trishul', kind: 'spelling' }, bengali)).toBeUndefined();
    expect(otherNameIn({ name: 'Peak XV', kind: 'survey' }, bengali)).toBeUndefined();
    const everest = peaks.find((peak) => peak.id === 'everest')!;
    const siteBengali = namesIn(glossary, 'bn', locales.bn);
    expect(everest.otherNames.map((other) => otherNameIn(other, siteBengali))).toEqual(['সাগরমাথা', 'চোমোলুংমা', undefined, undefined]);
  });

  it('lists each source of a page once, every citation of the entry included', () => {
    for (const peak of peaks) {
      const keys = sourceKeysOfPeak(peak);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(keys)).toEqual(new Set(peakSourceCitations([peak]).map((c) => c.key)));
    }
  });

  it('names every language another name comes from, in both editions', () => {
    const tags = new Set(peaks.flatMap((peak) => peak.otherNames.flatMap((other) => (other.lang ? [other.lang] : []))));
    expect(tags.size).toBeGreaterThan(3);
    for (const tag of tags) {
      expect(englishWords.languageNames[tag], tag).toBeTruthy();
      expect(bengaliWords.languageNames[tag], tag).toBeTruthy();
    }
  });

  it('gives a peak in one edition, its name in each language from its English name, and refuses an unknown id naming it', () => {
    expect(editionOf('bn').peak('everest')).toMatchObject({ id: 'everest', name: 'এভারেস্ট' });
    expect(formsOf('peaks', peaks.find((peak) => peak.id === 'everest')!.name)).toMatchObject({ en: 'Everest', bn: 'এভারেস্ট' });
    expect(() => editionOf('en').peak('nowhere')).toThrow('"nowhere"');
  });
});
