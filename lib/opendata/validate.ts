import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Cell, FieldType, Row, TableField, TableSchema } from './tableSchema';

/**
 * A checker for the subset of Table Schema in tableSchema.ts: it reads a published CSV or JSON file
 * back as a data consumer would (by the schema, not by our own row objects), then checks types,
 * constraints, the primary key and the foreign keys between tables. Every problem is a line naming
 * the resource, the row and the field. Written by hand because no maintained JavaScript library
 * reads Table Schema v2; the rules are those of https://datapackage.org/standard/table-schema/.
 */

export interface ReadTable {
  rows: Row[];
  errors: string[];
}

const integerLexical = /^[+-]?\d+$/;
const numberLexical = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const trueValues = ['true', 'True', 'TRUE', '1'];
const falseValues = ['false', 'False', 'FALSE', '0'];

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** One lexical (CSV) value of a scalar type, or an error message. */
function castLexical(type: FieldType, text: string): { value: string | number | boolean } | { error: string } {
  switch (type) {
    case 'string':
      return { value: text };
    case 'integer':
      return integerLexical.test(text) ? { value: Number(text) } : { error: `"${text}" is not an integer` };
    case 'number':
      return numberLexical.test(text) ? { value: Number(text) } : { error: `"${text}" is not a number` };
    case 'date':
      return isCalendarDay(text) ? { value: text } : { error: `"${text}" is not a date written YYYY-MM-DD` };
    case 'boolean':
      if (trueValues.includes(text)) return { value: true };
      if (falseValues.includes(text)) return { value: false };
      return { error: `"${text}" is not true or false` };
  }
}

/** One CSV cell read by its field: missing (`''`) is null. */
function readCsvCell(field: TableField, text: string): { value: Cell } | { error: string } {
  if (text === '') return { value: null };
  return castLexical(field.type, text);
}

/** Whether a JSON value has a scalar type's physical form. */
function jsonTypeFits(type: FieldType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'date':
      return typeof value === 'string' && isCalendarDay(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/** One JSON value read by its field: null is missing. */
function readJsonCell(field: TableField, value: unknown): { value: Cell } | { error: string } {
  if (value === null) return { value: null };
  if (!jsonTypeFits(field.type, value)) return { error: `${JSON.stringify(value)} is not of type ${field.type}` };
  return { value: value as Cell };
}

/** Reads a CSV file by its schema: the header must name the fields in order (`fieldsMatch: exact`). */
export function readCsv(schema: TableSchema, text: string, resource: string): ReadTable {
  const errors: string[] = [];
  let records: string[][];
  try {
    records = parse(text, { bom: false, relax_column_count: false, skip_empty_lines: false });
  } catch (error) {
    return { rows: [], errors: [`${resource}: not readable as CSV: ${(error as Error).message}`] };
  }
  const [header = [], ...body] = records;
  const names = schema.fields.map((field) => field.name);
  if (header.join(',') !== names.join(',')) errors.push(`${resource}: the header is ${header.join(',')}; the schema's fields are ${names.join(',')}`);
  const rows = body.map((record, index) => {
    const row: Record<string, Cell> = {};
    schema.fields.forEach((field, column) => {
      const read = readCsvCell(field, record[column] ?? '');
      if ('error' in read) errors.push(`${resource} row ${index + 1} › ${field.name}: ${read.error}`);
      row[field.name] = 'value' in read ? read.value : null;
    });
    return row;
  });
  return { rows, errors };
}

/** Reads a JSON file by its schema: an array of objects, each with exactly the schema's fields. */
export function readJson(schema: TableSchema, text: string, resource: string): ReadTable {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { rows: [], errors: [`${resource}: not readable as JSON: ${(error as Error).message}`] };
  }
  if (!Array.isArray(data)) return { rows: [], errors: [`${resource}: not a JSON array of rows`] };
  const errors: string[] = [];
  const names = schema.fields.map((field) => field.name);
  const rows = data.map((item: unknown, index) => {
    const row: Record<string, Cell> = {};
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(`${resource} row ${index + 1}: not a JSON object`);
      return row;
    }
    const keys = Object.keys(item);
    if (keys.join(',') !== names.join(',')) errors.push(`${resource} row ${index + 1}: the keys are ${keys.join(',')}; the schema's fields are ${names.join(',')}`);
    for (const field of schema.fields) {
      const read = readJsonCell(field, (item as Record<string, unknown>)[field.name] ?? null);
      if ('error' in read) errors.push(`${resource} row ${index + 1} › ${field.name}: ${read.error}`);
      row[field.name] = 'value' in read ? read.value : null;
    }
    return row;
  });
  return { rows, errors };
}

/** The problems of one value against its field's constraints (and a `uri` format). */
function constraintErrors(field: TableField, value: Cell): string[] {
  const c = field.constraints ?? {};
  if (value === null) return c.required ? ['is required'] : [];
  const errors: string[] = [];
  if (typeof value === 'string') {
    if (c.enum && !c.enum.includes(value)) errors.push(`"${value}" is not one of ${c.enum.join(', ')}`);
    if (c.pattern && !new RegExp(`^(?:${c.pattern})$`, 'u').test(value)) errors.push(`"${value}" does not match ${c.pattern}`);
    if (field.format === 'uri' && !isHttpAddress(value)) errors.push(`"${value}" is not an http(s) address`);
  }
  if (typeof value === 'number') {
    if (c.minimum !== undefined && value < c.minimum) errors.push(`${value} is less than ${c.minimum}`);
    if (c.maximum !== undefined && value > c.maximum) errors.push(`${value} is more than ${c.maximum}`);
  }
  return errors;
}

const keyOf = (row: Row, fields: readonly string[]) => JSON.stringify(fields.map((name) => row[name] ?? null));

/** Checks rows against their schema's constraints and primary key. */
export function checkTable(schema: TableSchema, rows: readonly Row[], resource: string): string[] {
  const errors: string[] = [];
  rows.forEach((row, index) => {
    for (const field of schema.fields) {
      for (const problem of constraintErrors(field, row[field.name] ?? null)) errors.push(`${resource} row ${index + 1} › ${field.name}: ${problem}`);
    }
  });
  for (const field of schema.fields.filter((f) => f.constraints?.unique)) {
    const seen = new Map<string, number>();
    rows.forEach((row, index) => {
      const value = row[field.name] ?? null;
      if (value === null) return;
      const key = JSON.stringify(value);
      const first = seen.get(key);
      if (first !== undefined) errors.push(`${resource} row ${index + 1} › ${field.name}: ${key} repeats row ${first + 1} (unique)`);
      else seen.set(key, index);
    });
  }
  const seenKeys = new Map<string, number>();
  rows.forEach((row, index) => {
    const missing = schema.primaryKey.filter((name) => (row[name] ?? null) === null);
    if (missing.length > 0) errors.push(`${resource} row ${index + 1} › ${missing.join(', ')}: part of the primary key, so required`);
    const key = keyOf(row, schema.primaryKey);
    const first = seenKeys.get(key);
    if (first !== undefined) errors.push(`${resource} row ${index + 1}: primary key ${key} repeats row ${first + 1}`);
    else seenKeys.set(key, index);
  });
  return errors;
}

export interface CheckedTable {
  name: string;
  schema: TableSchema;
  rows: readonly Row[];
}

/** Checks every foreign key: each row's values (unless one is missing) name a row of the referenced table. */
export function checkForeignKeys(tables: readonly CheckedTable[]): string[] {
  const errors: string[] = [];
  for (const table of tables) {
    for (const foreignKey of table.schema.foreignKeys ?? []) {
      const target = tables.find((candidate) => candidate.name === foreignKey.reference.resource);
      if (!target) {
        errors.push(`${table.name}: a foreign key refers to "${foreignKey.reference.resource}", which is not a resource of the package`);
        continue;
      }
      const known = new Set(target.rows.map((row) => keyOf(row, foreignKey.reference.fields)));
      table.rows.forEach((row, index) => {
        if (foreignKey.fields.some((name) => (row[name] ?? null) === null)) return;
        const key = keyOf(row, foreignKey.fields);
        if (!known.has(key)) errors.push(`${table.name} row ${index + 1} › ${foreignKey.fields.join(', ')}: ${key} is not in ${target.name} (${foreignKey.reference.fields.join(', ')})`);
      });
    }
  }
  return errors;
}

/** The frame of a record's own file (`/data/<kind>/<id>.json`); its rows are read by their tables' schemas. */
const RecordFileSchema = z
  .object({
    kind: z.string().min(1),
    id: z.string().min(1),
    table: z.string().min(1),
    data: z.url(),
    names: z.record(z.string(), z.string().trim().min(1)),
    pages: z.record(z.string(), z.url()),
    described_by: z.url(),
    tables: z.record(z.string(), z.array(z.unknown())),
    sources: z.array(z.object({ title: z.string().trim().min(1), path: z.url().optional() }).strict()),
  })
  .strict();

export type RecordFile = z.output<typeof RecordFileSchema>;

export interface ReadRecord {
  record?: RecordFile;
  /** Its rows, read by their tables' schemas. */
  tables: CheckedTable[];
  errors: string[];
}

/**
 * Reads one record's file as a data consumer would: the frame, then each table's rows by that
 * table's schema (`schemas`, by table name, as the package's CSV resources give them) with its
 * constraints; the record's own table holds exactly its one row, whose primary key is the record's
 * id; and every foreign key into a table the file holds resolves within the file.
 */
export function readRecordFile(text: string, schemas: Readonly<Record<string, TableSchema>>, resource: string): ReadRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { tables: [], errors: [`${resource}: not readable as JSON: ${(error as Error).message}`] };
  }
  const frame = RecordFileSchema.safeParse(data);
  if (!frame.success) return { tables: [], errors: frame.error.issues.map((issue) => `${resource} › ${issue.path.join('.') || '(file)'}: ${issue.message}`) };
  const record = frame.data;
  const errors: string[] = [];
  const tables: CheckedTable[] = [];
  for (const [name, rows] of Object.entries(record.tables)) {
    const schema = schemas[name];
    if (!schema) {
      errors.push(`${resource} › tables.${name}: not a table of the package`);
      continue;
    }
    const read = readJson(schema, JSON.stringify(rows), `${resource} › ${name}`);
    errors.push(...read.errors, ...checkTable(schema, read.rows, `${resource} › ${name}`));
    tables.push({ name, schema, rows: read.rows });
  }
  const own = tables.find((table) => table.name === record.table);
  if (!own) errors.push(`${resource} › tables: has no ${record.table} table, the record's own`);
  else if (own.rows.length !== 1) errors.push(`${resource} › tables.${record.table}: holds ${own.rows.length} rows; the record's own table holds its one row`);
  else if (keyOf(own.rows[0]!, own.schema.primaryKey) !== JSON.stringify([record.id])) errors.push(`${resource} › tables.${record.table}: the row's key is ${keyOf(own.rows[0]!, own.schema.primaryKey)}, not the record's id "${record.id}"`);
  const held = new Set(tables.map((table) => table.name));
  const within = tables.map((table) => ({ ...table, schema: { ...table.schema, foreignKeys: table.schema.foreignKeys?.filter((key) => held.has(key.reference.resource)) } }));
  errors.push(...checkForeignKeys(within).map((problem) => `${resource} › ${problem}`));
  return { record, tables, errors };
}
