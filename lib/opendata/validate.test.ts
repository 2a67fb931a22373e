import { describe, expect, it } from 'vitest';
import { toCsv, toJson } from './serialize';
import type { Row, TableSchema } from './tableSchema';
import { checkForeignKeys, checkTable, readCsv, readJson } from './validate';

/** A small package of two tables, made here, to show the checker finds each kind of mistake. */
const peaksSchema: TableSchema = {
  fields: [
    { name: 'id', type: 'string', description: 'id', constraints: { required: true, pattern: '[a-z]+' } },
    { name: 'height_m', type: 'number', description: 'height', constraints: { minimum: 0, maximum: 8850 } },
    { name: 'kind', type: 'string', description: 'kind', constraints: { enum: ['peak', 'glacier'] } },
  ],
  missingValues: [''],
  primaryKey: ['id'],
  foreignKeys: [],
};

const visitsSchema: TableSchema = {
  fields: [
    { name: 'expedition', type: 'string', description: 'slug', constraints: { required: true } },
    { name: 'peak_id', type: 'string', description: 'peak', constraints: { required: true } },
    { name: 'year', type: 'integer', description: 'year', constraints: { required: true, minimum: 1986 } },
    { name: 'reached', type: 'boolean', description: 'reached' },
    { name: 'date', type: 'date', description: 'date' },
    { name: 'page', type: 'string', format: 'uri', description: 'page' },
    { name: 'names', type: 'string', description: 'names, separated by semicolons', constraints: { pattern: '([^;]+)(;([^;]+))*' } },
  ],
  missingValues: [''],
  primaryKey: ['expedition', 'peak_id'],
  foreignKeys: [{ fields: ['peak_id'], reference: { resource: 'peaks', fields: ['id'] } }],
};

const peaksCsv = 'id,height_m,kind\r\neverest,8848.86,peak\r\nseta,,glacier\r\n';
const visitsCsv = 'expedition,peak_id,year,reached,date,page,names\r\nEverest-2010,everest,2010,true,2010-05-17,https://example.org/Everest-2010/,"Sagarmatha;Peak XV, the survey\'s"\r\n';

describe('reading CSV and JSON by a Table Schema', () => {
  it('reads valid files to typed values, with missing values as null', () => {
    const peaks = readCsv(peaksSchema, peaksCsv, 'peaks');
    const visits = readCsv(visitsSchema, visitsCsv, 'visits');
    expect([...peaks.errors, ...visits.errors]).toEqual([]);
    expect(peaks.rows).toEqual([
      { id: 'everest', height_m: 8848.86, kind: 'peak' },
      { id: 'seta', height_m: null, kind: 'glacier' },
    ]);
    expect(visits.rows[0]).toMatchObject({ year: 2010, reached: true, date: '2010-05-17', names: "Sagarmatha;Peak XV, the survey's" });
    const tables = [
      { name: 'peaks', schema: peaksSchema, rows: peaks.rows },
      { name: 'visits', schema: visitsSchema, rows: visits.rows },
    ];
    expect([...checkTable(peaksSchema, peaks.rows, 'peaks'), ...checkTable(visitsSchema, visits.rows, 'visits'), ...checkForeignKeys(tables)]).toEqual([]);
  });

  it('names the row and field of every value that is not of its type', () => {
    const bad = 'expedition,peak_id,year,reached,date,page,names\r\nx,everest,20.5,maybe,2010-02-30,https://example.org/,a\r\n';
    expect(readCsv(visitsSchema, bad, 'visits').errors).toEqual([
      'visits row 1 › year: "20.5" is not an integer',
      'visits row 1 › reached: "maybe" is not true or false',
      'visits row 1 › date: "2010-02-30" is not a date written YYYY-MM-DD',
    ]);
  });

  it('refuses a header that is not the schema’s fields in order, and CSV it cannot parse', () => {
    expect(readCsv(peaksSchema, 'kind,id,height_m\r\npeak,everest,8848\r\n', 'peaks').errors[0]).toBe("peaks: the header is kind,id,height_m; the schema's fields are id,height_m,kind");
    expect(readCsv(peaksSchema, 'id,height_m,kind\r\n"everest,8848,peak\r\n', 'peaks').errors[0]).toMatch(/^peaks: not readable as CSV/);
  });

  it('reads JSON rows by the same schema: exact keys, native types', () => {
    const good = JSON.stringify([{ id: 'everest', height_m: 8848.86, kind: 'peak' }]);
    expect(readJson(peaksSchema, good, 'peaks-json')).toEqual({ rows: [{ id: 'everest', height_m: 8848.86, kind: 'peak' }], errors: [] });
    const bad = JSON.stringify([{ id: 'everest', height_m: '8848', kind: 'peak' }, { id: 'nun', kind: 'peak', height_m: null }, 'row']);
    expect(readJson(peaksSchema, bad, 'peaks-json').errors).toEqual([
      'peaks-json row 1 › height_m: "8848" is not of type number',
      "peaks-json row 2: the keys are id,kind,height_m; the schema's fields are id,height_m,kind",
      'peaks-json row 3: not a JSON object',
    ]);
    expect(readJson(peaksSchema, '{"id":"x"}', 'peaks-json').errors).toEqual(['peaks-json: not a JSON array of rows']);
  });
});

describe('checking constraints, keys and foreign keys', () => {
  it('finds a missing required value, a value outside its enum, range or pattern, and an address that is not one', () => {
    const rows: Row[] = [{ id: 'Everest', height_m: 9000, kind: 'mountain' }];
    expect(checkTable(peaksSchema, rows, 'peaks')).toEqual([
      'peaks row 1 › id: "Everest" does not match [a-z]+',
      'peaks row 1 › height_m: 9000 is more than 8850',
      'peaks row 1 › kind: "mountain" is not one of peak, glacier',
    ]);
    const visit: Row = { expedition: 'x', peak_id: 'everest', year: null, reached: null, date: null, page: 'www.example.org', names: 'a;;b' };
    expect(checkTable(visitsSchema, [visit], 'visits')).toEqual([
      'visits row 1 › year: is required',
      'visits row 1 › page: "www.example.org" is not an http(s) address',
      'visits row 1 › names: "a;;b" does not match ([^;]+)(;([^;]+))*',
    ]);
  });

  it('finds a repeated or missing primary key', () => {
    const rows: Row[] = [
      { id: 'nun', height_m: 7135, kind: 'peak' },
      { id: 'nun', height_m: 7135, kind: 'peak' },
      { id: null, height_m: null, kind: null },
    ];
    expect(checkTable(peaksSchema, rows, 'peaks')).toEqual([
      'peaks row 3 › id: is required',
      'peaks row 2: primary key ["nun"] repeats row 1',
      'peaks row 3 › id: part of the primary key, so required',
    ]);
  });

  it('finds a foreign key that names no row, and one that names no resource', () => {
    const peaks = { name: 'peaks', schema: peaksSchema, rows: [{ id: 'everest', height_m: null, kind: null }] };
    const visits = { name: 'visits', schema: visitsSchema, rows: [{ expedition: 'Nun-2015', peak_id: 'nun', year: 2015, reached: null, date: null, page: null, names: null }] };
    expect(checkForeignKeys([peaks, visits])).toEqual(['visits row 1 › peak_id: ["nun"] is not in peaks (id)']);
    expect(checkForeignKeys([visits])).toEqual(['visits: a foreign key refers to "peaks", which is not a resource of the package']);
  });
});

describe('writing CSV and JSON', () => {
  const rows: Row[] = [{ expedition: 'Nun-2015', peak_id: 'nun', year: 2015, reached: false, date: '2015-07-01', page: 'https://example.org/nun-2015/', names: '“Nun”, the "peak"\nনুন' }];

  it('writes what the reader reads back, quotes, commas, line breaks and Bengali included', () => {
    const csv = toCsv('visits', visitsSchema, rows);
    expect(csv.startsWith('expedition,peak_id,year,reached,date,page,names\r\n')).toBe(true);
    expect(readCsv(visitsSchema, csv, 'visits')).toEqual({ rows, errors: [] });
    expect(readJson(visitsSchema, toJson('visits', visitsSchema, rows), 'visits')).toEqual({ rows, errors: [] });
  });

  it('refuses a value a reader could not get back, naming the table, row and field', () => {
    expect(() => toCsv('visits', visitsSchema, [{ ...rows[0]!, page: '' }])).toThrow('visits row 1 › page: an empty string');
    expect(() => toJson('visits', visitsSchema, [{ ...rows[0]!, names: '' }])).toThrow('visits row 1 › names: an empty string');
  });
});
