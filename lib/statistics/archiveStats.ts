import { inOrderOfFirstVisit, peakIdsOf, peaks, referenceHeightOf } from '@/lib/peaks';
import { personIdsOf } from '@/lib/people';
import { allExpeditions, archiveCountOf, EIGHT_THOUSAND_M, resultStatsOf, type ArchiveCount, type ResultStats } from '@/lib/expeditions';
import { expeditionRegions, memberRoles, type Expedition, type ExpeditionRegion, type MemberRole } from '@/lib/schema/expedition';
import type { PeakEntry } from '@/lib/schema/peak';

/**
 * The figures of the statistics page (/statistics/), computed from the records when the site is
 * built: the expedition records (lib/expeditions), the peak registry for heights (lib/peaks) and
 * the people the records name, by registry id. Nothing here is typed by hand, and nothing is
 * language-bound: figures, ids and slugs only; the page words them in its edition.
 */

/** The expeditions of one decade (`decade` is its first year: 1980, 1990, …) and their results. */
export interface DecadeStats {
  decade: number;
  results: ResultStats;
}

/**
 * Every decade from the first expedition's to the last one's, empty decades included, so a gap in
 * the record shows as a zero rather than vanishing from the chart.
 */
export function expeditionsByDecade(records: readonly Expedition[]): DecadeStats[] {
  if (records.length === 0) return [];
  const decadeOf = (year: number) => year - (year % 10);
  const first = decadeOf(Math.min(...records.map((e) => e.year)));
  const last = decadeOf(Math.max(...records.map((e) => e.year)));
  const decades: DecadeStats[] = [];
  for (let decade = first; decade <= last; decade += 10) {
    decades.push({ decade, results: resultStatsOf(records.filter((e) => decadeOf(e.year) === decade)) });
  }
  return decades;
}

/** A peak (or the glacier) of the registry with the club's expeditions there, in table order. */
export interface PeakVisits {
  id: string;
  entry: PeakEntry;
  /** The height the club's records show (the registry's reference height), if they show one. */
  heightM?: number;
  /** Where the records place it (every record that went there agrees; a test checks). */
  region?: ExpeditionRegion;
  expeditions: readonly Expedition[];
}

/** Each registry entry with the records that went there, in the order of the club's first visit to each (the lists of peaks by height and region keep it). */
export function peakVisitsOf(records: readonly Expedition[], registry: readonly PeakEntry[]): PeakVisits[] {
  return inOrderOfFirstVisit(registry, records, peakIdsOf).map((entry) => {
    const visits = records.filter((e) => peakIdsOf(e).includes(entry.id));
    const heightM = referenceHeightOf(entry)?.m;
    const region = visits.find((e) => e.region !== undefined)?.region;
    return { id: entry.id, entry, ...(heightM !== undefined ? { heightM } : {}), ...(region ? { region } : {}), expeditions: visits };
  });
}

/**
 * The height bands peaks are counted in, by the height the records show: `from` inclusive, `below`
 * exclusive, in metres. A peak whose records show no height has a band of its own (`no-height`).
 */
export const heightBands = [
  { id: 'below-6000', below: 6000 },
  { id: '6000-6999', from: 6000, below: 7000 },
  { id: '7000-7999', from: 7000, below: EIGHT_THOUSAND_M },
  { id: '8000-up', from: EIGHT_THOUSAND_M },
] as const satisfies readonly { id: string; from?: number; below?: number }[];

export type HeightBandId = (typeof heightBands)[number]['id'] | 'no-height';

export interface HeightBandStats {
  band: HeightBandId;
  /** The band's bounds in metres, as `heightBands` gives them (none for `no-height`). */
  from?: number;
  below?: number;
  peaks: readonly PeakVisits[];
  /** Expeditions to the band's peaks (an expedition to two peaks of one band counts once). */
  expeditions: number;
}

function expeditionsTo(visits: readonly PeakVisits[]): number {
  return new Set(visits.flatMap((visit) => visit.expeditions.map((e) => e.slug))).size;
}

/** Peaks by height band, lowest first; the `no-height` band only when some peak has no height. */
export function peaksByHeightBand(visits: readonly PeakVisits[]): HeightBandStats[] {
  const inBand = (band: (typeof heightBands)[number], height: number) =>
    ('from' in band ? height >= band.from : true) && ('below' in band ? height < band.below : true);
  const bands: HeightBandStats[] = heightBands.map((band) => {
    const members = visits.filter((visit) => visit.heightM !== undefined && inBand(band, visit.heightM));
    return { band: band.id, ...('from' in band ? { from: band.from } : {}), ...('below' in band ? { below: band.below } : {}), peaks: members, expeditions: expeditionsTo(members) };
  });
  const noHeight = visits.filter((visit) => visit.heightM === undefined);
  return noHeight.length > 0 ? [...bands, { band: 'no-height', peaks: noHeight, expeditions: expeditionsTo(noHeight) }] : bands;
}

export interface RegionStats {
  /** The region as the records name it (English; pages word it through the glossary). */
  region: ExpeditionRegion;
  peaks: readonly PeakVisits[];
  expeditions: number;
}

/** Peaks by the region the records give, most peaks first (ties in the records' order of regions). */
export function peaksByRegion(visits: readonly PeakVisits[]): RegionStats[] {
  return expeditionRegions
    .map((region) => {
      const members = visits.filter((visit) => visit.region === region);
      return { region, peaks: members, expeditions: expeditionsTo(members) };
    })
    .filter((stats) => stats.peaks.length > 0)
    .map((stats, order) => ({ stats, order }))
    .sort((a, b) => b.stats.peaks.length - a.stats.peaks.length || a.order - b.order)
    .map(({ stats }) => stats);
}

/** The peaks of 8000 m and more the club went to, in the order of its first expedition to each. */
export function eightThousandersOf(visits: readonly PeakVisits[]): PeakVisits[] {
  return visits
    .filter((visit) => visit.heightM !== undefined && visit.heightM >= EIGHT_THOUSAND_M && visit.expeditions.length > 0)
    .sort((a, b) => a.expeditions[0]!.serial - b.expeditions[0]!.serial);
}

/** A "first" the sources reported: the record (its note, in any edition) and the sources that report it. */
export interface FirstAscentClaim {
  slug: string;
  year: number;
  sources: readonly string[];
}

export function firstAscentClaimsOf(records: readonly Expedition[]): FirstAscentClaim[] {
  return records.flatMap((e) => (e.firstAscentNote && e.firstAscentSources ? [{ slug: e.slug, year: e.year, sources: e.firstAscentSources }] : []));
}

/** How often one role was held; `role` is absent where the records name the person without one. */
export interface RoleCount {
  role?: MemberRole;
  count: number;
}

/** One person the records name, with the expeditions they were on, their roles and summits. */
export interface PersonTally {
  /** The person's id in the people registry (content/people/). */
  id: string;
  /** Slugs of the expeditions that name them (as a member or a summiter), in table order. */
  expeditions: readonly string[];
  /** Their roles, most often held first. */
  roles: readonly RoleCount[];
  /** Summits the records name them on: one per peak they stood on, per expedition. */
  summits: number;
}

/**
 * Everyone the records name, most expeditions first (then the earlier first expedition, then the
 * id, so the order never depends on the machine).
 */
export function peopleByExpeditions(records: readonly Expedition[]): PersonTally[] {
  const tallies = new Map<string, { expeditions: string[]; roles: Map<MemberRole | undefined, number>; summits: number; first: number }>();
  const tallyOf = (id: string, e: Expedition) => {
    let tally = tallies.get(id);
    if (!tally) {
      tally = { expeditions: [], roles: new Map(), summits: 0, first: e.serial };
      tallies.set(id, tally);
    }
    return tally;
  };
  for (const e of records) {
    for (const id of personIdsOf(e)) tallyOf(id, e).expeditions.push(e.slug);
    for (const member of e.members) {
      const roles = tallyOf(member.person, e).roles;
      roles.set(member.role, (roles.get(member.role) ?? 0) + 1);
    }
    for (const summit of e.summits) {
      for (const id of new Set(summit.summiters ?? [])) tallyOf(id, e).summits += 1;
    }
  }
  const roleOrder = (role: MemberRole | undefined) => (role === undefined ? memberRoles.length : memberRoles.indexOf(role));
  return [...tallies]
    .sort(([idA, a], [idB, b]) => b.expeditions.length - a.expeditions.length || a.first - b.first || (idA < idB ? -1 : idA > idB ? 1 : 0))
    .map(([id, tally]) => ({
      id,
      expeditions: tally.expeditions,
      roles: [...tally.roles]
        .sort(([roleA, a], [roleB, b]) => b - a || roleOrder(roleA) - roleOrder(roleB))
        .map(([role, count]) => (role === undefined ? { count } : { role, count })),
      summits: tally.summits,
    }));
}

/** The fewest expeditions for a person to be listed among those named most often. */
export const MOST_EXPEDITIONS_MINIMUM = 2;

/** Every figure of the statistics page. */
export interface ArchiveStats extends ArchiveCount {
  decades: readonly DecadeStats[];
  /** The registry's peaks the club went to, and the other places (the glacier it explored). */
  peaks: readonly PeakVisits[];
  otherPlaces: readonly PeakVisits[];
  heightBands: readonly HeightBandStats[];
  regions: readonly RegionStats[];
  eightThousanders: readonly PeakVisits[];
  /** Expeditions to them, and how many of them the records list a summit of. */
  eightThousanderExpeditions: number;
  eightThousandersClimbed: number;
  firstAscents: readonly FirstAscentClaim[];
  /** Everyone named on at least MOST_EXPEDITIONS_MINIMUM expeditions, most first. */
  mostExpeditions: readonly PersonTally[];
  /** How many people the records name, and on how many of the expeditions they name anyone. */
  peopleNamed: number;
  expeditionsNamingPeople: number;
}

export function archiveStatsOf(records: readonly Expedition[], registry: readonly PeakEntry[]): ArchiveStats {
  const visits = peakVisitsOf(records, registry).filter((visit) => visit.expeditions.length > 0);
  const peakVisits = visits.filter((visit) => visit.entry.kind === 'peak');
  const people = peopleByExpeditions(records);
  const eightThousanders = eightThousandersOf(peakVisits);
  return {
    // The count, the span and the results, as every page states them (lib/expeditions/archiveCount.ts).
    ...archiveCountOf(records),
    decades: expeditionsByDecade(records),
    peaks: peakVisits,
    otherPlaces: visits.filter((visit) => visit.entry.kind !== 'peak'),
    heightBands: peaksByHeightBand(peakVisits),
    regions: peaksByRegion(peakVisits),
    eightThousanders,
    eightThousanderExpeditions: expeditionsTo(eightThousanders),
    eightThousandersClimbed: eightThousanders.filter((peak) => peak.expeditions.some((e) => e.summits.some((summit) => summit.peak === peak.id))).length,
    firstAscents: firstAscentClaimsOf(records),
    mostExpeditions: people.filter((person) => person.expeditions.length >= MOST_EXPEDITIONS_MINIMUM),
    peopleNamed: people.length,
    expeditionsNamingPeople: records.filter((e) => personIdsOf(e).length > 0).length,
  };
}

/** The site's figures: every expedition record (English records: ids and slugs are the same in every edition). */
export const archiveStats: ArchiveStats = archiveStatsOf(allExpeditions, peaks);
