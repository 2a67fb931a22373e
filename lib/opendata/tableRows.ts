import { ORIGINAL_WEBSITE } from '@/content/openData';
import { claimsOf, publicationKindIn, type SummitClaim } from '@/lib/claims';
import { inOrderOfFirstVisit, peakIdsOf, peakSourceCitations } from '@/lib/peaks';
import { inOrderOfFirstNaming, personIdsOf, personSourceCitations } from '@/lib/people';
import { baseRecords, siteUrl } from '@/lib/content';
import { englishLabels, resultCategory } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import type { PeakEntry } from '@/lib/schema/peak';
import type { Person } from '@/lib/schema/person';
import { ORIGINAL_SITE_KEY } from '@/lib/schema/source';
import type { Row } from './tableSchema';
import { evidenceNames, SEMICOLON, SPACE, standingNames, type TableName, type TableRow } from './tables';

/**
 * The open data's rows, computed at build time from the same records the pages show, each with
 * the addresses of its sources (the tables' schemas: ./tables.ts).
 */

/** The records the tables are computed from. */
export interface OpenDataRecords {
  expeditions: readonly Expedition[];
  peaks: readonly PeakEntry[];
  people: readonly Person[];
}

/** A source key as the data writes it: an address, or the original website's token. */
export const toSourceName = (key: string): string => (key === ORIGINAL_SITE_KEY ? ORIGINAL_WEBSITE : key);
const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];
/**
 * Several values in one cell, separated by `separator`; missing (null) when there are none, so CSV
 * and JSON read back alike. A value holding the separator could not be split again: it stops the build.
 */
export function joinValues(items: readonly (string | number)[], separator: string, where: string): string | null {
  for (const item of items) {
    const value = String(item);
    if (value === '' || value.includes(separator)) throw new Error(`${where}: "${value}" cannot be one of several values separated by "${separator}"`);
  }
  return items.length > 0 ? items.join(separator) : null;
}

const expeditionSources = (e: Expedition) => joinValues(e.sources.map(toSourceName), SPACE, `${e.slug} › sources`);

function expeditionRow(e: Expedition): TableRow<'expeditions'> {
  return {
    slug: e.slug,
    serial: e.serial,
    year: e.year,
    month: e.month ?? null,
    peak: englishLabels.peaks(e),
    region: e.region ?? null,
    area: e.area ?? null,
    result: e.result ?? null,
    outcome: resultCategory(e),
    evidence: evidenceNames[e.evidence],
    legacy_slugs: joinValues(e.legacySlugs, SPACE, `${e.slug} › legacySlugs`),
    page: siteUrl(hrefs.report(e.slug)),
    summary_pdf: siteUrl(hrefs.reportPdf(e.slug)),
    sources: expeditionSources(e),
  };
}

/** The peaks of one record, each with the record's name and height for it. */
function recordPeaks(e: Expedition) {
  const listed = e.peaks ?? [{ peak: e.peak!, heightM: e.heightM, heightFt: e.heightFt }];
  return listed.map((part) => ({ ...part, id: part.peak, name: englishLabels.peakName(part.peak) }));
}

function expeditionPeakRows(e: Expedition): TableRow<'expedition-peaks'>[] {
  return recordPeaks(e).map((peak) => {
    const summits = e.summits.filter((summit) => summit.peak === peak.id);
    return {
      expedition: e.slug,
      peak_id: peak.id,
      name_in_record: peak.name,
      height_m: peak.heightM ?? null,
      height_ft: peak.heightFt ?? null,
      summit_reached: summits.length > 0 ? true : e.result === undefined ? null : false,
      summit_dates: joinValues(unique(summits.flatMap((summit) => (summit.date ? [summit.date] : []))), SPACE, `${e.slug} › summits`),
      sources: expeditionSources(e),
    };
  });
}

function expeditionPeopleRows(e: Expedition): TableRow<'expedition-people'>[] {
  return e.members.map((member) => {
    const id = personIdsOf({ slug: e.slug, members: [member] })[0]!;
    const summitPeaks = e.summits.filter((summit) => personIdsOf({ slug: e.slug, summits: [summit] }).includes(id)).map((summit) => summit.peak);
    return {
      expedition: e.slug,
      person_id: id,
      role: member.role ?? null,
      team: member.team ?? null,
      summit_peak_ids: joinValues(unique(summitPeaks), SPACE, `${e.slug} › summits`),
      sources: expeditionSources(e),
    };
  });
}

function claimRow(claim: SummitClaim): TableRow<'claims'> {
  const where = `${claim.id} › claim`;
  return {
    id: claim.id,
    expedition: claim.expedition,
    peak_id: claim.peak,
    person_id: claim.person ?? null,
    date: claim.date ?? null,
    standing: standingNames[claim.status],
    evidence: joinValues(claim.evidence.map((evidence) => evidence.kind), SPACE, where),
    summit_point: claim.point?.summit ?? null,
    disputes: joinValues(claim.disputes.map((conflict) => conflict.about), SEMICOLON, where),
    sources: joinValues(claim.sources.map(toSourceName), SPACE, where),
  };
}

const identifierSource = (identifier: { source?: string } | undefined) => (identifier?.source ? toSourceName(identifier.source) : null);

function peakRow(peak: PeakEntry, visits: number): TableRow<'peaks'> {
  const height = peak.heights.find((h) => h.reference);
  return {
    id: peak.id,
    kind: peak.kind,
    name: peak.name,
    other_names: joinValues(peak.otherNames.map((other) => other.name), SEMICOLON, `${peak.id} › otherNames`),
    height_m: height?.m ?? null,
    height_ft: height?.ft ?? null,
    height_source: height ? toSourceName(height.source) : null,
    range: peak.location?.range ?? null,
    region: peak.location?.region ?? null,
    state: peak.location?.state ?? null,
    country: peak.location?.country ?? null,
    location_source: peak.location ? toSourceName(peak.location.source) : null,
    latitude: peak.coordinates?.lat ?? null,
    longitude: peak.coordinates?.lon ?? null,
    coordinates_source: peak.coordinates ? toSourceName(peak.coordinates.source) : null,
    wikidata_id: peak.identifiers?.wikidata?.id ?? null,
    wikidata_source: identifierSource(peak.identifiers?.wikidata),
    himalayan_database_id: peak.identifiers?.himalayanDatabase?.id ?? null,
    himalayan_database_source: identifierSource(peak.identifiers?.himalayanDatabase),
    peakbagger_id: peak.identifiers?.peakbagger?.id ?? null,
    peakbagger_source: identifierSource(peak.identifiers?.peakbagger),
    club_expeditions: visits,
    sources: joinValues(unique(peakSourceCitations([peak]).map((citation) => toSourceName(citation.key))), SPACE, `${peak.id} › sources`),
  };
}

function personRow(person: Person, named: readonly Expedition[]): TableRow<'people'> {
  const keys = [...named.flatMap((e) => e.sources), ...personSourceCitations([person]).map((citation) => citation.key)];
  return {
    id: person.id,
    name: person.name,
    other_spellings: joinValues(person.variants.filter((variant) => !variant.slip).map((variant) => variant.name), SEMICOLON, `${person.id} › variants`),
    possibly_same_as: joinValues(person.possiblySameAs, SPACE, `${person.id} › possiblySameAs`),
    expeditions: named.length,
    sources: joinValues(unique(keys.map(toSourceName)), SPACE, `${person.id} › sources`),
  };
}

/** Every table's rows, computed from the records: expeditions in table order, peaks and people in the order the records first name them. */
export function buildTables(records: OpenDataRecords): Record<TableName, Row[]> {
  const { expeditions, peaks, people } = records;
  const peaksOf = new Map(expeditions.map((e) => [e.slug, recordPeaks(e).map((peak) => peak.id)]));
  const peopleOf = new Map(expeditions.map((e) => [e.slug, personIdsOf(e)]));
  return {
    expeditions: expeditions.map(expeditionRow),
    peaks: inOrderOfFirstVisit(peaks, expeditions, peakIdsOf).map((peak) => peakRow(peak, expeditions.filter((e) => peaksOf.get(e.slug)!.includes(peak.id)).length)),
    people: inOrderOfFirstNaming(people, expeditions).map((person) => personRow(person, expeditions.filter((e) => peopleOf.get(e.slug)!.includes(person.id)))),
    'expedition-peaks': expeditions.flatMap(expeditionPeakRows),
    'expedition-people': expeditions.flatMap(expeditionPeopleRows),
    claims: claimsOf(expeditions, publicationKindIn(baseRecords.sources)).map(claimRow),
  };
}
