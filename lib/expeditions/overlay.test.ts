import { describe, expect, it } from 'vitest';
import { expeditionsBn } from '@/content/expeditions.bn';
import { siteLanguage } from '@/lib/content';
import { ContentError } from '@/lib/content/parse';
import { editionOf } from '@/lib/edition';
import { expeditionResults, type ExpeditionsOverlay } from '@/lib/schema/expedition';
import { allExpeditions, buildExpeditions } from './data';

/**
 * The expedition records in another language go through the one overlay engine (lib/content's
 * `translatedRecords`) with the language's overlay, content/expeditions.<lang>.ts: these tests hold
 * the expedition records to its rules, with the site's Bengali and overlays made to be wrong.
 */

const bengaliLetters = /[\u0980-\u09FF]/u;
const bengali = siteLanguage('bn');
const OVERLAY_FILE = 'content/expeditions.bn.ts';

/** The Bengali overlay with one entry's words replaced (`undefined` leaves the entry out). */
function withEntry(slug: string, words: ExpeditionsOverlay[string] | undefined): ExpeditionsOverlay {
  const others = Object.fromEntries(Object.entries(expeditionsBn).filter(([key]) => key !== slug));
  return words === undefined ? others : { ...others, [slug]: words };
}

/** The problems the build reports for an overlay: one ContentError naming the overlay file. */
function problemsOf(overlay: ExpeditionsOverlay): string {
  try {
    buildExpeditions(bengali, overlay);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
}

const english = (slug: string) => allExpeditions.find((e) => e.slug === slug)!;
const everestWords = expeditionsBn['Everest-2010']!;

describe('the Bengali expedition records', () => {
  const records = buildExpeditions(bengali, expeditionsBn);

  it('exist for every English record, with the same facts and Bengali prose', () => {
    expect(records.map((e) => e.slug)).toEqual(allExpeditions.map((e) => e.slug));
    records.forEach((b, i) => {
      const e = allExpeditions[i]!;
      expect({ year: b.year, month: b.month, heightM: b.heightM, result: b.result, sources: b.sources }).toEqual({
        year: e.year,
        month: e.month,
        heightM: e.heightM,
        result: e.result,
        sources: e.sources,
      });
      expect(b.summits.map((s) => [s.date, s.summiters])).toEqual(e.summits.map((s) => [s.date, s.summiters]));
      expect(b.members.map((m) => [m.person, m.role])).toEqual(e.members.map((m) => [m.person, m.role]));
      for (const paragraph of b.narrative) expect(paragraph, e.slug).toMatch(bengaliLetters);
    });
  });

  it('joins the names of a two-peak record with the language’s “and”, each as the glossary spells it', () => {
    const thelu = records.find((e) => e.slug === 'Thelu-Koteswar-1987')!;
    expect(english('Thelu-Koteswar-1987').peak).toBe('Thelu & Koteswar');
    expect(thelu.peak).toBe(`${bengali.names.name('peaks', 'Thelu')} ${bengali.and} ${bengali.names.name('peaks', 'Koteswar')}`);
    expect(thelu.peak).toBe('থেলু ও কোটেশ্বর');
  });
});

describe('the overlay check of the expedition records', () => {
  it('names the file, the slug and the field of a missing text', () => {
    // The overlay's type asks for a narrative; the build checks what gets past the type too.
    const withoutNarrative = { ...everestWords, narrative: undefined } as unknown as ExpeditionsOverlay[string];
    const message = problemsOf(withEntry('Everest-2010', withoutNarrative));
    expect(message).toContain(OVERLAY_FILE);
    expect(message).toContain(`Everest-2010 › narrative[0]: missing (English: "${english('Everest-2010').narrative[0]!.slice(0, 40)}`);
    expect(problemsOf(withEntry('Everest-2010', { ...everestWords, narrative: ['এক'] }))).toMatch(/Everest-2010 › narrative: needs \d+ item\(s\) in the English order, found 1/);
    // A whole entry left out is reported field by field.
    expect(problemsOf(withEntry('Everest-2010', undefined))).toMatch(/Everest-2010 › narrative\[0\]: missing \(English: /);
  });

  it('names an extra text: a field the English record lacks, or a slug no English record has', () => {
    const withoutRoute = allExpeditions.find((e) => !e.route)!;
    const words = expeditionsBn[withoutRoute.slug]!;
    expect(problemsOf(withEntry(withoutRoute.slug, { ...words, route: 'পথ' }))).toContain(
      `${withoutRoute.slug} › route: not in content/expeditions.ts (the English entry has none); remove it or add it there`,
    );
    const message = problemsOf({ ...expeditionsBn, 'Nowhere-1999': { narrative: ['এক'] } });
    expect(message).toContain(OVERLAY_FILE);
    expect(message).toContain('Nowhere-1999: no entry of content/expeditions.ts has this slug');
  });

  it('names a text left in English', () => {
    const paragraphs = everestWords.narrative!.map((paragraph, i) => (i === 0 ? english('Everest-2010').narrative[0]! : paragraph));
    const message = problemsOf(withEntry('Everest-2010', { ...everestWords, narrative: paragraphs }));
    expect(message).toContain(OVERLAY_FILE);
    expect(message).toMatch(/Everest-2010 › narrative\[0\]: still in English/);
  });

  it('takes a member’s words by person id, and names a key that is no member’s id', () => {
    const thelu = expeditionsBn['Thelu-Koteswar-1987']!;
    const byId = buildExpeditions(bengali, withEntry('Thelu-Koteswar-1987', { ...thelu, members: { 'prem-singh': { note: 'শীর্ষে পৌঁছনো আরোহী' } } }));
    expect(byId.find((e) => e.slug === 'Thelu-Koteswar-1987')!.members.find((m) => m.person === 'prem-singh')?.note).toBe('শীর্ষে পৌঁছনো আরোহী');
    const message = problemsOf(withEntry('Thelu-Koteswar-1987', { ...thelu, members: { ...thelu.members, 'Prem Singh': { note: 'নোট' } } }));
    expect(message).toContain('Thelu-Koteswar-1987 › members › Prem Singh: no entry of content/expeditions.ts has this person');
  });
});

describe('the Bengali labels of the records', () => {
  const bn = editionOf('bn');
  const en = editionOf('en');

  it('keep the table’s own detail: each result has its own Bengali wording; English is the table’s word', () => {
    const texts = expeditionResults.map((result) => bn.label.result({ result }));
    expect(new Set(texts).size).toBe(expeditionResults.length);
    for (const text of texts) expect(text).toMatch(bengaliLetters);
    expect(bn.label.result({ result: 'Climbed Rubal Kang' })).toContain(bn.name('peaks', 'Rubal Kang'));
    expect(expeditionResults.map((result) => en.label.result({ result }))).toEqual([...expeditionResults]);
  });

  it('write metres and feet as the club gives them, in Bengali digits, without grouping', () => {
    expect(bn.format.height(6543, 21467)).toBe(`${bn.format.digits(6543)} মিটার / ${bn.format.digits(21467)} ফুট`);
    expect(bn.format.height(6543, 21467)).not.toMatch(/[,0-9]/);
    expect(en.format.height(6543, 21467)).toBe('6543 m / 21467 ft');
  });
});
