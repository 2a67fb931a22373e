import { describe, expect, it } from 'vitest';
import { editionOf } from '@/lib/edition';
import { ExpeditionSchema, type Expedition, type ExpeditionInput } from '@/lib/schema/expedition';
import { expeditions, laterExpeditions } from './data';
import { recordStats, recordStatsOf, resultStatsOf } from './recordStats';
import { expeditionSources } from './sources';

const en = editionOf('en');
const bn = editionOf('bn');
const words = en.words;

const rediff = 'https://m.rediff.com/news/report/first-civilian-team-bengal-scales-everest/20100517.htm';
const zee = 'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html';

/** A fixture record with no team (so no member needs a name from the people registry). */
function record(overrides: Omit<Partial<ExpeditionInput>, 'members'>): Expedition {
  return { ...ExpeditionSchema.parse({ slug: 'Fixture-2000', inOriginalTable: true, serial: 1, peak: 'fixture', year: 2000, narrative: ['Text.'], evidence: 'spec-list-only', ...overrides }), members: [] };
}

describe('recordStatsOf', () => {
  it('derives every figure from the records it is given', () => {
    const table = [
      record({ slug: 'A-1990', year: 1990, result: 'Climbed', summits: [{ peak: 'fixture' }], evidence: 'public-source', sources: [rediff] }),
      record({ slug: 'B-1991', year: 1991, sources: ['spec:original-site'] }),
      record({ slug: 'C-1992', year: 1992, result: 'Unsuccessful', evidence: 'spec-only', sources: [zee, rediff] }),
      record({
        slug: 'D-1993',
        year: 1993,
        evidence: 'public-source',
        conflicts: [{ about: 'Height', accounts: [{ value: '1', sources: [rediff] }, { value: '2', sources: ['spec:original-site'] }], settled: 'Open.' }],
      }),
    ];
    const later = [record({ slug: 'E-2025', inOriginalTable: false, serial: 5, year: 2025, result: 'Climbed', summits: [{ peak: 'fixture' }], evidence: 'public-source' })];
    expect(recordStatsOf(table, later)).toEqual({
      tableRows: 4,
      firstYear: 1990,
      lastYear: 1993,
      laterRows: 1,
      knownResults: 2,
      unknownResults: 2,
      listOnly: [table[1]],
      listOnlyRows: 1,
      pagesWithPublicSources: 3,
      pages: 5,
      publicSources: 2,
      bengaliSources: 1,
      summits: 1,
      successfulExpeditions: 1,
      conflicts: 1,
      withConflicts: [table[3]],
      expeditionsWithConflicts: 1,
    });
  });

  it('changes when a record changes: a result found moves a row from unknown to known', () => {
    const before = recordStatsOf(expeditions, laterExpeditions);
    const index = expeditions.findIndex((e) => e.result === undefined);
    const found = expeditions.map((e, i) => (i === index ? { ...e, result: 'Unsuccessful' as const } : e));
    const after = recordStatsOf(found, laterExpeditions);
    expect(after.knownResults).toBe(before.knownResults + 1);
    expect(after.unknownResults).toBe(before.unknownResults - 1);
  });

  it('matches the site’s records', () => {
    expect(recordStats.tableRows).toBe(expeditions.length);
    expect(recordStats.unknownResults).toBe(expeditions.filter((e) => !e.result).length);
    expect(recordStats.knownResults + recordStats.unknownResults).toBe(recordStats.tableRows);
    expect(recordStats.listOnlyRows).toBe(expeditions.filter((e) => e.evidence === 'spec-list-only').length);
    expect(recordStats.pagesWithPublicSources).toBe([...expeditions, ...laterExpeditions].filter((e) => expeditionSources(en, e).public.length > 0).length);
    expect(recordStats.pagesWithPublicSources).toBeGreaterThanOrEqual(20);
  });
});

describe('resultStatsOf', () => {
  it('counts each result category, the known and unknown results, and the summits of the known ones', () => {
    const list = [
      record({ slug: 'A-1990', year: 1990, result: 'Climbed', summits: [{ peak: 'fixture' }] }),
      record({ slug: 'B-1991', year: 1991, result: 'Climbed Rubal Kang', summits: [{ peak: 'fixture' }] }),
      record({ slug: 'C-1992', year: 1992, result: 'Unsuccessful' }),
      record({ slug: 'D-1993', year: 1993 }),
      record({ slug: 'E-1994', year: 1994 }),
    ];
    expect(resultStatsOf(list)).toEqual({
      expeditions: 5,
      byCategory: { climbed: 1, partial: 1, unsuccessful: 1, unknown: 2 },
      known: 3,
      unknown: 2,
      summits: 2,
      successfulExpeditions: 2,
    });
    expect(resultStatsOf([]).byCategory).toEqual({ climbed: 0, partial: 0, unsuccessful: 0, unknown: 0 });
  });

  it('gives the figures the records page shows for the table', () => {
    const table = resultStatsOf(expeditions);
    expect([table.known, table.unknown, table.summits]).toEqual([recordStats.knownResults, recordStats.unknownResults, recordStats.summits]);
  });
});

describe('unknown results', () => {
  it('say the site does not know them yet, never that the club did not record them', () => {
    const unknown = expeditions.find((e) => !e.result)!;
    const text = en.label.result(unknown);
    expect(text).toBe(words.expedition.results.unknown);
    for (const phrase of [text, words.expedition.results.unknownLong, words.expedition.results.categories.unknown]) {
      expect(phrase).not.toMatch(/record/i);
      expect(phrase).toMatch(/known/i);
    }
    expect(words.expedition.results.unknownLong).toMatch(/this site/);
    const note = words.expeditions.unknownNote(24, 38);
    // Only what the original site shows (a Result column), and the uncounted rows make the real number uncertain, not larger.
    expect(note).toMatch(/Result column/);
    expect(note).not.toMatch(/result for every expedition/);
    expect(note).toMatch(/may be higher/);
    expect(note).toContain('24 of the 38');
  });

  it('count summits as a floor', () => {
    expect(words.expeditions.summits(10)).toMatch(/at least/);
  });

  it('gives the same figures from the Bengali records, which the Bengali records page counts', () => {
    const bengali = recordStatsOf(bn.expeditions.table, bn.expeditions.later);
    const figures = (stats: typeof recordStats) =>
      Object.fromEntries(Object.entries(stats).filter(([, value]) => typeof value === 'number'));
    expect(figures(bengali)).toEqual(figures(recordStats));
    expect(Object.keys(figures(recordStats)).length).toBeGreaterThan(8);
    expect(bengali.withConflicts.map((e) => e.slug)).toEqual(recordStats.withConflicts.map((e) => e.slug));
    expect(bengali.listOnly.map((e) => e.slug)).toEqual(recordStats.listOnly.map((e) => e.slug));
  });
});
