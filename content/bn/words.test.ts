import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertTwin } from '@/lib/content/twin';
import { siteLanguage } from '@/lib/content';
import { locales } from '@/lib/i18n/lang';
import { placeholdersOf } from '@/lib/i18n/fill';
import { wordsSchema } from '@/lib/schema/words';
import { functionLeaves, leafAt, parameterNames, sampleArguments, stringLeaves } from '@/tests/fixtures/wordSamples';
import * as english from '@/content/en';
import * as bengali from '@/content/bn';

/**
 * Every Bengali interface file (content/bn/<area>.ts) against its English twin: the same shape
 * (assertTwin: keys, list lengths, Bengali script, glossary spellings), the same non-empty leaves
 * as the words schema demands, and every function called with sample arguments: it must take the
 * same parameters as the English one and say its sentence in Bengali, with Bengali digits only and
 * no Latin word but the acronyms the English keeps (MAK, PDF, .ics, and the data formats CSV and JSON).
 */

const bengaliLanguage = { locale: locales.bn, names: siteLanguage('bn').names };

/** Every area of the two tables (content/en/index.ts, content/bn/index.ts), area by area. */
const areas = (Object.keys(english) as (keyof typeof english)[]).map((area) => ({ area, english: english[area], bengali: bengali[area] }));

describe('content/bn: every interface area has a faithful Bengali twin', () => {
  it('lists every word file in both tables, each area under the name of its file', () => {
    for (const folder of ['en', 'bn']) {
      const files = readdirSync(path.join(process.cwd(), 'content', folder))
        // index.ts lists the areas; overlays.ts lists the language's record overlays, beside its words.
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts' && name !== 'overlays.ts')
        .map((name) => name.replace(/\.ts$/, ''));
      expect(areas.map((entry) => entry.area).sort(), `content/${folder}/index.ts`).toEqual(files.sort());
    }
    expect(Object.keys(bengali).sort()).toEqual(Object.keys(english).sort());
  });

  for (const { area, english, bengali } of areas) {
    const file = `content/bn/${area}.ts`;

    it(`${file} mirrors the English file`, () => {
      expect(() => assertTwin(english, bengali, file, bengaliLanguage)).not.toThrow();
      expect(() => wordsSchema.parse(bengali)).not.toThrow();
    });

    it(`${file}: every template names the placeholders its English one names`, () => {
      for (const [path, englishText] of stringLeaves(english)) {
        const bengaliText = leafAt(bengali, path) as unknown as string;
        const found = placeholdersOf(bengaliText).sort();
        // A plural form ({ one, other }) may say a number in words ("1 problem") where another language
        // fills it in: it may use any placeholder of the English forms together.
        // (A detail named `other`, "something else", is not a plural: its object has no `one`.)
        const plural = /\.(one|other)$/.test(path) && typeof leafAt(english, path.replace(/(one|other)$/, 'one')) === 'string';
        const given: string[] = plural
          ? [...new Set(['one', 'other'].flatMap((form) => placeholdersOf(leafAt(english, path.replace(/(one|other)$/, form)) as unknown as string)))].sort()
          : placeholdersOf(englishText).sort();
        if (plural) expect(found.filter((name) => !given.includes(name)), `${file} › ${path}: "${bengaliText}"`).toEqual([]);
        else expect(found, `${file} › ${path}: "${bengaliText}"`).toEqual(given);
      }
    });

    const leaves = functionLeaves(english);
    if (leaves.length === 0) continue;
    it(`${file}: every function says its words in Bengali`, () => {
      for (const [path, englishFn] of leaves) {
        const bengaliFn = leafAt(bengali, path);
        expect(parameterNames(bengaliFn), `${file} › ${path}: parameters`).toEqual(parameterNames(englishFn));
        const englishText = englishFn(...sampleArguments(area, path, englishFn, 'en'));
        const bengaliText = bengaliFn(...sampleArguments(area, path, englishFn, 'bn'));
        expect(bengaliText, `${file} › ${path}`).toMatch(/[\u0980-\u09FF]/u);
        expect(bengaliText, `${file} › ${path}: Latin digits in "${bengaliText}"`).not.toMatch(/[0-9]/);
        expect(bengaliText, `${file} › ${path}`).not.toMatch(/\b(undefined|null|NaN)\b/);
        const latinWords = bengaliText.replace(/\b(MAK|PDF|ics|CSV|JSON)\b/g, '').match(/[A-Za-z]{2,}/g);
        expect(latinWords, `${file} › ${path}: Latin words in "${bengaliText}"`).toBeNull();
        expect(bengaliLanguage.names.misses(englishText, bengaliText), `${file} › ${path}: "${bengaliText}"`).toEqual([]);
      }
    });
  }
});
