import { openDataWords, ORIGINAL_WEBSITE, type OpenDataTableName } from '@/content/openData';
import { type ClaimStatus } from '@/lib/claims';
import { type ResultCategory } from '@/lib/expeditions';
import { expeditionRegions, expeditionResults, memberRoles, type EvidenceLevel } from '@/lib/schema/expedition';
import { summitDocuments, summitPoints } from '@/lib/schema/expeditionVocabulary';
import { identifierPatterns, MAX_HEIGHT_FT, MAX_HEIGHT_M, peakKinds } from '@/lib/schema/peak';
import type { Cell, TableField, TableSchema } from './tableSchema';

/**
 * The open data's tables (English only): expeditions, peaks and people, and the two tables that
 * join them (which peaks each expedition went to; who was on each team, in which role). Every row
 * is computed at build time from the same records the pages show, and carries the addresses of its
 * sources. Ids are the site's stable ones: an expedition's slug (its page's address), a peak's and
 * a person's registry id.
 */

/** What each evidence level of a record is called in the data (the records' own names are internal). */
export const evidenceNames: Record<EvidenceLevel, string> = {
  'public-source': 'public-sources',
  'spec-only': 'original-website',
  'spec-list-only': 'original-website-table-row',
};

const outcomes: readonly ResultCategory[] = ['climbed', 'partial', 'unsuccessful', 'unknown'];

/** What each standing of a summit claim (lib/claims) is called in the data. */
export const standingNames: Record<ClaimStatus, string> = {
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
export const SPACE = ' ';
export const SEMICOLON = ';';
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
