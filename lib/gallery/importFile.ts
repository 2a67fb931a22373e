import { CsvError, parse, type Options } from 'csv-parse/sync';
import { TRANSLATED_FIELD_NAMES } from './itemText';

/**
 * Reads the files maintainers import with `npm run gallery -- import <file>`: a JSON array of
 * items (the format of content/gallery.json) or a CSV file with a header row. This only turns text
 * into records; validation is validateGalleryDocument's job, exactly as in the build.
 */

/** Columns (CSV) and keys (JSON) a gallery record may have; translations are titleBn, altBn (./itemText.ts). */
export const IMPORT_FIELDS: readonly string[] = ['id', 'title', 'img', 'alt', ...TRANSLATED_FIELD_NAMES, 'width', 'height', 'order', 'takenAt', 'expedition'];
const NUMERIC_FIELDS = new Set(['width', 'height', 'order']);

export interface ImportRecord {
  /** Where the record is, for messages: `line 4` (CSV) or `item 3` (JSON). */
  label: string;
  /** The document id, when the file gives one. */
  id: unknown;
  /** The document's fields, without the id. */
  fields: Record<string, unknown>;
}

export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** A CSV record and the line it starts on (a quoted value may span lines; messages name the first). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * Line numbers of byte offsets in a CSV file, counted the way an editor shows them: CRLF, LF and a
 * lone CR each end a line. Offsets must be asked for in increasing order (one pass over the file).
 */
function lineCounter(bytes: Uint8Array) {
  const isBreak = (byte: number | undefined) => byte === 0x0a || byte === 0x0d;
  // A BOM is not a character of the first line.
  let position = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  const step = () => {
    const byte = bytes[position++];
    // CR counts when it stands alone; in CRLF the LF counts.
    if (byte === 0x0a || (byte === 0x0d && bytes[position] !== 0x0a)) line++;
  };
  return {
    /** The line a record starting at `offset` is on: past the blank lines there, which csv-parse skips. */
    lineOfRecordAt(offset: number): number {
      while (position < offset) step();
      while (isBreak(bytes[position])) step();
      return line;
    },
  };
}

const CSV_OPTIONS: Options = {
  bom: true,
  // An array: csv-parse otherwise settles on the first line end it sees, and files edited on two
  // systems mix them.
  record_delimiter: ['\r\n', '\n', '\r'],
  skip_empty_lines: true,
  // Too many cells is this module's error (naming the header), too few are empty fields.
  relax_column_count: true,
};

/** csv-parse's error codes (some carry a CSV_ prefix, some not), as one clear sentence. */
function describeCsvError(error: CsvError, columnName: (index: number) => string): string {
  const column = typeof error.index === 'number' ? columnName(error.index) : 'a value';
  switch (error.code.replace(/^CSV_/, '')) {
    case 'QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed';
    case 'INVALID_OPENING_QUOTE':
      return `a stray " in ${column}; put the whole value in quotes and double each " inside it, as in "The ""Nun"" ridge"`;
    case 'INVALID_CLOSING_QUOTE':
      return `text after the closing quote in ${column}; double each " inside a quoted value, as in "The ""Nun"" ridge"`;
    default:
      return error.message.replace(/ at line \d+.*$/, '');
  }
}

/**
 * Splits CSV text (RFC 4180: quoted fields, "" for a quote, commas and line breaks inside quotes;
 * CRLF, LF or CR line ends, even mixed; a UTF-8 BOM; blank lines skipped) with csv-parse. Each row
 * keeps the line it starts on, and a malformed file is refused naming the line of the bad record.
 */
export function parseCsv(text: string): CsvRow[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines = lineCounter(bytes);
  const rows: CsvRow[] = [];
  // Where the next record starts (past the one before it); csv-parse's own line count is off
  // after a CRLF inside quotes, so lines are counted here from byte offsets.
  let start = 0;
  try {
    parse(bytes, {
      ...CSV_OPTIONS,
      on_record: (cells: string[], context) => {
        rows.push({ line: lines.lineOfRecordAt(start), cells });
        start = context.bytes;
        return cells;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const columnName = (index: number) => {
      const name = headerCells(bytes)?.[index]?.trim();
      return name ? `column ${index + 1} (${name})` : `column ${index + 1}`;
    };
    throw new ImportFileError(`line ${lines.lineOfRecordAt(start)}: ${describeCsvError(error, columnName)}`);
  }
  return rows;
}

/** The header row's cells, for naming a column in an error further down (undefined if it is itself broken). */
function headerCells(bytes: Buffer): string[] | undefined {
  try {
    return (parse(bytes, { ...CSV_OPTIONS, to: 1 }) as string[][])[0];
  } catch {
    return undefined;
  }
}

/** CSV cells are text; numeric columns become numbers when they read as one (else the schema says why). */
function csvValue(field: string, cell: string): unknown {
  const text = cell.trim();
  if (NUMERIC_FIELDS.has(field) && text !== '' && Number.isFinite(Number(text))) return Number(text);
  return cell;
}

function fieldNameOf(header: string): string | undefined {
  const normalised = header.trim().replace(/[\s_-]/g, '').toLowerCase();
  return IMPORT_FIELDS.find((field) => field.toLowerCase() === normalised);
}

export function recordsFromCsv(text: string): ImportRecord[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ImportFileError('the file is empty; it needs a header row such as: id,title,img,alt,width,height,order,takenAt');
  const columns = header.cells.map((name) => {
    const field = fieldNameOf(name);
    if (!field) throw new ImportFileError(`unknown column "${name.trim()}" in the header; known columns: ${IMPORT_FIELDS.join(', ')}`);
    return field;
  });
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated) throw new ImportFileError(`the header names the column "${repeated}" twice`);
  return rows.map(({ line, cells }) => {
    if (cells.length > columns.length) {
      throw new ImportFileError(`line ${line}: ${cells.length} cells but the header has ${columns.length} columns`);
    }
    const fields: Record<string, unknown> = {};
    let id: unknown;
    columns.forEach((column, index) => {
      const cell = cells[index] ?? '';
      if (cell.trim() === '') return; // an empty cell is an absent field
      if (column === 'id') id = cell.trim();
      else fields[column] = csvValue(column, cell);
    });
    return { label: `line ${line}`, id, fields };
  });
}

export function recordsFromJson(text: string): ImportRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new ImportFileError(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!Array.isArray(data)) throw new ImportFileError('the JSON must be an array of items like [{"title": "...", "img": "/gallery/photo.jpg"}]');
  return data.map((entry, index) => {
    const label = `item ${index + 1}`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new ImportFileError(`${label}: must be an object with title and img`);
    }
    const { id, ...fields } = entry as Record<string, unknown>;
    return { label, id, fields };
  });
}

/** Records from a file's text, by its extension (.csv or .json). */
export function recordsFromFile(fileName: string, text: string): ImportRecord[] {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return recordsFromCsv(text);
  if (lower.endsWith('.json')) return recordsFromJson(text);
  throw new ImportFileError(`"${fileName}" is neither a .csv nor a .json file`);
}
