/**
 * What the editor does to a record before it saves it, on plain data (unit-tested here; the editor
 * applies the result to Decap's own data, editor/main.tsx and editor/recordList.tsx):
 * - `emptyFieldPaths`: boxes left empty (a cleared text, an unset date, a switched-off flag, an
 *   empty list) are left out of the file rather than written as "" or false, as the records are
 *   written by hand;
 * - `alignedTranslation`: a translation's list of records follows the English list, each entry
 *   keeping the key of the English entry it translates.
 */

/** The part of a Decap field's configuration these rules read. */
export interface FieldShape {
  name: string;
  widget: string;
  required?: boolean;
  fields?: readonly FieldShape[];
  field?: FieldShape;
}

type Path = (string | number)[];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a field's value says nothing, once its own empty parts are left out. */
function isEmpty(value: unknown, field: FieldShape): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (field.widget === 'boolean') return value === false;
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value) && field.fields) return field.fields.every((inner) => isEmpty(value[inner.name], inner));
  return false;
}

/**
 * The paths of the optional fields of `data` that say nothing, deepest first (so each can be
 * removed in turn). A required field is kept even when empty: the editor's own check, or the
 * build's, names it.
 */
export function emptyFieldPaths(data: Record<string, unknown>, fields: readonly FieldShape[], at: Path = []): Path[] {
  const paths: Path[] = [];
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined) continue;
    const path = [...at, field.name];
    if (isEmpty(value, field)) {
      if (field.required === false || value === null) paths.push(path);
      continue;
    }
    if (isObject(value) && field.fields) paths.push(...emptyFieldPaths(value, field.fields, path));
    if (Array.isArray(value) && field.fields) {
      value.forEach((item, index) => {
        if (isObject(item)) paths.push(...emptyFieldPaths(item, field.fields!, [...path, index]));
      });
    }
  }
  return paths.sort((a, b) => b.length - a.length);
}

/**
 * A translation's list of records in step with the English one, or `undefined` when it already is.
 * With a key (`person`), each English entry gets the translated entry with the same key, or a new
 * one holding only the key; translations of entries the English no longer has are dropped. Without
 * a key, entries can only be matched by place: missing ones are added empty at the end, and none
 * is dropped (which one the English lost cannot be known; the build names the count that is off).
 */
export function alignedTranslation<Item>(
  english: readonly Item[],
  translated: readonly Item[],
  key: string | undefined,
  access: { keyOf: (item: Item, key: string) => unknown; make: (key?: string, value?: unknown) => Item },
): Item[] | undefined {
  if (!key) {
    if (translated.length >= english.length) return undefined;
    return [...translated, ...english.slice(translated.length).map(() => access.make())];
  }
  const aligned = english.map((entry) => {
    const value = access.keyOf(entry, key);
    return translated.find((item) => access.keyOf(item, key) === value) ?? access.make(key, value);
  });
  const same = aligned.length === translated.length && aligned.every((item, index) => item === translated[index]);
  return same ? undefined : aligned;
}

/** A words field of a translation that is not written in the translation's script, by its labels. */
export interface ScriptProblem {
  labels: string[];
}

/**
 * The words of a translation (`translated`) written with no letter of its script (`letter`): a
 * Bengali name typed in Latin letters. Empty words are not problems here (a translation may be
 * saved unfinished; the build names what is missing).
 */
export function wordsNotInScript(translated: unknown, fields: readonly (FieldShape & { label?: string })[], letter: RegExp, labels: string[] = []): ScriptProblem[] {
  if (!isObject(translated)) return [];
  const problems: ScriptProblem[] = [];
  const check = (value: unknown, field: FieldShape & { label?: string }, at: string[]) => {
    if (typeof value === 'string') {
      if ((field.widget === 'words' || field.widget === 'words-paragraph') && value.trim() !== '' && !letter.test(value)) problems.push({ labels: at });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const place = [...at.slice(0, -1), `${at.at(-1)} ${index + 1}`];
        if (field.field) check(item, field.field, place);
        else if (field.fields) problems.push(...wordsNotInScript(item, field.fields, letter, place));
      });
    } else if (field.fields) {
      problems.push(...wordsNotInScript(value, field.fields, letter, at));
    }
  };
  for (const field of fields) check(translated[field.name], field, [...labels, field.label ?? field.name]);
  return problems;
}
