import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Pair, YAMLMap } from 'yaml/types';
import type { z } from 'zod';
import { BASE_LANG, langs, translatedLangs, type Lang } from '@/lib/i18n/lang';
import { ContentError, parseContent } from './parse';

/**
 * The records the club edits in its browser editor (Decap CMS, /admin/) are YAML files under
 * content/: one file per record and language in a folder per kind (`content/expeditions/
 * Everest-2010.en.yml`, its words in Bengali `Everest-2010.bn.yml`), and one file holding every
 * language for a record the editor edits as one entry (`content/club.yml`: `en:` and `bn:`). They
 * are read and written exactly as the editor reads and writes them (the `yaml` package at the
 * version Decap uses, keys in the order of the record's fields), so a file the editor saves is
 * unchanged but for what the maintainer changed.
 */

/** Where the content files are: the repository's content/ (a test may point elsewhere). */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR?.trim() || 'content');
}

/** A file's path as a maintainer sees it in the repository (`content/expeditions/Everest-2010.en.yml`), for messages. */
export function contentPath(file: string): string {
  return path.join('content', path.relative(contentDir(), file)).split(path.sep).join('/');
}

/** A YAML file's data, read as the editor reads it; a syntax error names the file and the line. */
export function readYaml(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new ContentError(
      contentPath(file),
      doc.errors.map((error) => `not valid YAML: ${error.message.split('\n')[0]}${error.linePos ? ` (line ${error.linePos.start.line})` : ''}`),
    );
  }
  return doc.toJSON();
}

/**
 * A record as the editor writes it: YAML in the `yaml` package's layout, the record's own keys in
 * the order of its fields (`fieldOrder`), nested values in the order they hold. Used to write the
 * files and to test that every file reads back to the same bytes.
 */
export function toYaml(data: object, fieldOrder: readonly string[]): string {
  const contents = YAML.createNode(data) as YAMLMap;
  const rank = (key: unknown) => fieldOrder.indexOf(String(key));
  contents.items.sort((a: Pair, b: Pair) => {
    const [ra, rb] = [rank(a.key), rank(b.key)];
    return ra === -1 || rb === -1 ? 0 : ra - rb;
  });
  const doc = new YAML.Document();
  doc.contents = contents;
  return doc.toString();
}

/** One record of a folder: its key (the file name's stem), its English record and its words in each other language. */
export interface RecordFiles {
  key: string;
  /** The English file, `content/<folder>/<key>.en.yml` (as a maintainer sees it). */
  file: string;
  data: unknown;
  /** Each other language's file and words, where the file exists. */
  words: Partial<Record<Lang, { file: string; data: unknown }>>;
}

const fileName = /^(?<key>[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\.(?<lang>[a-z]{2,3})\.yml$/;

/**
 * Every record of a folder (`content/<folder>/`), in file-name order. A file whose name is not
 * `<key>.<lang>.yml` for one of the site's languages, or a translation without its English file,
 * stops the build naming it.
 */
export function readRecordFolder(folder: string): readonly RecordFiles[] {
  const dir = path.join(contentDir(), folder);
  const cached = folders.get(dir);
  if (cached) return cached;
  const problems: string[] = [];
  const byKey = new Map<string, Partial<Record<Lang, string>>>();
  for (const name of readdirSync(dir).sort()) {
    const match = fileName.exec(name);
    const lang = match?.groups?.lang as Lang | undefined;
    if (!match || !lang || !langs.includes(lang)) {
      problems.push(`${name}: not a record file; name it <key>.${langs.join('.yml or <key>.')}.yml`);
      continue;
    }
    const files = byKey.get(match.groups!.key!) ?? {};
    files[lang] = path.join(dir, name);
    byKey.set(match.groups!.key!, files);
  }
  const records: RecordFiles[] = [];
  for (const [key, files] of byKey) {
    const english = files[BASE_LANG];
    if (!english) {
      problems.push(`${key}: ${Object.keys(files).map((lang) => `${key}.${lang}.yml`).join(', ')} without its English file ${key}.${BASE_LANG}.yml`);
      continue;
    }
    const words: RecordFiles['words'] = {};
    for (const lang of translatedLangs) {
      const file = files[lang];
      if (file) words[lang] = { file: contentPath(file), data: readYaml(file) };
    }
    records.push({ key, file: contentPath(english), data: readYaml(english), words });
  }
  if (problems.length > 0) throw new ContentError(`content/${folder}/`, problems);
  folders.set(dir, records);
  return records;
}

/** The folders read in this build (every door and the glossary read the same files). */
const folders = new Map<string, readonly RecordFiles[]>();

/** A record the editor edits as one entry, every language in one file (`content/club.yml`: `en:`, `bn:`). */
export interface RecordFile {
  file: string;
  data: unknown;
  words: Partial<Record<Lang, unknown>>;
}

export function readRecordFile(name: string): RecordFile {
  const file = path.join(contentDir(), name);
  if (!existsSync(file)) throw new ContentError(`content/${name}`, ['missing: the file holds a record every page needs']);
  const all = readYaml(file);
  const byLang = (all && typeof all === 'object' ? all : {}) as Partial<Record<Lang, unknown>>;
  const unknown = Object.keys(byLang).filter((key) => !langs.includes(key as Lang));
  if (unknown.length > 0 || byLang[BASE_LANG] === undefined) {
    throw new ContentError(contentPath(file), [
      ...unknown.map((key) => `${key}: not one of the site's languages (${langs.join(', ')})`),
      ...(byLang[BASE_LANG] === undefined ? [`${BASE_LANG}: missing; the English part holds the record`] : []),
    ]);
  }
  const words: RecordFile['words'] = {};
  for (const lang of translatedLangs) if (byLang[lang] !== undefined) words[lang] = byLang[lang];
  return { file: contentPath(file), data: byLang[BASE_LANG], words };
}

/** A folder's records, validated one file at a time, and their words in each other language by key. */
export interface ParsedFolder<T> {
  records: T[];
  /** Each record's English file, by its key. */
  files: ReadonlyMap<string, string>;
  words: Partial<Record<Lang, Record<string, unknown>>>;
}

/**
 * Every record of a folder, each English file validated against `schema` (a mistake stops the
 * build naming the file, the field and what is wrong, every file's mistakes together), its key
 * field (`slug`, `id`) the file's name.
 */
export function parseRecordFolder<S extends z.ZodType>(folder: string, schema: S, keyField: 'slug' | 'id'): ParsedFolder<z.output<S>> {
  const problems: ContentError[] = [];
  const records: z.output<S>[] = [];
  const files = new Map<string, string>();
  const words: ParsedFolder<z.output<S>>['words'] = {};
  for (const entry of readRecordFolder(folder)) {
    try {
      const record = parseContent(schema, entry.data, entry.file) as z.output<S>;
      const key = (record as Record<string, unknown>)[keyField];
      if (key !== entry.key) throw new ContentError(entry.file, [`${keyField}: "${String(key)}" must be the file's name, "${entry.key}" (rename the file or the ${keyField})`]);
      records.push(record);
      files.set(entry.key, entry.file);
      for (const [lang, translated] of Object.entries(entry.words)) (words[lang as Lang] ??= {})[entry.key] = translated!.data;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
    }
  }
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new ContentError(`content/${folder}/`, problems.flatMap((error) => error.issues.map((issue) => `${error.file} › ${issue}`)));
  return { records, files, words };
}

/** A record of one file (`content/club.yml`), its English part validated against `schema`, and its words by language. */
export function parseRecordFile<S extends z.ZodType>(name: string, schema: S): { record: z.output<S>; words: Partial<Record<Lang, unknown>> } {
  const { file, data, words } = readRecordFile(name);
  return { record: parseContent(schema, data, `${file} › en`) as z.output<S>, words };
}

/** How a build error names a record of a folder: its English file, `content/expeditions/Everest-2010.en.yml`. */
export function recordFileLabel(folder: string, key: string): string {
  return `content/${folder}/${key}.en.yml`;
}

/** An entry label for the checks across a folder's records (parseContent): each record by its file. */
export function fileLabelOf(folder: string, keyField: 'slug' | 'id'): (entry: unknown) => string | undefined {
  return (entry) => {
    const key = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[keyField] : undefined;
    return typeof key === 'string' ? recordFileLabel(folder, key) : undefined;
  };
}
