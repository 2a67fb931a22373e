import { stringify } from 'csv-stringify/sync';
import type { Cell, Row, TableField, TableSchema } from './tableSchema';

/**
 * A table as the bytes of its CSV and JSON files. Both are deterministic: the rows in their given
 * order, the columns (keys) in the schema's order, nothing dated. A value a reader could not get
 * back (an empty string, which CSV reads as missing) stops the build naming the table, the row and
 * the field.
 */

function assertWritable(table: string, index: number, field: TableField, value: Cell): void {
  if (value === '') throw new Error(`${table} row ${index + 1} › ${field.name}: an empty string; leave the value out (null) instead`);
}

/** One value as CSV text: missing is empty. */
function csvText(value: Cell): string {
  return value === null ? '' : String(value);
}

/** The rows as RFC 4180 CSV (UTF-8, CRLF line ends, a header row with the field names), quoted where needed. */
export function toCsv(table: string, schema: TableSchema, rows: readonly Row[]): string {
  const records = rows.map((row, index) =>
    schema.fields.map((field) => {
      const value = row[field.name] ?? null;
      assertWritable(table, index, field, value);
      return csvText(value);
    }),
  );
  return stringify([schema.fields.map((field) => field.name), ...records], { record_delimiter: 'windows' });
}

/** The rows as a JSON array of objects, keys in the schema's order, missing values as null. */
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
