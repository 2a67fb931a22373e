import { openDataWords, ORIGINAL_WEBSITE, type OpenDataTableName } from '@/content/openData';
import { claimsOf, publicationKindIn, type ClaimStatus, type SummitClaim } from '@/lib/claims';
import { inOrderOfFirstVisit, peakIdsOf, peakSourceCitations } from '@/lib/peaks';
import { inOrderOfFirstNaming, personIdsOf, personSourceCitations } from '@/lib/people';
import { baseRecords, siteUrl } from '@/lib/content';
import { englishLabels, resultCategory, type ResultCategory } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import { expeditionRegions, expeditionResults, memberRoles, type EvidenceLevel, type Expedition } from '@/lib/schema/expedition';
import { summitDocuments, summitPoints } from '@/lib/schema/expeditionVocabulary';
import { identifierPatterns, MAX_HEIGHT_FT, MAX_HEIGHT_M, peakKinds, type PeakEntry } from '@/lib/schema/peak';
import type { Person } from '@/lib/schema/person';
import { ORIGINAL_SITE_KEY } from '@/lib/schema/source';
import type { Cell, Row, TableField, TableSchema } from './tableSchema';

/**
 * The open data's tables (English only): expeditions, peaks and people, and the two tables that
 * join them (which peaks each expedition went to; who was on each team, in which role). Every row
 * is computed at build time from the same records the pages show, and carries the addresses of its
 * sources. Ids are the site's stable ones: an expedition's slug (its page's address), a peak's and
 * a person's registry id.
 */

/** What each evidence level of a record is called in the data (the records' own names are internal). */
const evidenceNames: Record<EvidenceLevel, string> = {
  'public-source': 'public-sources',
  'spec-only': 'original-website',
  'spec-list-only': 'original-website-table-row',
};

const outcomes: readonly ResultCategory[] = ['climbed', 'partial', 'unsuccessful', 'unknown'];

/** What each standing of a summit claim (lib/claims) is called in the data. */
const standingNames: Record<ClaimStatus, string> = {
  disputed: 'disputed',
  authority: 'listed-by-an-authority',
  independent: 'reported-by-independent-sources',
  club: 'reported-by-the-club',
  unknown: 'not-known',
};
const claimEvidenceKinds = ['press-report', 'journal-report', 'authority-list', ...summitDocuments];

/** The name of each table: its files are `/data/<name>.csv` and `/data/<name>.json`. */
export type TableName = OpenDataTableName;
export const tableNames = Object.keys(openDataWords.tables) as TableName[];

type FieldName<T extends TableName> = keyof (typeof openDataWords.tables)[T]['fields'] & string;
/** A field's type and constraints; its name and description come from content/openData.ts. */
type FieldSpec = Omit<TableField, 'name' | 'description'>;
/** One row of a table: a value (or null) for every field. */
export type TableRow<T extends TableName> = Record<FieldName<T>, Cell>;

export interface TableDefinition {
  name: TableName;
  title: string;
  description: string;
  schema: TableSchema;
}

const idPattern = '[a-z0-9]+(-[a-z0-9]+)*';
const slugPattern = '[A-Za-z0-9]+(-[A-Za-z0-9]+)*';
const sourcePattern = `https?://\\S+|${ORIGINAL_WEBSITE}`;
const datePattern = '\\d{4}-\\d{2}-\\d{2}';

/** How several values share one cell: sources, ids and dates by a space (none holds one), names by a semicolon. */
const SPACE = ' ';
const SEMICOLON = ';';
/** The pattern of a cell holding one or more values of `item`, separated by `separator`. */
const listOf = (item: string, separator: string) => `(${item})(${separator}(${item}))*`;

const required = { required: true } as const;
const sources: FieldSpec = { type: 'string', constraints: { pattern: listOf(sourcePattern, SPACE) } };
const expeditionKey: FieldSpec = { type: 'string', constraints: { required: true, pattern: slugPattern } };
const registryKey: FieldSpec = { type: 'string', constraints: { required: true, pattern: idPattern } };
const heightM: FieldSpec = { type: 'number', constraints: { minimum: 0, maximum: MAX_HEIGHT_M } };
const heightFt: FieldSpec = { type: 'integer', constraints: { minimum: 0, maximum: MAX_HEIGHT_FT } };
/** One source: an address, or the original website's token. */
const source: FieldSpec = { type: 'string', constraints: { pattern: sourcePattern } };
const text: FieldSpec = { type: 'string' };
const names: FieldSpec = { type: 'string', constraints: { pattern: listOf('[^;]+', SEMICOLON) } };
const ids: FieldSpec = { type: 'string', constraints: { pattern: listOf(idPattern, SPACE) } };

/**
 * A table's definition: the fields in the order of `specs` (which must name every field
 * content/openData.ts describes, and no other), each with its description.
 */
function table<T extends TableName>(name: T, specs: { [K in FieldName<T>]: FieldSpec }, keys: Pick<TableSchema, 'primaryKey' | 'foreignKeys'>): TableDefinition {
  const words = openDataWords.tables[name];
  const described = words.fields as Record<FieldName<T>, string>;
  const fields = (Object.keys(specs) as FieldName<T>[]).map((field) => ({ name: field, description: described[field], ...specs[field] }));
  const foreignKeys = keys.foreignKeys?.length ? { foreignKeys: keys.foreignKeys } : {};
  return { name, title: words.title, description: words.description, schema: { fields, missingValues: [''], primaryKey: keys.primaryKey, ...foreignKeys } };
}

const byExpedition = { fields: ['expedition'], reference: { resource: 'expeditions', fields: ['slug'] } } as const;

/** Each table with its title, description and schema, in the order the package lists them. */
export const tableDefinitions: readonly TableDefinition[] = [
  table(
    'expeditions',
    {
      slug: { ...expeditionKey, constraints: { ...expeditionKey.constraints, unique: true } },
      serial: { type: 'integer', constraints: { required: true, unique: true, minimum: 1 } },
      year: { type: 'integer', constraints: { required: true, minimum: 1986 } },
      month: { type: 'integer', constraints: { minimum: 1, maximum: 12 } },
      peak: { type: 'string', constraints: required },
      region: { type: 'string', constraints: { enum: expeditionRegions } },
      area: text,
      result: { type: 'string', constraints: { enum: expeditionResults } },
      outcome: { type: 'string', constraints: { required: true, enum: outcomes } },
      evidence: { type: 'string', constraints: { required: true, enum: Object.values(evidenceNames) } },
      legacy_slugs: { type: 'string', constraints: { pattern: listOf(slugPattern, SPACE) } },
      page: { type: 'string', format: 'uri', constraints: required },
      summary_pdf: { type: 'string', format: 'uri', constraints: required },
      sources,
    },
    { primaryKey: ['slug'] },
  ),
  table(
    'peaks',
    {
      id: { ...registryKey, constraints: { ...registryKey.constraints, unique: true } },
      kind: { type: 'string', constraints: { required: true, enum: peakKinds } },
      name: { type: 'string', constraints: required },
      other_names: names,
      height_m: heightM,
      height_ft: heightFt,
      height_source: source,
      range: text,
      region: text,
      state: text,
      country: text,
      location_source: source,
      latitude: { type: 'number', constraints: { minimum: -90, maximum: 90 } },
      longitude: { type: 'number', constraints: { minimum: -180, maximum: 180 } },
      coordinates_source: source,
      wikidata_id: { type: 'string', constraints: { pattern: identifierPatterns.wikidata } },
      wikidata_source: source,
      himalayan_database_id: { type: 'string', constraints: { pattern: identifierPatterns.himalayanDatabase } },
      himalayan_database_source: source,
      peakbagger_id: { type: 'string', constraints: { pattern: identifierPatterns.peakbagger } },
      peakbagger_source: source,
      club_expeditions: { type: 'integer', constraints: { required: true, minimum: 1 } },
      sources,
    },
    { primaryKey: ['id'] },
  ),
  table(
    'people',
    {
      id: { ...registryKey, constraints: { ...registryKey.constraints, unique: true } },
      name: { type: 'string', constraints: required },
      other_spellings: names,
      possibly_same_as: ids,
      expeditions: { type: 'integer', constraints: { required: true, minimum: 0 } },
      sources,
    },
    { primaryKey: ['id'] },
  ),
  table(
    'expedition-peaks',
    {
      expedition: expeditionKey,
      peak_id: registryKey,
      name_in_record: { type: 'string', constraints: required },
      height_m: heightM,
      height_ft: heightFt,
      summit_reached: { type: 'boolean' },
      summit_dates: { type: 'string', constraints: { pattern: listOf(datePattern, SPACE) } },
      sources,
    },
    { primaryKey: ['expedition', 'peak_id'], foreignKeys: [byExpedition, { fields: ['peak_id'], reference: { resource: 'peaks', fields: ['id'] } }] },
  ),
  table(
    'expedition-people',
    {
      expedition: expeditionKey,
      person_id: registryKey,
      role: { type: 'string', constraints: { enum: memberRoles } },
      team: text,
      summit_peak_ids: ids,
      sources,
    },
    { primaryKey: ['expedition', 'person_id'], foreignKeys: [byExpedition, { fields: ['person_id'], reference: { resource: 'people', fields: ['id'] } }] },
  ),
  table(
    'claims',
    {
      id: { type: 'string', constraints: { required: true, unique: true, pattern: `${slugPattern}/${idPattern}(/${idPattern})?` } },
      expedition: expeditionKey,
      peak_id: registryKey,
      person_id: { type: 'string', constraints: { pattern: idPattern } },
      date: { type: 'date' },
      standing: { type: 'string', constraints: { required: true, enum: Object.values(standingNames) } },
      evidence: { type: 'string', constraints: { pattern: listOf(claimEvidenceKinds.join('|'), SPACE) } },
      summit_point: { type: 'string', constraints: { enum: summitPoints } },
      disputes: names,
      sources,
    },
    {
      primaryKey: ['id'],
      foreignKeys: [
        byExpedition,
        { fields: ['expedition', 'peak_id'], reference: { resource: 'expedition-peaks', fields: ['expedition', 'peak_id'] } },
        { fields: ['person_id'], reference: { resource: 'people', fields: ['id'] } },
      ],
    },
  ),
];

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
