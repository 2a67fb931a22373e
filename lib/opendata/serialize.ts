import { stringify } from 'csv-stringify/sync';
import { delimiterOf, type Cell, type Row, type TableField, type TableSchema } from './tableSchema';

/**
 * A table as the bytes of its CSV and JSON files. Both are deterministic: the rows in their given
 * order, the columns (keys) in the schema's order, nothing dated. A value a reader could not get
 * back (an empty string, which CSV reads as missing; a list item holding its delimiter) stops the
 * build naming the table, the row and the field.
 */

function assertWritable(table: string, index: number, field: TableField, value: Cell): void {
  const where = `${table} row ${index + 1} › ${field.name}`;
  if (Array.isArray(value) && value.length === 0) throw new Error(`${where}: an empty list; leave the value out (null) instead`);
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) {
    if (item === '') throw new Error(`${where}: an empty string; leave the value out (null) instead`);
    if (Array.isArray(value) && typeof item === 'string' && item.includes(delimiterOf(field))) {
      throw new Error(`${where}: the list item "${item}" holds the delimiter "${delimiterOf(field)}"`);
    }
  }
}

/** One value as CSV text: missing is empty, a list its items joined by the delimiter. */
function csvText(field: TableField, value: Cell): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(delimiterOf(field));
  return String(value);
}

/** The rows as RFC 4180 CSV (UTF-8, CRLF line ends, a header row with the field names), quoted where needed. */
export function toCsv(table: string, schema: TableSchema, rows: readonly Row[]): string {
  const records = rows.map((row, index) =>
    schema.fields.map((field) => {
      const value = row[field.name] ?? null;
      assertWritable(table, index, field, value);
      return csvText(field, value);
    }),
  );
  return stringify([schema.fields.map((field) => field.name), ...records], { record_delimiter: 'windows' });
}

/** The rows as a JSON array of objects, keys in the schema's order, missing values as null, lists as arrays. */
export function toJson(table: string, schema: TableSchema, rows: readonly Row[]): string {
  const objects = rows.map((row, index) =>
    Object.fromEntries(
      schema.fields.map((field) => {
        const value = row[field.name] ?? null;
        assertWritable(table, index, field, value);
        return [field.name, value];
      }),
    ),
  );
  return `${JSON.stringify(objects, null, 2)}\n`;
}
