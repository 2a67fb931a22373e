import { describe, expect, it } from 'vitest';
import { editionOf } from '@/lib/edition';
import type { Expedition } from '@/lib/schema/expedition';
import {
  allExpeditions,
  artworkImage,
  expeditionBySlug,
  expeditionFactSheet,
  expeditionLabels,
  expeditions,
  reportBySlug,
  reportCardsOf,
  reportSlugs,
  resultCategory,
  summariseExpeditions,
  tableRowsOf,
} from './index';

const en = editionOf('en');
const bn = editionOf('bn');
const words = en.words;

function fixture(overrides: Partial<Expedition>): Expedition {
  return {
    slug: 'Fixture-2000',
    legacySlugs: [],
    inOriginalTable: true,
    serial: 1,
    peak: 'fixture',
    year: 2000,
    members: [],
    transitCamps: [],
    highCamps: [],
    summits: [],
    narrative: ['Text.'],
    photos: [],
    pdfs: [],
    evidence: 'spec-list-only',
    sources: [],
    conflicts: [],
    peakContext: [],
    ...overrides,
  };
}

describe('an expedition’s title (ed.label.title)', () => {
  it('shows metres, adds feet where the club gave feet, and lists both peaks of a two-peak record', () => {
    expect(en.label.title(fixture({ peak: 'everest', heightM: 8848.86 }))).toBe('Everest (8848.86 m)');
    expect(en.label.title(fixture({ peak: 'shivling', heightM: 6543, heightFt: 21467 }))).toBe('Shivling (6543 m / 21467 ft)');
    expect(en.label.title(fixture({ peak: undefined, peaks: [{ peak: 'thelu', heightM: 6000 }, { peak: 'koteswar' }] }))).toBe('Thelu (6000 m) & Koteswar');
    expect(en.label.title(fixture({ peak: 'black-peak', heightM: 6387 }))).toBe('Black Peak (Kalanag, 6387 m)');
    // The table's own label, where it is not the place's name.
    expect(en.label.title(fixture({ peak: 'seta-glacier' }))).toBe('Seta Glacier (exploration)');
    expect(bn.label.title(fixture({ peak: 'seta-glacier' }))).toBe(bn.peak('seta-glacier').tableLabel);
  });

  it('names each peak as the edition’s registry does, by id', () => {
    const labels = expeditionLabels({ words: en.words, format: en.format, name: en.name, peak: (id) => ({ name: `Peak ${id.toUpperCase()}` }) });
    expect(labels.title(fixture({ peak: undefined, peaks: [{ peak: 'a', heightM: 6000 }, { peak: 'b' }] }))).toBe('Peak A (6000 m) & Peak B');
    expect(labels.peaks(fixture({ peak: 'a' }))).toBe('Peak A');
    expect(() => en.label.title(fixture({ peak: 'nowhere' }))).toThrow('content/peaks/ has no entry "nowhere"');
  });
});

describe('result categories', () => {
  it('maps each table value to a colour category and a missing one to unknown', () => {
    expect(resultCategory({ result: 'Climbed' })).toBe('climbed');
    expect(resultCategory({ result: 'Climbed Rubal Kang' })).toBe('partial');
    expect(resultCategory({ result: 'Unsuccessful' })).toBe('unsuccessful');
    expect(resultCategory({ result: "Unsuccessful (Crossed Traill's Pass)" })).toBe('unsuccessful');
    expect(resultCategory({})).toBe('unknown');
  });
});

describe('tableRowsOf', () => {
  it('has one row per table record with the title and the result or a fallback', () => {
    const tableRows = tableRowsOf(en, expeditions);
    expect(tableRows).toHaveLength(expeditions.length);
    tableRows.forEach((row, i) => {
      const e = expeditions[i]!;
      expect(row.serial).toBe(e.serial);
      expect(row.name).toBe(en.label.title(e));
      expect(row.resultText).toBe(e.result ?? words.expedition.results.unknown);
      expect(row.href).toBe(`/${e.slug}/`);
    });
    expect(expeditions.some((e) => e.result === undefined)).toBe(true);
  });
});

describe('reportSlugs and expeditionBySlug', () => {
  it('covers every slug and legacy slug, each once', () => {
    const expected = allExpeditions.flatMap((e) => [e.slug, ...e.legacySlugs]);
    expect(reportSlugs.map((r) => r.slug)).toEqual(expected);
  });

  it('renders a legacy slug as its record with the canonical slug', () => {
    const legacy = reportBySlug('Indrasan-2003');
    expect(legacy?.isLegacy).toBe(true);
    expect(legacy?.canonicalSlug).toBe('Indrasan-2004');
    expect(expeditionBySlug('Indrasan-2003')).toBe(expeditionBySlug('Indrasan-2004'));
  });

  it('matches slugs exactly, as the routes do', () => {
    expect(expeditionBySlug('mansalu-2022')?.peak).toBe('manaslu');
    expect(expeditionBySlug('Mansalu-2022')).toBeUndefined();
    expect(expeditionBySlug('Everest-2025')?.year).toBe(2025);
  });
});

describe('summariseExpeditions', () => {
  it('counts expeditions and summits and finds the highest point reached', () => {
    const stats = summariseExpeditions([
      fixture({ slug: 'A-2000', peak: 'a', heightM: 7000, result: 'Climbed', summits: [{ peak: 'a', sources: [], evidence: [] }] }),
      fixture({ slug: 'B-2001', peak: 'b', heightM: 8000, result: 'Unsuccessful' }),
      fixture({
        slug: 'C-2002',
        peak: undefined,
        peaks: [{ peak: 'c', heightM: 6000 }, { peak: 'd', heightM: 7500 }],
        result: 'Climbed',
        summits: [{ peak: 'c', sources: [], evidence: [] }, { peak: 'd', sources: [], evidence: [] }],
      }),
      fixture({ slug: 'E-2003', peak: 'e' }),
    ]);
    expect(stats).toEqual({
      expeditions: 4,
      successfulExpeditions: 2,
      summits: 3,
      highestPoint: { heightM: 7500, peak: 'd', year: 2000, slug: 'C-2002' },
    });
    expect(summariseExpeditions([]).highestPoint).toBeUndefined();
  });

  it('summarises the table: 38 expeditions, highest point the summit of Everest', () => {
    const expeditionSummary = summariseExpeditions(expeditions);
    expect(expeditionSummary.expeditions).toBe(38);
    expect(expeditionSummary.highestPoint?.peak).toBe('everest');
    expect(en.label.peakName(expeditionSummary.highestPoint!.peak)).toBe('Everest');
    expect(expeditionSummary.highestPoint?.heightM).toBe(8848.86);
    const summitEntries = expeditions.reduce((n, e) => n + e.summits.length, 0);
    expect(expeditionSummary.summits).toBe(summitEntries);
  });
});

describe('reportCardsOf', () => {
  it('labels shared years with the peak and falls back to the artwork for the picture', () => {
    const reportCards = reportCardsOf(en, allExpeditions);
    const byYear2012 = reportCards.filter((card) => card.slug.endsWith('2012'));
    expect(byYear2012.map((card) => card.yearLabel)).toEqual(['2012 – Annapurna I', '2012 – Dharamsura']);
    const gangstang = reportCards.find((card) => card.slug === 'Gangstang-1990');
    expect(gangstang?.yearLabel).toBe('1990');
    const artwork = artworkImage(en, gangstang!.expedition);
    expect(artwork.picture.src).toBe('/artwork/expeditions/Gangstang-1990.svg');
    expect(artwork.alt).toContain('Gangstang');
  });
});

describe('expeditionFactSheet', () => {
  it('leaves out unknown facts and empty sections', () => {
    const sheet = expeditionFactSheet(en, expeditionBySlug('Tharkot-1994')!);
    expect(sheet.map((section) => section.heading)).toEqual(['Overview', 'Outcome']);
    expect(JSON.stringify(sheet)).not.toMatch(/undefined|null/);
    expect(sheet[1]!.facts).toEqual([{ label: 'Result', value: words.expedition.results.unknownLong }]);
  });

  it('lists the team with roles and the summits with summiters', () => {
    const sheet = expeditionFactSheet(en, expeditionBySlug('Everest-2010')!);
    const team = sheet.find((section) => section.heading === 'Team')!;
    expect(team.facts[0]).toEqual({ label: 'Basanta Singha Roy', value: 'Leader', href: '/member/basanta-singha-roy/' });
    const summits = sheet.find((section) => section.heading === 'Summits')!;
    expect(summits.facts[0]).toEqual({
      label: 'Everest, 17 May 2010, 07:40-07:45',
      value: 'Basanta Singha Roy, Debasish Biswas, Pasang Phutar Sherpa, Pemba Chhoti Sherpa',
    });
  });
});

describe('a team the sources count but do not all name', () => {
  it('says how many are not named, after the named members (Gorichen 2024: five of nine)', () => {
    for (const [ed, expected] of [
      [en, { label: 'Others', value: '4 more of the team of 9, not named in the sources' }],
      [bn, { label: 'অন্যরা', value: '৯ জনের দলের আরও ৪ জন, সূত্রে যাঁদের নাম নেই' }],
    ] as const) {
      const team = ed.factSheet(ed.expeditions.report('gorichen-2024')!.expedition).find((section) => section.key === 'team')!;
      expect(team.facts).toHaveLength(6);
      expect(team.facts.at(-1)).toEqual(expected);
    }
  });
});

describe('member and camp labels', () => {
  it('reads naturally: capitalised, no doubled brackets', () => {
    const sheet = expeditionFactSheet(en, expeditionBySlug('Thelu-Koteswar-1987')!);
    const team = sheet.find((section) => section.heading === 'Team')!;
    expect(team.facts.at(-1)).toEqual({ label: 'Prem Singh', value: 'Named among the summiters', href: '/member/prem-singh/' });
    const camps = expeditionFactSheet(en, expeditionBySlug('Everest-2010')!).find((s) => s.heading === 'Approach and camps')!;
    expect(camps.facts.map((f) => f.value)).toContain('Camp IV (South Col, 7900 m)');
  });

  it('can leave out the facts a title already shows', () => {
    const overview = expeditionFactSheet(en, expeditionBySlug('Everest-2010')!, { omitTitleFacts: true })[0]!;
    expect(overview.facts.map((f) => f.label)).not.toContain('Peak');
    expect(overview.facts.map((f) => f.label)).not.toContain('When');
    expect(overview.facts.map((f) => f.label)).toContain('Route');
  });
});
