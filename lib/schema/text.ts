import { z } from 'zod';
import type { GlossarySection } from './glossary';

/**
 * Which fields of a record a visitor reads as words. A record's English file holds the facts and
 * the English words (`content/expeditions/Everest-2010.en.yml`, `content/club.yml › en`, or
 * `content/<file>.ts` for the records still written in TypeScript); each other language has its
 * words beside it (`Everest-2010.<lang>.yml`, `content/club.yml › <lang>`, `content/<file>.<lang>.ts`),
 * holding only the fields marked here, keyed like the English entries. Everything not marked is a
 * fact (a number, date, address, flag, path, slug), written once, in the English file.
 *
 * The marks drive both the overlay's type (`Overlay<typeof Schema>`: a fact in an overlay is a type
 * error) and the build's check (lib/content/overlay.ts: a fact, a missing or extra text, a sentence
 * left in English stop the build, naming file, entry and field).
 */
export type TextRole =
  | {
      kind: 'text';
      /** A work's own title (a publication): a place named inside it keeps the title's own form. */
      title?: boolean;
      /** The rule a translation must pass (besides being in its language's script). */
      translated: z.ZodType<string>;
    }
  /**
   * A name every language takes from content/glossary.ts: never written in an overlay. `joinedBy`:
   * the field joins several names (`Thelu & Koteswar`); each is looked up, and the language's own
   * word for "and" joins them.
   */
  | { kind: 'name'; section: GlossarySection; joinedBy?: string };

/**
 * The marks, by schema; read by lib/content/overlay.ts through `textRoleOf`. Kept on `globalThis`,
 * so a tool that loads this module twice (tsx running an ES module script over CommonJS files)
 * still sees one set of marks.
 */
const registryKey = Symbol.for('mak.content.textRoles');
const holder = globalThis as typeof globalThis & { [registryKey]?: WeakMap<z.ZodType, TextRole> };
const textRoles: WeakMap<z.ZodType, TextRole> = (holder[registryKey] ??= new WeakMap());

/** The mark of a schema: words, a glossary name, or none (a fact). */
export function textRoleOf(schema: z.ZodType): TextRole | undefined {
  return textRoles.get(schema);
}

/** The parts of a schema a walk over records reads: its kind, an object's fields, a list's entry, an optional's inner schema. */
export interface SchemaParts {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

export function schemaParts(schema: z.ZodType): SchemaParts {
  return (schema as unknown as { def: SchemaParts }).def;
}

function mark<S extends z.ZodType>(schema: S, role: TextRole): S {
  // A copy, so a schema shared with a fact field is never marked by accident.
  const copy = schema.clone();
  textRoles.set(copy, role);
  return copy;
}

declare const textMark: unique symbol;
declare const mayBeEmptyMark: unique symbol;
declare const nameMark: unique symbol;
/** A string schema marked as words (type-level twin of the `text` role). */
export type Text<S> = S & { readonly [textMark]: true };
/** Words that may be empty in English (a decorative picture's alt): an overlay gives them only when there are some. */
export type TextMayBeEmpty<S> = Text<S> & { readonly [mayBeEmptyMark]: true };
/** A string schema marked as a glossary name (type-level twin of the `name` role). */
export type Name<S> = S & { readonly [nameMark]: true };

const nonEmpty = z.string().trim().min(1, { message: 'must not be empty' });

/**
 * Words a visitor reads, translated in each overlay. `schema` is the rule for the English words
 * (default: not empty) and, unless `englishRuleOnly` (a rule of the English edition alone, such as
 * the PDF font), for their translations too. `title`: a work's own title, where a place inside it
 * keeps the title's form. `mayBeEmpty`: an empty English text (a decorative picture's alt) has
 * nothing to translate, so the overlay leaves it out. Put `text(...)` last: a check chained after
 * it makes an unmarked schema.
 */
export function text(): Text<z.ZodString>;
export function text<S extends z.ZodType<string>>(schema: S, options: { mayBeEmpty: true }): TextMayBeEmpty<S>;
export function text<S extends z.ZodType<string>>(schema: S, options?: { title?: boolean; englishRuleOnly?: boolean }): Text<S>;
export function text(schema: z.ZodType<string> = nonEmpty, options: { title?: boolean; englishRuleOnly?: boolean; mayBeEmpty?: boolean } = {}): unknown {
  return mark(schema, { kind: 'text', title: options.title, translated: options.englishRuleOnly ? nonEmpty : schema });
}

/**
 * A person's, peak's or place's name: every language spells it as content/glossary.ts does.
 * `joinedBy`: the field may join several names with this separator (`Thelu & Koteswar`).
 */
export function name(section: GlossarySection, schema: z.ZodType<string> = nonEmpty, options: { joinedBy?: string } = {}): Name<z.ZodString> {
  return mark(schema, { kind: 'name', section, ...(options.joinedBy ? { joinedBy: options.joinedBy } : {}) }) as Name<z.ZodString>;
}

/**
 * The fields of a list entry that may key it in an overlay, in order of preference: the first one
 * the entry's schema has (an expedition's team is keyed by each member's `person` id). A list of records with none (the notes of one peak, which nothing names)
 * is translated in the English order, one for one, like a list of texts.
 */
export const entryKeys = ['id', 'slug', 'url', 'network', 'person'] as const;
type EntryKey = (typeof entryKeys)[number];

/** Whether a schema holds something of the given role inside (cached: schemas are immutable). */
const holds = { text: new WeakMap<z.ZodType, boolean>(), name: new WeakMap<z.ZodType, boolean>() };
export function holdsRole(schema: z.ZodType, kind: TextRole['kind']): boolean {
  const cached = holds[kind].get(schema);
  if (cached !== undefined) return cached;
  const role = textRoleOf(schema);
  const def = schemaParts(schema);
  const inner = [def.innerType, def.element, ...Object.values(def.shape ?? {})].filter((part): part is z.ZodType => part !== undefined);
  const found = role ? role.kind === kind : inner.some((part) => holdsRole(part, kind));
  holds[kind].set(schema, found);
  return found;
}

/** The field that keys the entries of a list of records in a translation (see `entryKeys`), if the entry has one. */
export function listKeyOf(entry: z.ZodType): EntryKey | undefined {
  const shape = schemaParts(entry).shape;
  return shape ? entryKeys.find((key) => key in shape && !holdsRole(shape[key]!, 'text')) : undefined;
}

/** A stable key for an entry of a list (lower-case words joined by hyphens): `office`, `secretary`. */
export const entryIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case letters and digits joined by hyphens' });

/**
 * The type of a language's overlay for a record schema: only the text fields, in the same nesting;
 * a list goes in the English order, one entry for one, and an entry of a list of records with a key
 * (see `entryKeys`) names the key of the English entry it translates. A field with a default is translated like
 * an optional one. Facts and glossary names have no place in it.
 */
export type Overlay<S> = S extends { readonly [textMark]: true }
  ? string
  : S extends { readonly [nameMark]: true }
    ? never
    : S extends z.ZodOptional<infer Inner>
      ? Overlay<Inner>
      : S extends z.ZodDefault<infer Inner>
        ? Overlay<Inner>
      : S extends z.ZodArray<infer Entry>
        ? ListOverlay<Entry>
        : S extends z.ZodObject<infer Shape>
          ? ObjectOverlay<Shape>
          : never;

/**
 * A language's words of a folder of records (`content/<folder>/<key>.<lang>.yml`), by each record's
 * key (its file's name): the words of one record in each.
 */
export type FolderOverlay<Entry> = { readonly [key: string]: Overlay<Entry> };

type ListOverlay<Entry> = [Overlay<Entry>] extends [never]
  ? never
  : Entry extends z.ZodObject<infer Shape>
    ? [Extract<keyof Shape, EntryKey>] extends [never]
      ? readonly Overlay<Entry>[]
      : readonly (Overlay<Entry> & { readonly [K in Extract<keyof Shape, EntryKey>]?: string })[]
    : readonly Overlay<Entry>[];

/** The keys of a shape that hold text somewhere inside. */
type TextKeys<Shape> = { [K in keyof Shape]-?: [Overlay<Shape[K]>] extends [never] ? never : K }[keyof Shape];
/** Keys an overlay may leave out: optional fields and fields with a default, texts that may be empty, lists of records (the English list may be empty). */
type LooseKeys<Shape> = {
  [K in keyof Shape]-?: Shape[K] extends z.ZodOptional<z.ZodType> | z.ZodDefault<z.ZodType> | { readonly [mayBeEmptyMark]: true }
    ? K
    : Shape[K] extends z.ZodArray<infer Entry>
      ? Entry extends z.ZodObject
        ? K
        : never
      : never;
}[keyof Shape];

type ObjectOverlay<Shape> = [TextKeys<Shape>] extends [never]
  ? never
  : { readonly [K in Exclude<TextKeys<Shape>, LooseKeys<Shape>>]: Overlay<Shape[K]> } & {
      readonly [K in Extract<TextKeys<Shape>, LooseKeys<Shape>>]?: Overlay<Shape[K]>;
    };
