import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/content';
import { everyEdition } from '@/lib/edition';
import { hrefs, type RecordKind } from '@/lib/routes';
import { dataFiles, DATA_PACKAGE, recordFiles } from './dataPackage';
import { RECORDS_INDEX, recordKindNames } from './records';
import type { Row, TableSchema } from './tableSchema';
import { readCsv, readJson, readRecordFile } from './validate';

/**
 * Every record's own file, read back as a data consumer reads it, by the schemas of the published
 * datapackage.json (its CSV resources, one per table): the frame, each table's rows with their
 * constraints, the record's own row and the foreign keys within the file. Each row is the row the
 * published table holds, and the index lists every file.
 */
const files = dataFiles();
const published = (href: string) => files.find((file) => file.href === href)!.text;
type Resource = { name: string; path: string; format: 'csv' | 'json'; schema: TableSchema };
const descriptor = JSON.parse(published(hrefs.data(DATA_PACKAGE, 'json'))) as { resources: Resource[] };
const tableResources = descriptor.resources.filter((resource) => resource.format === 'csv');
const schemas = Object.fromEntries(tableResources.map((resource) => [resource.name, resource.schema]));
/** Each published table's rows as CSV gives them back, by table: what a record's rows must equal. */
const publishedRows = Object.fromEntries(tableResources.map((resource) => [resource.name, readCsv(resource.schema, published(`/data/${resource.path}`), resource.name).rows]));
const editions = everyEdition();
const byKind = Object.fromEntries(recordKindNames.map((kind) => [kind, recordFiles(kind, editions)])) as Record<RecordKind, ReturnType<typeof recordFiles>>;
const same = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

describe('the records’ own files', () => {
  it('validate against the published tables’ schemas, one file per row of each kind’s table, each naming itself', () => {
    const errors: string[] = [];
    for (const kind of recordKindNames) {
      const read = byKind[kind].map((file) => ({ file, ...readRecordFile(file.text, schemas, file.href) }));
      for (const { file, record, tables, errors: problems } of read) {
        errors.push(...problems);
        if (!record) continue;
        if (record.kind !== kind) errors.push(`${file.href}: kind is ${record.kind}`);
        if (record.data !== siteUrl(file.href)) errors.push(`${file.href}: data is ${record.data}`);
        if (siteUrl(hrefs.recordData(kind, record.id)) !== record.data) errors.push(`${file.href}: its address is not the one its id gives`);
        for (const lang of editions.map((ed) => ed.lang)) if (!record.pages[lang]) errors.push(`${file.href}: no page in ${lang}`);
        // Every row is the row the published table holds, unchanged.
        for (const table of tables) for (const row of table.rows) if (!publishedRows[table.name]!.some((candidate) => same(candidate, row))) errors.push(`${file.href} › ${table.name}: a row the table does not hold: ${JSON.stringify(row)}`);
      }
      const own = read[0]!.record!.table;
      expect(read.length, kind).toBe(publishedRows[own]!.length);
      expect(new Set(read.map((entry) => entry.record?.id)).size, kind).toBe(read.length);
    }
    expect(errors).toEqual([]);
  });

  it('hold what belongs to the record: an expedition’s members and summits, a peak’s expeditions, a person’s expeditions and summits', () => {
    const frame = (kind: RecordKind, id: string) => JSON.parse(byKind[kind].find((file) => file.href === hrefs.recordData(kind, id))!.text) as { tables: Record<string, Row[]>; names: Record<string, string> };
    const rows = publishedRows as Record<string, Row[]>;
    // Every expedition with members and peaks in the tables: its file holds exactly those rows.
    for (const expedition of rows.expeditions!) {
      const slug = String(expedition.slug);
      const file = frame('expedition', slug);
      expect(file.tables['expedition-people'] ?? [], slug).toEqual(rows['expedition-people']!.filter((row) => row.expedition === slug));
      expect(file.tables['expedition-peaks'] ?? [], slug).toEqual(rows['expedition-peaks']!.filter((row) => row.expedition === slug));
    }
    for (const peak of rows.peaks!) {
      const file = frame('peak', String(peak.id));
      expect(file.tables['expedition-peaks']!.length, String(peak.id)).toBe(peak.club_expeditions);
      expect(file.tables.expeditions!.map((row) => row.slug)).toEqual(file.tables['expedition-peaks']!.map((row) => row.expedition));
    }
    for (const person of rows.people!) {
      const file = frame('person', String(person.id));
      expect((file.tables['expedition-people'] ?? []).length, String(person.id)).toBe(person.expeditions);
      // A summit row for each peak their team rows name them on the summit of.
      const named = (file.tables['expedition-people'] ?? []).flatMap((row) => (typeof row.summit_peak_ids === 'string' ? row.summit_peak_ids.split(' ').map((peak) => `${row.expedition} ${peak}`) : []));
      expect((file.tables['expedition-peaks'] ?? []).map((row) => `${row.expedition} ${row.peak_id}`).sort(), String(person.id)).toEqual(named.sort());
    }
  });

  it('give the record’s name in every edition whose name differs, in its own script', () => {
    for (const file of byKind.peak) {
      const { names } = JSON.parse(file.text) as { names: Record<string, string> };
      const [base, ...others] = editions.map((ed) => ed.lang);
      expect(names[base!], file.href).toBeTruthy();
      for (const other of others) if (names[other]) expect(names[other], file.href).not.toBe(names[base!]);
    }
    const everest = JSON.parse(byKind.peak.find((file) => file.href === hrefs.recordData('peak', 'everest'))!.text) as { names: Record<string, string> };
    expect(Object.values(everest.names).some((name) => /\p{Script=Bengali}/u.test(name))).toBe(true);
  });

  it('are listed in /data/records.json, which the package describes', () => {
    const resource = descriptor.resources.find((candidate) => candidate.name === RECORDS_INDEX)!;
    expect(resource.path).toBe(`${RECORDS_INDEX}.json`);
    const read = readJson(resource.schema, published(hrefs.data(RECORDS_INDEX, 'json')), RECORDS_INDEX);
    expect(read.errors).toEqual([]);
    const listed = read.rows.map((row) => String(row.data));
    expect(listed).toEqual(recordKindNames.flatMap((kind) => byKind[kind].map((file) => siteUrl(file.href))));
  });

  it('refuses a file whose row breaks its table’s schema, names another record or points outside itself', () => {
    const file = byKind.expedition.find((candidate) => candidate.href === hrefs.recordData('expedition', 'Everest-2010'))!;
    const broken = JSON.parse(file.text) as { id: string; tables: Record<string, Record<string, unknown>[]>; extra?: string };
    broken.tables.expeditions![0]!.year = 'twenty ten';
    broken.tables['expedition-people']![0]!.expedition = 'Nun-1999';
    expect(readRecordFile(JSON.stringify(broken), schemas, 'x').errors).toEqual([
      'x › expeditions row 1 › year: "twenty ten" is not of type integer',
      'x › expeditions row 1 › year: is required',
      'x › expedition-people row 1 › expedition: ["Nun-1999"] is not in expeditions (slug)',
    ]);
    broken.id = 'Nun-1999';
    broken.extra = 'x';
    expect(readRecordFile(JSON.stringify(broken), schemas, 'x').errors).toEqual(['x › (file): Unrecognized key: "extra"']);
    delete broken.extra;
    expect(readRecordFile(JSON.stringify(broken), schemas, 'x').errors).toContain('x › tables.expeditions: the row\'s key is ["Everest-2010"], not the record\'s id "Nun-1999"');
  });
});
