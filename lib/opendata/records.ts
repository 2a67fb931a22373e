import { openDataWords } from '@/content/openData';
import { siteUrl } from '@/lib/content';
import { allExpeditions } from '@/lib/expeditions';
import type { Lang } from '@/lib/i18n/lang';
import { hrefs, type RecordKind } from '@/lib/routes';
import type { PeakEntry } from '@/lib/schema/peak';
import type { Person } from '@/lib/schema/person';
import type { Expedition } from '@/lib/schema/expedition';
import { tableDefinitions, type TableDefinition, type TableName } from './tables';
import type { Row, TableSchema } from './tableSchema';

/**
 * One file per record (`/data/expeditions/<slug>.json`, `/data/peaks/<id>.json`,
 * `/data/people/<id>.json`): the record's row as its table holds it, and the rows of the other
 * tables that belong to it, with the same fields and names, so a program that reads the tables
 * reads these too. Each file names its record's table, id, pages and name in every edition; the
 * index `/data/records.json` lists every file. A new kind (a summit, a claim) is one more entry of
 * `recordKinds` below, its folder in lib/routes.ts and a route file under app/data/.
 */

/** What a record file needs of an edition: its language, and the names it gives peaks, people and expeditions. */
export interface RecordEdition {
  lang: Lang;
  path(englishPath: string): string;
  peak(id: string): Pick<PeakEntry, 'name'>;
  person(id: string): Pick<Person, 'name'>;
  label: { peaks(e: Pick<Expedition, 'peak' | 'peaks'>): string };
}

type Tables = Readonly<Record<TableName, readonly Row[]>>;

interface RecordKindSpec {
  /** The table with one row per record of this kind; its primary key is the record's id. */
  table: TableName;
  /** The record's page (English path), by id. */
  page: (id: string) => string;
  /** The record's name in an edition: what its table's name column holds, in that language. */
  name: (ed: RecordEdition, id: string) => string;
  /** The rows of the other tables that belong to the record, by table. */
  related: (tables: Tables, id: string) => Partial<Record<TableName, readonly Row[]>>;
}

const expeditionBySlug = new Map(allExpeditions.map((e) => [e.slug, e]));
const rowsWhere = (rows: readonly Row[], field: string, value: string) => rows.filter((row) => row[field] === value);
/** The rows of `expeditions` named by the `expedition` field of `rows`, in table order. */
const expeditionsOf = (tables: Tables, rows: readonly Row[]) => {
  const slugs = new Set(rows.map((row) => row.expedition));
  return tables.expeditions.filter((row) => slugs.has(row.slug ?? null));
};

/** Every kind of record with a file of its own. */
const recordKinds: Record<RecordKind, RecordKindSpec> = {
  expedition: {
    table: 'expeditions',
    page: hrefs.report,
    name: (ed, slug) => ed.label.peaks(expeditionBySlug.get(slug)!),
    // Its peaks with their summits, and its members.
    related: (tables, slug) => ({
      'expedition-peaks': rowsWhere(tables['expedition-peaks'], 'expedition', slug),
      'expedition-people': rowsWhere(tables['expedition-people'], 'expedition', slug),
    }),
  },
  peak: {
    table: 'peaks',
    page: hrefs.peak,
    name: (ed, id) => ed.peak(id).name,
    // The club's expeditions to it: each one's row, and its row for this peak (summit reached, dates).
    related: (tables, id) => {
      const visits = rowsWhere(tables['expedition-peaks'], 'peak_id', id);
      return { expeditions: expeditionsOf(tables, visits), 'expedition-peaks': visits };
    },
  },
  person: {
    table: 'people',
    page: hrefs.person,
    name: (ed, id) => ed.person(id).name,
    // Their expeditions (their place on each team) and the summits the sources name them on.
    related: (tables, id) => {
      const teams = rowsWhere(tables['expedition-people'], 'person_id', id);
      const summits = tables['expedition-peaks'].filter((row) =>
        teams.some((team) => team.expedition === row.expedition && typeof team.summit_peak_ids === 'string' && team.summit_peak_ids.split(' ').includes(String(row.peak_id))),
      );
      return { expeditions: expeditionsOf(tables, teams), 'expedition-people': teams, 'expedition-peaks': summits };
    },
  },
};

export const recordKindNames = Object.keys(recordKinds) as RecordKind[];

/** One record's file, before its sources are added (dataPackage.ts cites them as the package does). */
export interface RecordData {
  kind: RecordKind;
  id: string;
  href: string;
  table: TableName;
  /** The record's name in each edition's language; another edition's only where it differs from the first's. */
  names: Partial<Record<Lang, string>>;
  /** The record's page in each edition. */
  pages: Partial<Record<Lang, string>>;
  /** Its own row first, then the related rows, in the package's order of the tables. */
  tables: Partial<Record<TableName, readonly Row[]>>;
}

const keyOf = (definition: TableDefinition) => definition.schema.primaryKey[0]!;

/** The ids of one kind's records, in the order of their table's rows. */
function idsOf(kind: RecordKind, tables: Tables): string[] {
  const spec = recordKinds[kind];
  const key = keyOf(tableDefinitions.find((candidate) => candidate.name === spec.table)!);
  return tables[spec.table].map((row) => String(row[key]));
}

/** The records of one kind, in the order of their table's rows, from the tables and the site's editions (the first is the base language's). */
export function recordsOf(kind: RecordKind, tables: Tables, editions: readonly RecordEdition[]): RecordData[] {
  const spec = recordKinds[kind];
  const key = keyOf(tableDefinitions.find((candidate) => candidate.name === spec.table)!);
  return idsOf(kind, tables).map((id) => {
    const row = tables[spec.table].find((candidate) => String(candidate[key]) === id)!;
    const related = spec.related(tables, id);
    const inEditions = editions.map((ed) => ({ lang: ed.lang, name: spec.name(ed, id), page: siteUrl(ed.path(spec.page(id))) }));
    const baseName = inEditions[0]?.name;
    const ordered = [
      [spec.table, [row]] as const,
      ...tableDefinitions.flatMap((table) => (table.name !== spec.table && related[table.name] ? [[table.name, related[table.name]!] as const] : [])),
    ];
    return {
      kind,
      id,
      href: hrefs.recordData(kind, id),
      table: spec.table,
      names: Object.fromEntries(inEditions.filter((entry, i) => i === 0 || entry.name !== baseName).map((entry) => [entry.lang, entry.name])),
      pages: Object.fromEntries(inEditions.map((entry) => [entry.lang, entry.page])),
      tables: Object.fromEntries(ordered),
    };
  });
}

/** The index's name in the folder: `/data/records.json`. */
export const RECORDS_INDEX = 'records';

/** The index of the record files as a table of its own (JSON only): one row per record, in the order of the kinds. */
export const recordsIndexDefinition: { name: string; title: string; description: string; schema: TableSchema } = (() => {
  const w = openDataWords.records;
  const uri = { type: 'string', format: 'uri', constraints: { required: true } } as const;
  return {
    name: RECORDS_INDEX,
    title: w.title,
    description: w.description,
    schema: {
      fields: [
        { name: 'kind', description: w.fields.kind, type: 'string', constraints: { required: true, enum: recordKindNames } },
        { name: 'id', description: w.fields.id, type: 'string', constraints: { required: true } },
        { name: 'table', description: w.fields.table, type: 'string', constraints: { required: true, enum: [...new Set(recordKindNames.map((kind) => recordKinds[kind].table))] } },
        { name: 'data', description: w.fields.data, ...uri, constraints: { required: true, unique: true } },
        { name: 'page', description: w.fields.page, ...uri },
      ],
      missingValues: [''],
      primaryKey: ['kind', 'id'],
    },
  };
})();

/** The index's rows: each record's kind, id, table, file and English page, kind by kind. */
export function recordsIndexRows(tables: Tables): Row[] {
  return recordKindNames.flatMap((kind) =>
    idsOf(kind, tables).map((id) => ({ kind, id, table: recordKinds[kind].table, data: siteUrl(hrefs.recordData(kind, id)), page: siteUrl(recordKinds[kind].page(id)) })),
  );
}
