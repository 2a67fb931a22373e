import type { z } from 'zod';
import type { Format } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/lang';
import { scriptCharacter } from '@/lib/i18n/script';
import type { RecordFile } from '@/lib/schema/overlays';
import { holdsRole, listKeyOf, schemaParts, textRoleOf, type TextRole } from '@/lib/schema/text';
import { ContentError } from './parse';
import { recordSources } from './recordSources';
import { translationProblems, type TranslationLanguage } from './twin';

/** Where an overlay is applied: its file, the English file it translates, and its language (locale, names, and its word joining two names). */
export interface OverlayWhere extends TranslationLanguage {
  file: string;
  englishFile: string;
  /** How the language joins two names where the English joins them with a sign (`Thelu & Koteswar` → `থেলু ও কোটেশ্বর`). */
  and: string;
}

/**
 * The language records are built in: its code (which names its words files: `<key>.<lang>.yml`
 * beside a record, the `<lang>:` part of a one-file record, `content/<file>.<lang>.ts`), its locale (path prefix, the checks' script, full stop and digits),
 * its names (content/glossary.ts), its course ordinals and its word joining two names.
 */
export interface RecordLanguage extends TranslationLanguage {
  lang: Lang;
  format: Pick<Format, 'ordinal'>;
  and: string;
}

/**
 * The records of one kind in another language: the English records with the words of that
 * language. Every record kind goes through here, so the rules of a translation are written once;
 * each problem names the file a maintainer opens: `content/expeditions/Everest-2010.bn.yml` for a
 * record of a folder, `content/club.yml › bn` for a record of one file, `content/<file>.bn.ts` for
 * the records still written in TypeScript.
 */
export function translatedRecords<T>(file: RecordFile, schema: z.ZodType, english: T, overlay: unknown, language: RecordLanguage): T {
  const { locale, names, and, lang } = language;
  const where = (translated: string, englishFile: string): OverlayWhere => ({ locale, names, and, file: translated, englishFile });
  const source = recordSources[file];
  if (source.kind === 'file') return applyOverlay(schema, english, overlay, where(`content/${source.file} › ${lang}`, `content/${source.file} › en`));
  if (source.kind === 'typescript') return applyOverlay(schema, english, overlay, where(`content/${file}.${lang}.ts`, `content/${file}.ts`));
  // A folder: one file per record and language, keyed by the record's own key (its file name).
  const entry = schemaParts(schema).element!;
  const records = english as unknown as readonly Record<string, unknown>[];
  const words = (overlay ?? {}) as Record<string, unknown>;
  const fileOf = (key: string, of: Lang | 'en') => `content/${source.folder}/${key}.${of}.yml`;
  const problems: ContentError[] = [];
  for (const key of Object.keys(words)) {
    if (!records.some((record) => String(record[source.key]) === key)) problems.push(new ContentError(fileOf(key, lang), [`no English record ${fileOf(key, 'en')}; remove this file or add the record`]));
  }
  const translated = records.map((record) => {
    const key = String(record[source.key]);
    if (words[key] === undefined) {
      problems.push(new ContentError(fileOf(key, lang), [`missing: the ${locale.englishName} words of ${fileOf(key, 'en')}; add the file`]));
      return record;
    }
    try {
      return applyOverlay(entry, record, words[key], where(fileOf(key, lang), fileOf(key, 'en')));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
      return record;
    }
  });
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new ContentError(`content/${source.folder}/`, problems.flatMap((error) => error.issues.map((issue) => `${error.file} › ${issue}`)));
  return translated as unknown as T;
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
    if (!holdsRole(schema, 'text') && overlay !== undefined) {
      this.report(
        path,
        holdsRole(schema, 'name')
          ? 'holds only names, which come from content/glossary.ts; remove it here'
          : `a fact (English: ${show(english)}): facts are written once, in ${this.where.englishFile}; remove it here`,
      );
      overlay = undefined;
    }
    if (!holdsRole(schema, 'text') && !holdsRole(schema, 'name')) return english;
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
    const keyField = listKeyOf(entry);
    if (!keyField) {
      // A list of texts (paragraphs), or of records nothing keys (a peak's notes): translated in the English order, one for one.
      if (overlay !== undefined && (!Array.isArray(overlay) || overlay.length !== items.length)) {
        this.report(path, `needs ${items.length} item(s) in the English order, found ${Array.isArray(overlay) ? overlay.length : 'no list'}`);
        return items;
      }
      return items.map((item, index) => this.merge(entry, item, (overlay as unknown[] | undefined)?.[index], [...path.slice(0, -1), `${path.at(-1) ?? ''}[${index}]`]));
    }
    // A list of records with a key: translated in the English order, each entry naming the key of the
    // English entry it translates, so a reordered or shortened list is caught rather than misread.
    const keys = items.map((item) => String((item as Record<string, unknown>)[keyField]));
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) this.report([...path, key], `${keyField} repeated in ${this.where.englishFile}; each entry needs its own`);
    });
    const needs = `needs ${items.length} entr${items.length === 1 ? 'y' : 'ies'} in the English order (${keys.join(', ')}), each with its ${keyField}`;
    if (overlay === undefined) return items.map((item, index) => this.merge(entry, item, holdsRole(entry, 'text') ? {} : undefined, [...path, keys[index]!]));
    if (!Array.isArray(overlay)) {
      this.report(path, `must be a list: ${needs}`);
      return items;
    }
    const anchors = overlay.map((given) => (isRecord(given) && given[keyField] !== undefined ? String(given[keyField]) : undefined));
    const unknown = anchors.filter((anchor) => anchor !== undefined && !keys.includes(anchor));
    const missing = keys.filter((key) => !anchors.includes(key));
    const repeated = [...new Set(anchors.filter((anchor, index) => anchor !== undefined && anchors.indexOf(anchor) !== index))];
    if (overlay.length !== items.length || unknown.length > 0 || anchors.some((anchor, index) => anchor !== keys[index])) {
      const details = [
        missing.length > 0 ? `missing ${missing.join(', ')}` : '',
        unknown.length > 0 ? `not in the English: ${unknown.join(', ')}` : '',
        repeated.length > 0 ? `more than once: ${repeated.join(', ')}` : '',
        anchors.includes(undefined) ? `an entry without its ${keyField}` : '',
      ].filter(Boolean);
      if (details.length === 0) details.push('not in the English order');
      this.report(path, `${needs}; found ${anchors.map((anchor) => anchor ?? '?').join(', ') || 'none'} (${details.join('; ')})`);
      return items;
    }
    return items.map((item, index) => {
      const words = { ...(overlay[index] as Record<string, unknown>) };
      delete words[keyField];
      return this.merge(entry, item, words, [...path, keys[index]!]);
    });
  }
}
