/**
 * Reads the files maintainers import with `npm run gallery -- import <file>`: a JSON array of
 * items (the format of content/gallery.json) or a CSV file with a header row. This only turns text
 * into records; validation is validateGalleryDocument's job, exactly as in the build.
 */

/** Columns (CSV) and keys (JSON) a gallery record may have. */
export const IMPORT_FIELDS = ['id', 'title', 'img', 'alt', 'width', 'height', 'order', 'takenAt'] as const;
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

/** Splits CSV text (RFC 4180: quoted fields, "" for a quote, commas and newlines inside quotes). */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    cells.push(cell);
    // A row with one empty cell is a blank line.
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new ImportFileError(`line ${rowLine}: a quoted field is never closed`);
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
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
