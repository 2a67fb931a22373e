import { describe, expect, it } from 'vitest';
import { siteLanguage } from '@/lib/content';
import { ContentError } from '@/lib/content/parse';
import { editionOf } from '@/lib/edition';
import { expeditionResults, type ExpeditionsOverlay } from '@/lib/schema/expedition';
import { allExpeditions, buildExpeditions } from './data';

/**
 * The expedition records in another language go through the one overlay engine (lib/content's
 * `translatedRecords`) with the language's words, one file per record
 * (content/expeditions/<slug>.<lang>.yml): these tests hold the expedition records to its rules,
 * with the site's Bengali words made to be wrong.
 */

const bengaliLetters = /[\u0980-\u09FF]/u;
const bengali = siteLanguage('bn');
/** The Bengali words of every record as the build reads them: by slug, each from its .bn.yml file. */
const expeditionsBn = bengali.overlays!.expeditions;
const fileOf = (slug: string) => `content/expeditions/${slug}.bn.yml`;

type Words = ExpeditionsOverlay[string];

/** The Bengali words with one record's replaced (`undefined` leaves its file out). */
function withEntry(slug: string, words: Words | undefined): ExpeditionsOverlay {
  const others = Object.fromEntries(Object.entries(expeditionsBn).filter(([key]) => key !== slug));
  return words === undefined ? others : { ...others, [slug]: words };
}

/** The problems the build reports for the words: one ContentError naming the file. */
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
    expect(Object.keys(expeditionsBn).sort()).toEqual(allExpeditions.map((e) => e.slug).sort());
    expect(records.map((e) => e.slug)).toEqual(allExpeditions.map((e) => e.slug));
    records.forEach((b, i) => {
      const e = allExpeditions[i]!;
      expect({ year: b.year, month: b.month, peak: b.peak, peaks: b.peaks, heightM: b.heightM, result: b.result, sources: b.sources }).toEqual({
        year: e.year,
        month: e.month,
        peak: e.peak,
        peaks: e.peaks,
        heightM: e.heightM,
        result: e.result,
        sources: e.sources,
      });
      expect(b.summits.map((s) => [s.peak, s.date, s.summiters])).toEqual(e.summits.map((s) => [s.peak, s.date, s.summiters]));
      expect(b.members.map((m) => [m.person, m.role])).toEqual(e.members.map((m) => [m.person, m.role]));
      for (const paragraph of b.narrative) expect(paragraph, e.slug).toMatch(bengaliLetters);
    });
  });

  it('names the peaks of a two-peak record by id, and the edition joins their names with the language’s “and”, each as its record spells it', () => {
    expect(english('Thelu-Koteswar-1987').peaks!.map((part) => part.peak)).toEqual(['thelu', 'koteswar']);
    const bn = editionOf('bn');
    expect(bn.label.peaks(english('Thelu-Koteswar-1987'))).toBe(`${bn.peak('thelu').name} ${bengali.and} ${bn.peak('koteswar').name}`);
    expect(bn.label.peaks(english('Thelu-Koteswar-1987'))).toBe('থেলু ও কোটেশ্বর');
    expect(editionOf('en').label.peaks(english('Thelu-Koteswar-1987'))).toBe('Thelu & Koteswar');
  });
});

describe('the check of the expedition records’ words', () => {
  it('names the file and the field of a missing text', () => {
    // The words' type asks for a narrative; the build checks what gets past the type too.
    const withoutNarrative = { ...everestWords, narrative: undefined } as unknown as Words;
    const message = problemsOf(withEntry('Everest-2010', withoutNarrative));
    expect(message).toContain(`Invalid content in ${fileOf('Everest-2010')}:`);
    expect(message).toContain(`  - narrative[0]: missing (English: "${english('Everest-2010').narrative[0]!.slice(0, 40)}`);
    expect(problemsOf(withEntry('Everest-2010', { ...everestWords, narrative: ['এক'] }))).toMatch(/^ {2}- narrative: needs \d+ item\(s\) in the English order, found 1$/m);
    // A record's file left out is named, with the English file it translates.
    expect(problemsOf(withEntry('Everest-2010', undefined))).toBe(
      `Invalid content in ${fileOf('Everest-2010')}:\n  - missing: the Bengali words of content/expeditions/Everest-2010.en.yml; add the file`,
    );
  });

  it('names an extra text: a field the English record lacks, or a file no English record has', () => {
    const withoutRoute = allExpeditions.find((e) => !e.route)!;
    const words = expeditionsBn[withoutRoute.slug]!;
    expect(problemsOf(withEntry(withoutRoute.slug, { ...words, route: 'পথ' }))).toBe(
      `Invalid content in ${fileOf(withoutRoute.slug)}:\n  - route: not in content/expeditions/${withoutRoute.slug}.en.yml (the English entry has none); remove it or add it there`,
    );
    expect(problemsOf({ ...expeditionsBn, 'Nowhere-1999': { narrative: ['এক'] } })).toBe(
      `Invalid content in ${fileOf('Nowhere-1999')}:\n  - no English record content/expeditions/Nowhere-1999.en.yml; remove this file or add the record`,
    );
  });

  it('names every file with a problem at once', () => {
    const message = problemsOf({ ...withEntry('Everest-2010', { ...everestWords, narrative: ['এক'] }), 'Nowhere-1999': { narrative: ['এক'] } });
    expect(message).toMatch(/^Invalid content in content\/expeditions\/:\n/);
    expect(message).toContain(`  - ${fileOf('Nowhere-1999')} › no English record`);
    expect(message).toMatch(/ {2}- content\/expeditions\/Everest-2010\.bn\.yml › narrative: needs \d+ item\(s\)/);
  });

  it('names a text left in English', () => {
    const paragraphs = everestWords.narrative!.map((paragraph, i) => (i === 0 ? english('Everest-2010').narrative[0]! : paragraph));
    const message = problemsOf(withEntry('Everest-2010', { ...everestWords, narrative: paragraphs }));
    expect(message).toContain(fileOf('Everest-2010'));
    expect(message).toMatch(/ {2}- narrative\[0\]: still in English/);
  });

  it('takes the team’s words in the English order, each member by person id, and names a list out of order, short, or with a key that is no member’s id', () => {
    const thelu = expeditionsBn['Thelu-Koteswar-1987']!;
    const members = thelu.members!;
    const ids = english('Thelu-Koteswar-1987').members.map((member) => member.person);
    expect(members.map((member) => member.person)).toEqual(ids);
    const noted = members.map((member) => (member.person === 'prem-singh' ? { ...member, note: 'শীর্ষে পৌঁছনো আরোহী' } : member));
    const byId = buildExpeditions(bengali, withEntry('Thelu-Koteswar-1987', { ...thelu, members: noted }));
    expect(byId.find((e) => e.slug === 'Thelu-Koteswar-1987')!.members.find((m) => m.person === 'prem-singh')?.note).toBe('শীর্ষে পৌঁছনো আরোহী');

    const needs = `members: needs ${ids.length} entries in the English order (${ids.join(', ')}), each with its person`;
    const file = `Invalid content in ${fileOf('Thelu-Koteswar-1987')}:\n  - `;
    const swapped = [members[1]!, members[0]!, ...members.slice(2)];
    expect(problemsOf(withEntry('Thelu-Koteswar-1987', { ...thelu, members: swapped }))).toBe(
      `${file}${needs}; found ${swapped.map((member) => member.person).join(', ')} (not in the English order)`,
    );
    expect(problemsOf(withEntry('Thelu-Koteswar-1987', { ...thelu, members: members.slice(0, -1) }))).toBe(
      `${file}${needs}; found ${ids.slice(0, -1).join(', ')} (missing ${ids.at(-1)})`,
    );
    const misnamed = members.map((member) => (member.person === 'prem-singh' ? { ...member, person: 'Prem Singh' } : member));
    expect(problemsOf(withEntry('Thelu-Koteswar-1987', { ...thelu, members: misnamed }))).toBe(
      `${file}${needs}; found ${ids.map((id) => (id === 'prem-singh' ? 'Prem Singh' : id)).join(', ')} (missing prem-singh; not in the English: Prem Singh)`,
    );
    const keyless = members.map((member) => (member.person === 'prem-singh' ? { note: member.note } : member));
    expect(problemsOf(withEntry('Thelu-Koteswar-1987', { ...thelu, members: keyless }))).toBe(
      `${file}${needs}; found ${ids.map((id) => (id === 'prem-singh' ? '?' : id)).join(', ')} (missing prem-singh; an entry without its person)`,
    );
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
