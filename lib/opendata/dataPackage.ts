import { openDataWords } from '@/content/openData';
import { peaks } from '@/lib/peaks';
import { people } from '@/lib/people';
import { baseRecords, club, siteUrl } from '@/lib/content';
import { allExpeditions } from '@/lib/expeditions';
import { fileNameOf, hrefs, routes, type RecordKind } from '@/lib/routes';
import { ORIGINAL_SITE_KEY } from '@/lib/schema/source';
import { toCsv, toJson } from './serialize';
import { RECORDS_INDEX, recordKindNames, recordsIndexDefinition, recordsIndexRows, recordsOf, type RecordEdition } from './records';
import { buildTables, toSourceName } from './tableRows';
import { tableDefinitions, type TableDefinition, type TableName } from './tables';
import type { Row, TableSchema } from './tableSchema';

/**
 * The open data as files: each table as CSV and as JSON, and `datapackage.json`, the Frictionless
 * Data Package (https://datapackage.org/standard/data-package/) that describes them with their
 * Table Schemas. English only. No licence is given, because the club has published none: the
 * description says so and asks users to cite the data.
 */

/** Each table is published in both. */
export const dataFormats = ['csv', 'json'] as const;
export type DataFormat = (typeof dataFormats)[number];

export const formats: Record<DataFormat, { mediatype: string; contentType: string }> = {
  csv: { mediatype: 'text/csv', contentType: 'text/csv; charset=utf-8' },
  json: { mediatype: 'application/json', contentType: 'application/json; charset=utf-8' },
};

/** The descriptor's own name in the folder (`/data/datapackage.json`), as the standard requires. */
export const DATA_PACKAGE = 'datapackage';

/** One file of the open data, with its address and bytes. */
export interface DataFile {
  href: string;
  format: DataFormat;
  contentType: string;
  text: string;
}

/** The resource holding a table's rows in one format: the CSV under the table's name, the JSON under `<name>-json`. */
export function resourceName(table: TableName, format: DataFormat): string {
  return format === 'csv' ? table : `${table}-json`;
}

/** A table's schema as the resource of one format gives it: foreign keys point at the resources of the same format. */
function schemaFor(schema: TableSchema, format: DataFormat): TableSchema {
  if (!schema.foreignKeys) return schema;
  return {
    ...schema,
    foreignKeys: schema.foreignKeys.map((key) => ({ ...key, reference: { ...key.reference, resource: resourceName(key.reference.resource as TableName, format) } })),
  };
}

function resource(definition: TableDefinition, format: DataFormat) {
  const w = openDataWords.package;
  return {
    name: resourceName(definition.name, format),
    type: 'table',
    path: fileNameOf(hrefs.data(definition.name, format)),
    format,
    mediatype: formats[format].mediatype,
    encoding: 'utf-8',
    title: format === 'csv' ? definition.title : w.jsonTitle(definition.title),
    description: format === 'csv' ? definition.description : w.jsonDescription(definition.description),
    schema: schemaFor(definition.schema, format),
  };
}

/**
 * The sources a row cites, as its cells hold them: a `sources` cell holds several, separated by a
 * space (the tables' separator for addresses, which never contain one), a `*_source` cell one. A
 * cell of any other shape stops the build, so the list can never again miss what the rows cite.
 */
export function sourcesOfRow(row: Row): string[] {
  return Object.entries(row).flatMap(([field, value]) => {
    if (field !== 'sources' && !field.endsWith('_source')) return [];
    if (value === null) return [];
    if (typeof value !== 'string') throw new Error(`open data: the ${field} cell holds ${JSON.stringify(value)}, not addresses separated by spaces`);
    return field === 'sources' ? value.split(' ') : [value];
  });
}

/** The publication of every source the rows cite, in the order of the source registry. */
function citedSources(tables: Partial<Record<TableName, readonly Row[]>>): { title: string; path?: string }[] {
  const cited = new Set(Object.values(tables).flatMap((rows) => rows.flatMap(sourcesOfRow)));
  return baseRecords.sources
    .filter((source) => cited.has(toSourceName(source.url)))
    .map((source) => (source.url === ORIGINAL_SITE_KEY ? { title: openDataWords.package.originalWebsite } : { title: source.publication, path: source.url }));
}

/** The first and last year of the expeditions the data holds. */
export function dataYears(): [number, number] {
  const years = allExpeditions.map((e) => e.year);
  return [Math.min(...years), Math.max(...years)];
}

/** How to cite the data (English; the reader adds the day they downloaded it). */
export function dataCitation(): string {
  const w = openDataWords.package;
  return w.citation(w.title(club.name), club.name, siteUrl(hrefs.data(DATA_PACKAGE, 'json')));
}

/** The Data Package descriptor, as an object. */
export function dataPackageDescriptor(tables: Record<TableName, Row[]>) {
  const w = openDataWords.package;
  return {
    $schema: 'https://datapackage.org/profiles/2.0/datapackage.json',
    name: 'mak-expedition-records',
    title: w.title(club.name),
    description: [w.summary(club.name, ...dataYears()), ...w.details, dataCitation()].join('\n\n'),
    homepage: siteUrl(routes.records),
    keywords: [...w.keywords],
    contributors: [{ title: club.name, path: siteUrl('/'), roles: ['creator'] }],
    sources: citedSources(tables),
    resources: [
      ...tableDefinitions.flatMap((definition) => dataFormats.map((format) => resource(definition, format))),
      {
        name: RECORDS_INDEX,
        type: 'table',
        path: fileNameOf(hrefs.data(RECORDS_INDEX, 'json')),
        format: 'json',
        mediatype: formats.json.mediatype,
        encoding: 'utf-8',
        title: recordsIndexDefinition.title,
        description: recordsIndexDefinition.description,
        schema: recordsIndexDefinition.schema,
      },
    ],
  };
}

let tablesBuilt: Record<TableName, Row[]> | undefined;

/** Every table's rows, computed once per build from the records. */
function openDataTables(): Record<TableName, Row[]> {
  tablesBuilt ??= buildTables({ expeditions: allExpeditions, peaks, people });
  return tablesBuilt;
}

const file = (href: string, format: DataFormat, text: string): DataFile => ({ href, format, contentType: formats[format].contentType, text });

let built: readonly DataFile[] | undefined;

/** Every file of the open data, computed once per build from the records: the tables, the index of the records' files, then the descriptor. */
export function dataFiles(): readonly DataFile[] {
  if (built) return built;
  const tables = openDataTables();
  built = [
    ...tableDefinitions.flatMap((definition) => [
      file(hrefs.data(definition.name, 'csv'), 'csv', toCsv(definition.name, definition.schema, tables[definition.name])),
      file(hrefs.data(definition.name, 'json'), 'json', toJson(definition.name, definition.schema, tables[definition.name])),
    ]),
    file(hrefs.data(RECORDS_INDEX, 'json'), 'json', toJson(RECORDS_INDEX, recordsIndexDefinition.schema, recordsIndexRows(tables))),
    file(hrefs.data(DATA_PACKAGE, 'json'), 'json', `${JSON.stringify(dataPackageDescriptor(tables), null, 2)}\n`),
  ];
  return built;
}

/**
 * The files of one kind of record (`/data/expeditions/<slug>.json`, …), each the record's rows
 * (records.ts) with the publications of the sources they cite, as the package lists them. The
 * editions give the record's name and pages in each language; the first is the base language's.
 */
/** The address of one record's file of each kind (the first of its table), to show the pattern of the addresses. */
export function recordFileExamples(): { kind: RecordKind; href: string }[] {
  const rows = recordsIndexRows(openDataTables());
  return recordKindNames.map((kind) => ({ kind, href: hrefs.recordData(kind, String(rows.find((row) => row.kind === kind)!.id)) }));
}

const recordFilesBuilt = new Map<string, readonly DataFile[]>();

export function recordFiles(kind: RecordKind, editions: readonly RecordEdition[]): readonly DataFile[] {
  // Each route handler asks once per file: built once per kind and set of editions.
  const key = [kind, ...editions.map((ed) => ed.lang)].join(' ');
  const done = recordFilesBuilt.get(key);
  if (done) return done;
  const files = recordsOf(kind, openDataTables(), editions).map((record) => {
    const { kind, id, table, href, names, pages, tables } = record;
    const body = { kind, id, table, data: siteUrl(href), names, pages, described_by: siteUrl(hrefs.data(DATA_PACKAGE, 'json')), tables, sources: citedSources(tables) };
    return file(href, 'json', `${JSON.stringify(body, null, 2)}\n`);
  });
  recordFilesBuilt.set(key, files);
  return files;
}
