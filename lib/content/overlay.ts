import type { z } from 'zod';
import type { Format } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/lang';
import { scriptCharacter } from '@/lib/i18n/script';
import type { RecordFile } from '@/lib/schema/overlays';
import { entryKeys, schemaParts, textRoleOf, type TextRole } from '@/lib/schema/text';
import { ContentError } from './parse';
import { translationProblems, type TranslationLanguage } from './twin';

/** Where an overlay is applied: its file, the English file it translates, and its language (locale, names, and its word joining two names). */
export interface OverlayWhere extends TranslationLanguage {
  file: string;
  englishFile: string;
  /** How the language joins two names where the English joins them with a sign (`Thelu & Koteswar` → `থেলু ও কোটেশ্বর`). */
  and: string;
}

/**
 * The language records are built in: its code (which names its overlay files,
 * `content/<file>.<lang>.ts`), its locale (path prefix, the checks' script, full stop and digits),
 * its names (content/glossary.ts), its course ordinals and its word joining two names.
 */
export interface RecordLanguage extends TranslationLanguage {
  lang: Lang;
  format: Pick<Format, 'ordinal'>;
  and: string;
}

/**
 * One record file (`content/<file>.ts`) in another language: the English records with the words of
 * its overlay (`content/<file>.<lang>.ts`). Every record kind goes through here, so the rules of a
 * translation are written once.
 */
export function translatedRecords<T>(file: RecordFile, schema: z.ZodType, english: T, overlay: unknown, language: RecordLanguage): T {
  const { locale, names, and, lang } = language;
  return applyOverlay(schema, english, overlay, { locale, names, and, file: `content/${file}.${lang}.ts`, englishFile: `content/${file}.ts` });
}

/**
 * One record file in another language: the English record (facts and English words, already
 * validated) with the overlay's words in place of the English ones, and every glossary name in that
 * language. Which fields are words is read from the English schema (`text()` and `name()` in
 * lib/schema/text.ts), so one walk serves every record file.
 *
 * Every problem is collected and thrown together as one ContentError naming the overlay file, the
 * entry and the field: a text the English has and the overlay lacks, a key the English lacks, a
 * fact (anything not marked as words), a sentence or a word left in English, a glossary name
 * spelled otherwise, or a number written differently.
 */
export function applyOverlay<T>(
  schema: z.ZodType,
  english: T,
  overlay: unknown,
  where: OverlayWhere,
): T {
  const problems: string[] = [];
  const walk = new OverlayWalk(where, problems);
  const merged = walk.merge(schema, english, overlay, []);
  if (problems.length > 0) throw new ContentError(where.file, problems);
  return merged as T;
}

const defOf = schemaParts;
const roleOf = textRoleOf;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a schema holds something of the given role inside (cached: schemas are immutable). */
const holds = { text: new WeakMap<z.ZodType, boolean>(), name: new WeakMap<z.ZodType, boolean>() };
function contains(schema: z.ZodType, kind: TextRole['kind']): boolean {
  const cached = holds[kind].get(schema);
  if (cached !== undefined) return cached;
  const role = roleOf(schema);
  const def = defOf(schema);
  const inner = [def.innerType, def.element, ...Object.values(def.shape ?? {})].filter((part): part is z.ZodType => part !== undefined);
  const found = role ? role.kind === kind : inner.some((part) => contains(part, kind));
  holds[kind].set(schema, found);
  return found;
}

/** The field that keys the entries of a list of records in an overlay (see `entryKeys`). */
function keyFieldOf(entry: z.ZodType): string | undefined {
  const shape = defOf(entry).shape;
  return shape ? entryKeys.find((key) => key in shape && !contains(shape[key]!, 'text')) : undefined;
}

const quote = (text: string) => JSON.stringify(text.length > 70 ? `${text.slice(0, 69)}…` : text);
const show = (value: unknown) => (typeof value === 'string' ? quote(value) : JSON.stringify(value));

class OverlayWalk {
  constructor(
    private readonly where: OverlayWhere,
    private readonly problems: string[],
  ) {}

  private report(path: readonly string[], problem: string): void {
    this.problems.push(`${path.length > 0 ? path.join(' › ') : '(root)'}: ${problem}`);
  }

  merge(schema: z.ZodType, english: unknown, overlay: unknown, path: readonly string[]): unknown {
    const role = roleOf(schema);
    if (role?.kind === 'text') return this.text(role, english, overlay, path);
    if (role?.kind === 'name') {
      if (overlay !== undefined) this.report(path, `a name: every language takes it from content/glossary.ts (${role.section}); remove it here`);
      if (typeof english !== 'string') return english;
      if (!role.joinedBy) return this.name(role.section, english, path);
      return english
        .split(role.joinedBy)
        .map((part) => this.name(role.section, part, path))
        .join(` ${this.where.and} `);
    }
    if (!contains(schema, 'text') && overlay !== undefined) {
      this.report(
        path,
        contains(schema, 'name')
          ? 'holds only names, which come from content/glossary.ts; remove it here'
          : `a fact (English: ${show(english)}): facts are written once, in ${this.where.englishFile}; remove it here`,
      );
      overlay = undefined;
    }
    if (!contains(schema, 'text') && !contains(schema, 'name')) return english;
    const def = defOf(schema);
    // A default only fills the English value in; the overlay translates what is inside.
    if (def.type === 'optional' || def.type === 'default') return this.merge(def.innerType!, english, overlay, path);
    if (english === undefined) {
      if (overlay !== undefined) this.report(path, `not in ${this.where.englishFile} (the English entry has none); remove it or add it there`);
      return undefined;
    }
    if (def.type === 'object') return this.object(def.shape!, english, overlay, path);
    if (def.type === 'array') return this.list(def.element!, english, overlay, path);
    throw new Error(`lib/content/overlay.ts cannot translate a "${def.type}" schema (${path.join(' › ')}); mark its strings with text() or name()`);
  }

  private text(role: Extract<TextRole, { kind: 'text' }>, english: unknown, overlay: unknown, path: readonly string[]): unknown {
    if (english === undefined || english === '') {
      if (overlay !== undefined) {
        this.report(path, english === '' ? 'the English text is empty, so there is nothing to translate; remove it' : `not in ${this.where.englishFile} (the English entry has none); remove it or add it there`);
      }
      return english;
    }
    if (overlay === undefined) {
      this.report(path, `missing (English: ${show(english)})`);
      return english;
    }
    if (typeof overlay !== 'string') {
      this.report(path, `must be a text (English: ${show(english)})`);
      return english;
    }
    if (overlay === english && /\p{Ll}{2}/u.test(english) && !scriptCharacter(this.where.locale).test(english)) {
      // A word copied from the English is a word left untranslated, even alone ("Uttarakhand"); only an acronym or a code (MAK, CB-11) reads the same.
      this.report(path, `still in English (${show(english)}); translate it`);
      return overlay;
    }
    const rule = role.translated.safeParse(overlay);
    if (!rule.success) for (const issue of rule.error.issues) this.report(path, issue.message);
    for (const problem of translationProblems(this.where, String(english), overlay, role.title)) this.report(path, problem);
    return overlay;
  }

  private name(section: Extract<TextRole, { kind: 'name' }>['section'], english: string, path: readonly string[]): string {
    try {
      return this.where.names.name(section, english);
    } catch (error) {
      this.report(path, (error as Error).message);
      return english;
    }
  }

  private object(shape: Record<string, z.ZodType>, english: unknown, overlay: unknown, path: readonly string[]): unknown {
    if (overlay !== undefined && !isRecord(overlay)) {
      this.report(path, 'must be an object of texts, like the English entry');
      overlay = undefined;
    }
    const given = (overlay ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(given)) if (!(key in shape)) this.report([...path, key], `not a field of the English entry (${this.where.englishFile}); remove it`);
    const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, field] of Object.entries(shape)) {
      const value = this.merge(field, merged[key], given[key], [...path, key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }

  private list(entry: z.ZodType, english: unknown, overlay: unknown, path: readonly string[]): unknown {
    const items = english as readonly unknown[];
    const keyField = keyFieldOf(entry);
    if (!keyField) {
      // A list of texts (paragraphs), or of records nothing keys (a peak's notes): translated in the English order, one for one.
      if (overlay !== undefined && (!Array.isArray(overlay) || overlay.length !== items.length)) {
        this.report(path, `needs ${items.length} item(s) in the English order, found ${Array.isArray(overlay) ? overlay.length : 'no list'}`);
        return items;
      }
      return items.map((item, index) => this.merge(entry, item, (overlay as unknown[] | undefined)?.[index], [...path.slice(0, -1), `${path.at(-1) ?? ''}[${index}]`]));
    }
    if (overlay !== undefined && !isRecord(overlay)) {
      this.report(path, `must be an object of entries by ${keyField}, like { "${String((items[0] as Record<string, unknown> | undefined)?.[keyField] ?? keyField)}": { … } }`);
      overlay = undefined;
    }
    const given = (overlay ?? {}) as Record<string, unknown>;
    const keys = items.map((item) => String((item as Record<string, unknown>)[keyField]));
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) this.report([...path, key], `${keyField} repeated in ${this.where.englishFile}; each entry needs its own`);
    });
    for (const key of Object.keys(given)) {
      if (!keys.includes(key)) this.report([...path, key], `no entry of ${this.where.englishFile} has this ${keyField}; remove it or add the entry there`);
    }
    // An entry the overlay lacks is reported field by field, like a missing field.
    return items.map((item, index) => this.merge(entry, item, given[keys[index]!] ?? (contains(entry, 'text') ? {} : undefined), [...path, keys[index]!]));
  }
}
