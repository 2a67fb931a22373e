import { z } from 'zod';

/**
 * Thrown when a content file does not match its schema. The message names the file, the entry
 * and the field so that a maintainer can find the mistake without reading a stack trace.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly string[],
  ) {
    super(`Invalid content in ${file}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Formats a zod issue path as `entry 3 (Everest-2010) › summits[0].date`. */
function describePath(path: readonly PropertyKey[], data: unknown, entryLabel?: (entry: unknown) => string | undefined): string {
  if (path.length === 0) return '(root)';
  const [first, ...rest] = path;
  let head: string;
  if (typeof first === 'number' && Array.isArray(data)) {
    const label = entryLabel?.(data[first]);
    // A record of its own file is named by the file (`content/peaks/everest.en.yml`), an entry of a list by its place.
    head = label?.startsWith('content/') ? label : `entry ${first + 1}${label ? ` (${label})` : ''}`;
  } else {
    head = String(first);
  }
  const tail = rest
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
    .join('')
    .replace(/^\./, '');
  return tail ? `${head} › field ${tail}` : `${head}`;
}

/**
 * Validates `data` against `schema`, or throws a ContentError naming `file`, the entry and the
 * field of every problem. `entryLabel` turns an array entry into a human name (its slug, its id).
 */
export function parseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  entryLabel?: (entry: unknown) => string | undefined,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `${describePath(issue.path, data, entryLabel)}: ${issue.message}`,
  );
  throw new ContentError(file, issues);
}

/** A label for array entries that have a `slug`, `id` or `title` field. */
export function labelByKey(entry: unknown): string | undefined {
  if (entry && typeof entry === 'object') {
    const record = entry as Record<string, unknown>;
    for (const key of ['slug', 'id', 'title', 'name']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
  }
  return undefined;
}

/** Where a value is written in a content file: `entry 21 (Everest-2010)` and `summits[0].peak`. */
export interface RecordCitation {
  entry: string;
  field: string;
}

/** The label of the `index`-th entry (0-based) of a list, as build errors write it. */
export function entryLabel(index: number, key: string, listName?: string): string {
  return `${listName ? `${listName} ` : ''}entry ${index + 1} (${key})`;
}
