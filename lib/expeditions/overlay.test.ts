import { describe, expect, it } from 'vitest';
import { allExpeditions, allExpeditionsIn } from './data';
import { buildExpeditions, expeditionIn, type ExpeditionLanguage } from './overlay';
import { nameIn, siteNamesIn } from '@/lib/content/glossary';
import { wordsFor } from '@/lib/content/words';
import { locales } from '@/lib/i18n/lang';
import { expeditionsBn } from '@/content/expeditions.bn';
import type { ExpeditionTranslation } from '@/lib/schema/translation';

const bengaliLetters = /[\u0980-\u09FF]/u;
const bengali: ExpeditionLanguage = { lang: 'bn', locale: locales.bn, words: wordsFor('bn').language, names: siteNamesIn('bn') };

describe('the Bengali expedition records', () => {
  it('exist for every English record, with the same facts and Bengali prose', () => {
    const records = allExpeditionsIn('bn');
    expect(records.map((e) => e.slug)).toEqual(allExpeditions.map((e) => e.slug));
    records.forEach((b, i) => {
      const e = allExpeditions[i]!;
      expect({ year: b.year, month: b.month, heightM: b.heightM, result: b.result, sources: b.sources }).toEqual({
        year: e.year, month: e.month, heightM: e.heightM, result: e.result, sources: e.sources,
      });
      expect(b.summits.map((s) => s.date)).toEqual(e.summits.map((s) => s.date));
      for (const paragraph of b.narrative) expect(paragraph).toMatch(bengaliLetters);
      expect(b.members.map((m) => m.name)).toEqual(e.members.map((m) => nameIn('bn', 'people', m.name)));
    });
  });

  it('names the slug and field of a missing, extra or mis-sized translation', () => {
    const everest = allExpeditions.find((e) => e.slug === 'Everest-2010')!;
    expect(() => expeditionIn(everest, undefined, bengali)).toThrow(/content\/expeditions\.bn\.ts[\s\S]*Everest-2010: no Bengali translation/);
    expect(() => expeditionIn(everest, { narrative: ['এক'] }, bengali)).toThrow(/Everest-2010 › narrative: needs \d+ item\(s\)/);
    const withoutRoute = allExpeditions.find((e) => !e.route)!;
    expect(() => expeditionIn(withoutRoute, { narrative: withoutRoute.narrative.map(() => 'অনুচ্ছেদ'), route: 'পথ' }, bengali)).toThrow(
      new RegExp(`${withoutRoute.slug} › route: the English record has no route`),
    );
  });

  it('checks the overlay file against the language’s script and the English slugs', () => {
    const everest = allExpeditions.find((e) => e.slug === 'Everest-2010')!;
    expect(() => buildExpeditions([everest], { 'Everest-2010': { narrative: ['Left in English'] } }, bengali)).toThrow(
      /content\/expeditions\.bn\.ts[\s\S]*must be written in Bengali \(no Bengali letters found\)/,
    );
    expect(() => buildExpeditions([everest], { 'Nowhere-1999': { narrative: ['এক'] } }, bengali)).toThrow(/Nowhere-1999: no English record has this slug/);
  });

  it('takes a member’s words by person id, and names a key that is no member’s id', () => {
    const thelu = allExpeditions.find((e) => e.slug === 'Thelu-Koteswar-1987')!;
    const base = expeditionsBn['Thelu-Koteswar-1987'] as ExpeditionTranslation;
    const byId = expeditionIn(thelu, { ...base, members: { 'prem-singh': { note: 'নোট' } } }, bengali);
    expect(byId.members.find((m) => m.person === 'prem-singh')?.note).toBe('নোট');
    expect(() => expeditionIn(thelu, { ...base, members: { 'Prem Singh': { note: 'নোট' } } }, bengali)).toThrow(
      /Thelu-Koteswar-1987 › members › Prem Singh: no member with this person id in the English record/,
    );
  });
});

describe('results in Bengali', () => {
  it('keep the table’s own detail: each wording has its own Bengali text, and English is the table’s word', async () => {
    const { expeditionResults } = await import('@/lib/schema/expedition');
    const { resultText } = await import('./results');
    const texts = expeditionResults.map((result) => resultText('bn', { result }));
    expect(new Set(texts).size).toBe(expeditionResults.length);
    for (const text of texts) expect(text).toMatch(bengaliLetters);
    expect(resultText('bn', { result: 'Climbed Rubal Kang' })).toContain(nameIn('bn', 'peaks', 'Rubal Kang'));
    expect(expeditionResults.map((result) => resultText('en', { result }))).toEqual([...expeditionResults]);
  });
});

describe('heights in Bengali', () => {
  it('write metres and feet as the club gives them, in Bengali digits, without grouping', async () => {
    const { heightLabel } = await import('./labels');
    const { digitsIn } = await import('@/lib/i18n/format');
    expect(heightLabel('bn', 6543, 21467)).toBe(`${digitsIn('bn', 6543)} মিটার / ${digitsIn('bn', 21467)} ফুট`);
    expect(heightLabel('bn', 6543, 21467)).not.toMatch(/[,0-9]/);
    expect(heightLabel('en', 6543, 21467)).toBe('6543 m / 21467 ft');
  });
});
