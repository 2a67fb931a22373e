import type { z } from 'zod';
import { isCalendarDate } from '@/lib/schema/calendarDate';
import { referenceOf, type ReferenceKind } from '@/lib/schema/reference';
import { holdsRole, listKeyOf, schemaParts, textRoleOf } from '@/lib/schema/text';

/**
 * The club's editor (Decap CMS, /admin/) shows each record's fields as the zod schema defines them:
 * this walk turns a schema into Decap's field list, so a field added to a schema appears in the
 * editor with no second list to keep. What the schema knows becomes what the editor enforces:
 * required fields, numbers in range, patterns, dates, choices, and records picked from their
 * registry (lib/schema/reference.ts); words (`text()`) are the fields a translation fills in.
 */

/** One field of Decap's configuration (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  i18n?: true | 'duplicate';
  [option: string]: unknown;
}

/** A field's label and its help line, in the language of the editor's interface. */
export interface FieldWords {
  label: string;
  hint?: string;
}

/** The words the walk needs: each field's label and help, each choice's label, the message of the script check. */
export interface FieldVocabulary {
  /** By field name, or `<collection>/<path>` (`expeditions/members/note`) where a name means something else there. */
  fields: Readonly<Record<string, FieldWords>>;
  /** The labels of a field's choices, by field name (or `<collection>/<path>`), then value. */
  choices: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** How a field that names another record offers the choice: the registry's collection, the value it stores, what the list shows and searches. */
export const relationTargets: Readonly<Record<ReferenceKind, { valueField: string; displayFields: string[]; searchFields: string[] }>> = {
  people: { valueField: 'id', displayFields: ['name'], searchFields: ['name', 'id'] },
  peaks: { valueField: 'id', displayFields: ['name'], searchFields: ['name', 'tableLabel', 'id'] },
  sources: { valueField: 'url', displayFields: ['publication', 'description'], searchFields: ['publication', 'description', 'url'] },
  courses: { valueField: 'slug', displayFields: ['name'], searchFields: ['name', 'slug'] },
  expeditions: { valueField: 'slug', displayFields: ['slug'], searchFields: ['slug', 'year'] },
};

/** Words a visitor reads in full paragraphs: a box of several lines rather than one. */
const paragraphFields = new Set(['narrative', 'description', 'note', 'text', 'settled', 'firstAscentNote', 'failureReason', 'caption']);

interface Unwrapped {
  schema: z.ZodType;
  optional: boolean;
}

/** The schema inside optional/default wrappers, and whether a record may leave the field out. */
function unwrap(schema: z.ZodType): Unwrapped {
  let optional = false;
  let inner = schema;
  for (;;) {
    const def = schemaParts(inner);
    if (def.type !== 'optional' && def.type !== 'default' && def.type !== 'nullable') return { schema: inner, optional };
    optional = true;
    inner = def.innerType!;
  }
}

interface ZodCheck {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; fn?: unknown; minimum?: number; maximum?: number; error?: (issue: unknown) => unknown } };
}
const checksOf = (schema: z.ZodType) => ((schemaParts(schema) as { checks?: ZodCheck[] }).checks ?? []).map((check) => check._zod.def);

/** The message a check gives when it fails, as the schema wrote it. */
function messageOf(check: ZodCheck['_zod']['def']): string | undefined {
  const result = check.error?.({ code: 'invalid_format', input: '' });
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string') return result.message;
  return undefined;
}

/** Decap's placeholder for a field's value in a summary line (a template, not words). */
const decapTemplate = (fieldName: string) => ['{{fields.', fieldName, '}}'].join('');

/** Whether a field, or one inside it, starts with a value of its own. */
const hasDefault = (fields: readonly DecapField[]): boolean =>
  fields.some((field) => 'default' in field || (Array.isArray(field.fields) && hasDefault(field.fields as DecapField[])));

/** A walk over one collection's schema, naming its fields in the editor's words. */
export class DecapFieldWalk {
  private readonly used = new Set<string>();

  constructor(
    private readonly collection: string,
    private readonly vocabulary: FieldVocabulary,
  ) {}

  /** The fields of a record (an object schema), in the schema's order. */
  record(schema: z.ZodType): DecapField[] {
    const shape = schemaParts(unwrap(schema).schema).shape;
    if (!shape) throw new Error(`lib/editor/fields.ts: the ${this.collection} schema is not an object`);
    return Object.entries(shape).map(([name, field]) => this.field(name, field, [name], {}));
  }

  /** The word keys this walk read (a test checks every key of the words is read by some collection). */
  wordsUsed(): ReadonlySet<string> {
    return this.used;
  }

  private words(path: readonly string[]): FieldWords {
    const tried = [`${this.collection}/${path.join('/')}`, ...path.map((_, i) => path.slice(i).join('/'))];
    for (const key of tried) {
      const found = this.vocabulary.fields[key];
      if (found) {
        this.used.add(key);
        return found;
      }
    }
    throw new Error(`The editor has no label for ${this.collection} › ${path.join(' › ')}: add "${path.at(-1)}" (or "${tried[0]}") to content/<lang>/editorFields.ts`);
  }

  private choices(path: readonly string[], values: readonly string[]): { label: string; value: string }[] {
    const tried = [`${this.collection}/${path.join('/')}`, ...path.map((_, i) => path.slice(i).join('/'))];
    const key = tried.find((candidate) => this.vocabulary.choices[candidate]);
    if (key) this.used.add(`choices:${key}`);
    const labels = key ? this.vocabulary.choices[key]! : {};
    return values.map((value) => ({ label: labels[value] ?? value, value }));
  }

  /**
   * `insideOptional`: the field belongs to an optional group (a peak's location). Decap checks a
   * group's required fields even when the whole group is left empty, so inside one nothing is
   * required in the editor; the build still refuses a group filled in part, naming the field.
   */
  private field(name: string, schema: z.ZodType, path: readonly string[], context: { anchor?: boolean; insideOptional?: boolean }): DecapField {
    const { schema: inner, optional } = unwrap(schema);
    const { label, hint } = this.words(path);
    const base: DecapField = { name, label, widget: 'string', ...(hint ? { hint } : {}), ...(optional || context.insideOptional ? { required: false as const } : {}) };
    const i18n = holdsRole(inner, 'text') ? { i18n: true as const } : context.anchor ? { i18n: 'duplicate' as const } : {};
    return { ...base, ...this.widget(inner, path, optional || context.insideOptional === true), ...i18n };
  }

  private widget(schema: z.ZodType, path: readonly string[], optional = false): Omit<DecapField, 'name' | 'label'> {
    const role = textRoleOf(schema);
    const name = path.at(-1)!;
    if (role?.kind === 'text') return { widget: paragraphFields.has(name) ? 'words-paragraph' : 'words' };
    // A glossary name (a place of the club's address): written once in English, spelled in each language by content/glossary.ts.
    if (role?.kind === 'name') return { widget: 'string' };
    const target = referenceOf(schema);
    if (target) return this.relation(target, false);
    const def = schemaParts(schema) as ReturnType<typeof schemaParts> & { entries?: Record<string, string>; values?: unknown[] };
    switch (def.type) {
      case 'enum':
        return { widget: 'select', options: this.choices(path, Object.values(def.entries!)) };
      case 'literal':
        // A flag that is either set or left out (`approximate: true`).
        if (def.values?.length === 1 && def.values[0] === true) return { widget: 'boolean' };
        break;
      case 'boolean':
        // A yes-or-no every record states (inOriginalTable): off until switched on, so a new record can be saved.
        return { widget: 'boolean', ...(optional ? {} : { default: false }) };
      case 'number':
        return this.number(schema);
      case 'string':
        return this.string(schema);
      case 'array':
        return this.list(def.element!, schema, path);
      case 'object':
        return {
          widget: 'object',
          collapsed: false,
          fields: Object.entries(def.shape!).map(([key, field]) => this.field(key, field, [...path, key], { insideOptional: optional })),
        };
    }
    throw new Error(`lib/editor/fields.ts cannot show a "${def.type}" field (${this.collection} › ${path.join(' › ')})`);
  }

  private relation(kind: ReferenceKind, multiple: boolean): Omit<DecapField, 'name' | 'label'> {
    const target = relationTargets[kind];
    return {
      widget: 'relation',
      collection: kind,
      value_field: target.valueField,
      display_fields: target.displayFields,
      search_fields: target.searchFields,
      options_length: 200,
      ...(multiple ? { multiple: true } : {}),
    };
  }

  private number(schema: z.ZodType): Omit<DecapField, 'name' | 'label'> {
    const bounds = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
    const finite = (value: number | null) => value !== null && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER;
    return {
      widget: 'number',
      value_type: bounds.isInt ? 'int' : 'float',
      ...(finite(bounds.minValue) ? { min: bounds.minValue } : {}),
      ...(finite(bounds.maxValue) ? { max: bounds.maxValue } : {}),
      ...(bounds.isInt ? {} : { step: 0.01 }),
    };
  }

  private string(schema: z.ZodType): Omit<DecapField, 'name' | 'label'> {
    const checks = checksOf(schema);
    // A calendar day: a date picker that writes YYYY-MM-DD, in no time zone.
    if (checks.some((check) => check.fn === isCalendarDate)) {
      return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
    }
    const regex = checks.find((check) => check.format === 'regex' && check.pattern);
    if (regex) return { widget: 'string', pattern: [regex.pattern!.source, messageOf(regex) ?? `must match ${regex.pattern!.source}`] };
    const format = checks.find((check) => check.format === 'email' || check.format === 'url');
    if (format?.format === 'email') return { widget: 'string', pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', messageOf(format) ?? 'must be an e-mail address'] };
    if (format?.format === 'url') return { widget: 'string', pattern: ['^https://\\S+$', messageOf(format) ?? 'must be an https:// address'] };
    return { widget: 'string' };
  }

  private list(element: z.ZodType, schema: z.ZodType, path: readonly string[]): Omit<DecapField, 'name' | 'label'> {
    const { schema: entry } = unwrap(element);
    const lengths = checksOf(schema);
    const min = lengths.find((check) => check.check === 'min_length')?.minimum;
    const max = lengths.find((check) => check.check === 'max_length')?.maximum;
    const bounds = { ...(min ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    const target = referenceOf(entry);
    if (target) return { ...this.relation(target, true), ...bounds };
    const shape = schemaParts(entry).shape;
    if (!shape) {
      // A list of single values (paragraphs, sponsors, old addresses): one box per item.
      const item = this.widget(entry, path);
      return { widget: 'list', ...bounds, field: { name: path.at(-1)!, label: this.words([...path, path.at(-1)!]).label, ...item } };
    }
    // A record's own list of records with words: its translation follows the English list (editor/recordList.tsx),
    // each entry keeping the key of the English entry it translates (a member's person), shown beside its words.
    const translated = holdsRole(entry, 'text');
    const key = translated ? listKeyOf(entry) : undefined;
    if (key && path.length > 1) throw new Error(`lib/editor/fields.ts: ${this.collection} › ${path.join(' › ')} is a list with keys inside another field; the editor keeps only a record's own lists in step with the English`);
    const fields = Object.entries(shape).map(([name, field]) => this.field(name, field, [...path, name], { anchor: name === key }));
    // Decap starts a new record with one entry in every list whose fields have a default (a
    // switch that is off) unless the list itself starts empty.
    const startEmpty = hasDefault(fields) ? { default: [] } : {};
    const summaryField = fields.find((field) => field.widget === 'relation' || field.widget === 'words') ?? fields[0]!;
    return {
      // Decap's own list (its drafts and checks know lists by that name), which editor/recordList.tsx
      // wraps: marked, a translation's copy follows the English one.
      widget: 'list',
      ...(translated && path.length === 1 ? { in_step_with_english: true } : {}),
      ...(key ? { translation_key: key } : {}),
      collapsed: true,
      summary: decapTemplate(summaryField.name),
      ...startEmpty,
      ...bounds,
      fields,
    };
  }
}
