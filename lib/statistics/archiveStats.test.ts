import { describe, expect, it } from 'vitest';
import { readRecordFolder } from '@/lib/content';
import { allExpeditions } from '@/lib/expeditions';
import { peaks } from '@/lib/peaks';
import { ExpeditionSchema, type Expedition, type ExpeditionInput } from '@/lib/schema/expedition';
import type { PeakEntry } from '@/lib/schema/peak';
import {
  archiveStats,
  archiveStatsOf,
  expeditionsByDecade,
  MOST_EXPEDITIONS_MINIMUM,
  peaksByHeightBand,
  type PeakVisits,
} from './archiveStats';

/**
 * The statistics recomputed from the data files as they are written (content/expeditions/,
 * peaks/, people/, read but not validated) with plain loops, without the archive's registries,
 * the result categories of lib/expeditions or anything in archiveStats.ts, then compared with
 * what the page shows.
 */
type RawRecord = {
  slug: string;
  inOriginalTable: boolean;
  serial: number;
  year: number;
  /** The peak by its id in content/peaks/, or for a two-peak expedition its `peaks`. */
  peak?: string;
  heightM?: number;
  peaks?: readonly { peak: string; heightM?: number }[];
  region?: string;
  result?: string;
  /** People by their id in content/people/. */
  members?: readonly { person: string; role?: string }[];
  summits?: readonly { peak: string; summiters?: readonly string[] }[];
  firstAscentNote?: string;
};
type RawPeak = { id: string; kind?: string; heights?: readonly { m?: number; reference?: boolean }[] };
const dataOf = <T>(folder: string) => readRecordFolder(folder).map((record) => record.data as T);
/** The expedition files, in the table's order (their row numbers). */
const raw: readonly RawRecord[] = dataOf<RawRecord>('expeditions').sort((a, b) => a.serial - b.serial);
const rawPeaks = dataOf<RawPeak>('peaks');

const peakIds = new Set(rawPeaks.map((entry) => entry.id));
const personIds = new Set(dataOf<{ id: string }>('people').map((person) => person.id));
/** An id of a raw record, checked against the raw registry. */
const checked = (ids: ReadonlySet<string>, folder: string) => (id: string) => {
  if (!ids.has(id)) throw new Error(`no record "${id}" in content/${folder}/`);
  return id;
};
const personOf = checked(personIds, 'people');
const peakOf = checked(peakIds, 'peaks');
/** The peaks a raw record went to, by registry id (a two-peak expedition's are its `peaks`). */
const peaksOf = (e: RawRecord) => [...new Set((e.peaks ? e.peaks.map((part) => part.peak) : [e.peak!]).map(peakOf))];
/** The heights a raw record shows, one per peak. */
const heightsOf = (e: RawRecord) => (e.peaks ? e.peaks.map((part) => ({ id: peakOf(part.peak), heightM: part.heightM })) : [{ id: peakOf(e.peak!), heightM: e.heightM }]);

describe('the statistics, recomputed from the records', () => {
  it('count every expedition once, over the years the records span', () => {
    expect(archiveStats.expeditions).toBe(raw.length);
    expect(archiveStats.tableRows + archiveStats.laterRows).toBe(raw.length);
    expect(archiveStats.tableRows).toBe(raw.filter((e) => e.inOriginalTable).length);
    let first = Infinity;
    let last = -Infinity;
    for (const e of raw) {
      first = Math.min(first, e.year);
      last = Math.max(last, e.year);
    }
    expect([archiveStats.firstYear, archiveStats.lastYear]).toEqual([first, last]);
  });

  it('count expeditions per decade, every decade of the span shown, summing to the total', () => {
    const perDecade = new Map<number, number>();
    for (const e of raw) perDecade.set(Math.floor(e.year / 10) * 10, (perDecade.get(Math.floor(e.year / 10) * 10) ?? 0) + 1);
    for (const { decade, results } of archiveStats.decades) expect(results.expeditions, `${decade}s`).toBe(perDecade.get(decade) ?? 0);
    expect(archiveStats.decades.map((d) => d.decade)).toEqual(expect.arrayContaining([...perDecade.keys()]));
    const decades = archiveStats.decades.map((d) => d.decade);
    decades.forEach((decade, i) => i > 0 && expect(decade - decades[i - 1]!).toBe(10));
    expect(archiveStats.decades.reduce((sum, d) => sum + d.results.expeditions, 0)).toBe(raw.length);
  });

  it('count results by the table’s wording, known and not known adding up to the total', () => {
    const counts = { climbed: 0, partial: 0, unsuccessful: 0, unknown: 0 };
    for (const e of raw) {
      if (e.result === undefined) counts.unknown += 1;
      else if (e.result === 'Climbed') counts.climbed += 1;
      else if (e.result.startsWith('Climbed ')) counts.partial += 1;
      else if (e.result.startsWith('Unsuccessful')) counts.unsuccessful += 1;
      else throw new Error(`unexpected result ${e.result}`);
    }
    const { results } = archiveStats;
    expect(results.byCategory).toEqual(counts);
    expect(results.known + results.unknown).toBe(raw.length);
    expect(results.unknown).toBe(counts.unknown);
    expect(results.known).toBe(counts.climbed + counts.partial + counts.unsuccessful);
    for (const { decade, results: inDecade } of archiveStats.decades) {
      const parts = Object.values(inDecade.byCategory).reduce((sum, count) => sum + count, 0);
      expect(parts, `${decade}s`).toBe(inDecade.expeditions);
    }
  });

  it('count summits as the records list them: a floor, one per peak per expedition', () => {
    let summits = 0;
    let successful = 0;
    for (const e of raw) {
      summits += e.summits?.length ?? 0;
      if (e.result?.startsWith('Climbed')) successful += 1;
    }
    expect(archiveStats.results.summits).toBe(summits);
    expect(archiveStats.results.successfulExpeditions).toBe(successful);
    // An expedition whose result is not known lists no summit: the count leaves them out, never guesses.
    expect(raw.filter((e) => e.result === undefined && (e.summits?.length ?? 0) > 0)).toEqual([]);
  });

  it('list as 8000-metre peaks exactly the peaks of the records whose height is 8000 m or more', () => {
    const eightThousanders = new Map<string, string[]>();
    for (const e of raw) {
      for (const { id, heightM } of heightsOf(e)) {
        if (heightM !== undefined && heightM >= 8000) eightThousanders.set(id, [...(eightThousanders.get(id) ?? []), e.slug]);
      }
    }
    expect(eightThousanders.size).toBeGreaterThan(0);
    expect(new Map(archiveStats.eightThousanders.map((peak) => [peak.id, peak.expeditions.map((e) => e.slug)]))).toEqual(eightThousanders);
    expect(archiveStats.eightThousanderExpeditions).toBe([...eightThousanders.values()].flat().length);
    const climbed = [...eightThousanders.keys()].filter((id) => raw.some((e) => (e.summits ?? []).some((summit) => peakOf(summit.peak) === id)));
    expect(archiveStats.eightThousandersClimbed).toBe(climbed.length);
  });

  it('count peaks by height band from the height the records show, each peak once', () => {
    const bands = new Map<string, number>();
    let glaciers = 0;
    for (const entry of rawPeaks) {
      if (entry.kind === 'glacier') {
        glaciers += 1;
        continue;
      }
      const reference = (entry.heights ?? []).find((height) => height.reference);
      const m = reference?.m;
      const band = m === undefined ? 'no-height' : m < 6000 ? 'below-6000' : m < 7000 ? '6000-6999' : m < 8000 ? '7000-7999' : '8000-up';
      bands.set(band, (bands.get(band) ?? 0) + 1);
    }
    expect(new Map(archiveStats.heightBands.filter((band) => band.peaks.length > 0).map((band) => [band.band, band.peaks.length]))).toEqual(bands);
    expect(archiveStats.peaks.length + glaciers).toBe(rawPeaks.length);
    expect(archiveStats.otherPlaces.length).toBe(glaciers);
  });

  it('list the peaks of each height band and region in the order of the club’s first visit to each', () => {
    // Table order, then a record's own order of its peaks (Thelu before Koteswar); not the registry's
    // files, whose only order is their names.
    const firstVisits = [...new Set(raw.flatMap(peaksOf))];
    const inVisitOrder = (ids: readonly string[]) => [...ids].sort((a, b) => firstVisits.indexOf(a) - firstVisits.indexOf(b));
    for (const { band, peaks: visits } of archiveStats.heightBands) expect(visits.map((visit) => visit.id), band).toEqual(inVisitOrder(visits.map((visit) => visit.id)));
    for (const { region, peaks: visits } of archiveStats.regions) expect(visits.map((visit) => visit.id), region).toEqual(inVisitOrder(visits.map((visit) => visit.id)));
    expect(archiveStats.heightBands.find((band) => band.band === '6000-6999')!.peaks.slice(0, 3).map((visit) => visit.id)).toEqual(['thelu', 'koteswar', 'gangstang']);
  });

  it('take each peak’s height from the registry’s reference height, which is the height the records show', () => {
    for (const e of raw) {
      for (const { id, heightM } of heightsOf(e)) {
        if (heightM === undefined) continue;
        const visit = archiveStats.peaks.find((peak) => peak.id === id);
        expect(visit?.heightM, `${e.slug}: ${id}`).toBe(heightM);
      }
    }
  });

  it('count peaks and expeditions by the region the records give, every record of a peak agreeing', () => {
    const peaksByRegion = new Map<string, Set<string>>();
    const expeditionsByRegion = new Map<string, number>();
    const regionOfPeak = new Map<string, string>();
    for (const e of raw) {
      if (!e.region) continue;
      expeditionsByRegion.set(e.region, (expeditionsByRegion.get(e.region) ?? 0) + 1);
      for (const id of peaksOf(e)) {
        peaksByRegion.set(e.region, (peaksByRegion.get(e.region) ?? new Set()).add(id));
        expect(regionOfPeak.get(id) ?? e.region, `${e.slug}: ${id}`).toBe(e.region);
        regionOfPeak.set(id, e.region);
      }
    }
    expect(new Map(archiveStats.regions.map((r) => [r.region, r.peaks.length]))).toEqual(new Map([...peaksByRegion].map(([region, set]) => [region, set.size])));
    expect(new Map(archiveStats.regions.map((r) => [r.region, r.expeditions]))).toEqual(expeditionsByRegion);
    const counts = archiveStats.regions.map((r) => r.peaks.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('list the firsts the records report, each with its sources', () => {
    expect(archiveStats.firstAscents.map((claim) => claim.slug)).toEqual(raw.filter((e) => e.firstAscentNote).map((e) => e.slug));
    for (const claim of archiveStats.firstAscents) expect(claim.sources.length, claim.slug).toBeGreaterThan(0);
  });

  it('count the people the records name, on how many expeditions, with every member entry a role', () => {
    const expeditionsOf = new Map<string, Set<string>>();
    const memberEntries = new Map<string, number>();
    for (const e of raw) {
      for (const member of e.members ?? []) {
        const id = personOf(member.person);
        expeditionsOf.set(id, (expeditionsOf.get(id) ?? new Set()).add(e.slug));
        memberEntries.set(id, (memberEntries.get(id) ?? 0) + 1);
      }
      for (const summit of e.summits ?? []) {
        for (const summiter of summit.summiters ?? []) {
          const id = personOf(summiter);
          expeditionsOf.set(id, (expeditionsOf.get(id) ?? new Set()).add(e.slug));
        }
      }
    }
    expect(archiveStats.peopleNamed).toBe(expeditionsOf.size);
    expect(archiveStats.expeditionsNamingPeople).toBe(new Set([...expeditionsOf.values()].flatMap((slugs) => [...slugs])).size);
    const listed = [...expeditionsOf].filter(([, slugs]) => slugs.size >= MOST_EXPEDITIONS_MINIMUM);
    expect(new Map(archiveStats.mostExpeditions.map((person) => [person.id, person.expeditions.length]))).toEqual(new Map(listed.map(([id, slugs]) => [id, slugs.size])));
    const counts = archiveStats.mostExpeditions.map((person) => person.expeditions.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const person of archiveStats.mostExpeditions) {
      expect(person.roles.reduce((sum, role) => sum + role.count, 0), person.id).toBe(memberEntries.get(person.id) ?? 0);
    }
  });

  it('count a person’s summits once per peak they are named on', () => {
    const summitsOf = new Map<string, number>();
    for (const e of raw) {
      for (const summit of e.summits ?? []) {
        for (const id of new Set((summit.summiters ?? []).map(personOf))) summitsOf.set(id, (summitsOf.get(id) ?? 0) + 1);
      }
    }
    for (const person of archiveStats.mostExpeditions) expect(person.summits, person.id).toBe(summitsOf.get(person.id) ?? 0);
  });
});

function record(overrides: Omit<Partial<ExpeditionInput>, 'members'>): Expedition {
  return { ...ExpeditionSchema.parse({ slug: 'Fixture-2000', inOriginalTable: true, serial: 1, peak: 'everest', year: 2000, narrative: ['Text.'], evidence: 'spec-list-only', ...overrides }), members: [] };
}

describe('archiveStatsOf', () => {
  it('changes when a record changes: a result found moves an expedition from not known to known', () => {
    const index = allExpeditions.findIndex((e) => e.result === undefined);
    const found = allExpeditions.map((e, i) => (i === index ? { ...e, result: 'Unsuccessful' as const } : e));
    const after = archiveStatsOf(found, peaks);
    expect(after.results.known).toBe(archiveStats.results.known + 1);
    expect(after.results.byCategory.unsuccessful).toBe(archiveStats.results.byCategory.unsuccessful + 1);
  });

  it('keeps an empty decade as a zero, and counts by the records it is given', () => {
    const decades = expeditionsByDecade([record({ slug: 'A-1987', year: 1987 }), record({ slug: 'B-2005', year: 2005, result: 'Unsuccessful' })]);
    expect(decades.map((d) => [d.decade, d.results.expeditions])).toEqual([
      [1980, 1],
      [1990, 0],
      [2000, 1],
    ]);
    expect(decades[2]!.results.byCategory.unsuccessful).toBe(1);
    expect(expeditionsByDecade([])).toEqual([]);
  });

  it('puts each height on the right side of a band’s bounds', () => {
    const visit = (id: string, heightM?: number): PeakVisits => ({ id, entry: { id } as PeakEntry, ...(heightM !== undefined ? { heightM } : {}), expeditions: [] });
    const bands = peaksByHeightBand([visit('a', 5999.9), visit('b', 6000), visit('c', 6999.5), visit('d', 7000), visit('e', 8000), visit('f')]);
    expect(bands.map((band) => [band.band, band.peaks.map((peak) => peak.id)])).toEqual([
      ['below-6000', ['a']],
      ['6000-6999', ['b', 'c']],
      ['7000-7999', ['d']],
      ['8000-up', ['e']],
      ['no-height', ['f']],
    ]);
    expect(peaksByHeightBand([visit('b', 6500)]).map((band) => band.band)).not.toContain('no-height');
  });
});
