/**
 * The part of Frictionless Table Schema (https://datapackage.org/standard/table-schema/) the open
 * data uses, as types: what `/data/datapackage.json` says about each table. The writer
 * (serialize.ts) and the checker (validate.ts) both read these, so a table and its schema cannot
 * drift apart unnoticed. A cell that holds several values (sources, ids, dates) is a `string`
 * whose `pattern` spells out the separated list: the published v2.0 profile has no `list` type yet,
 * and a descriptor should pass it.
 */

/** The field types the tables use. */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'date';

export interface FieldConstraints {
  required?: boolean;
  unique?: boolean;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  /** A regular expression the whole value must match. */
  pattern?: string;
}

export interface TableField {
  name: string;
  type: FieldType;
  description: string;
  /** `uri`: an absolute http(s) address. */
  format?: 'uri';
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
  /** Left out when the table refers to no other (the profile wants at least one when present). */
  foreignKeys?: readonly ForeignKey[];
}

/** One value of a table, as a reader gets it: missing is null. */
export type Cell = string | number | boolean | null;
export type Row = Readonly<Record<string, Cell>>;
