/**
 * The part of Frictionless Table Schema (https://datapackage.org/standard/table-schema/) the open
 * data uses, as types: what `/data/datapackage.json` says about each table. The writer
 * (serialize.ts) and the checker (validate.ts) both read these, so a table and its schema cannot
 * drift apart unnoticed.
 */

/** The field types the tables use. `list` holds several values in one cell, separated by `delimiter`. */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'list';

/** The types a list's items may have here. */
export type ListItemType = 'string' | 'integer' | 'number' | 'date';

export interface FieldConstraints {
  required?: boolean;
  unique?: boolean;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  /** A regular expression the whole value (each item, for a list) must match. */
  pattern?: string;
}

export interface TableField {
  name: string;
  type: FieldType;
  description: string;
  /** `uri`: an absolute http(s) address (on a string, or on each item of a list of strings). */
  format?: 'uri';
  itemType?: ListItemType;
  delimiter?: string;
  constraints?: FieldConstraints;
}

export interface ForeignKey {
  fields: readonly string[];
  reference: { resource: string; fields: readonly string[] };
}

export interface TableSchema {
  fields: readonly TableField[];
  /** Empty CSV cells are missing values (JSON writes them as null). */
  missingValues: readonly [''];
  primaryKey: readonly string[];
  foreignKeys: readonly ForeignKey[];
}

/** One value of a table, as a reader gets it: missing is null, a list is an array. */
export type Cell = string | number | boolean | readonly (string | number)[] | null;
export type Row = Readonly<Record<string, Cell>>;

/** A field's list items' type: `string` unless the schema says otherwise. */
export function itemTypeOf(field: TableField): ListItemType {
  return field.itemType ?? 'string';
}

/** The text between a list's items: `,` unless the schema says otherwise (the Table Schema default). */
export function delimiterOf(field: TableField): string {
  return field.delimiter ?? ',';
}
