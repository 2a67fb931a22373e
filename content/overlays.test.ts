import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecordFile, readRecordFolder, recordFileSchemas, recordSources } from '@/lib/content';
import { labelByKey, parseContent } from '@/lib/content/parse';
import { editionOf } from '@/lib/edition';
import { coursesSchema } from '@/lib/schema/course';
import { ExpeditionListSchema } from '@/lib/schema/expedition';
import { navigationSchema } from '@/lib/schema/navigation';
import type { RecordFile } from '@/lib/schema/overlays';
import { PeakRegistrySchema } from '@/lib/schema/peak';
import { PeopleRegistrySchema } from '@/lib/schema/person';
import { entryKeys, schemaParts, textRoleOf } from '@/lib/schema/text';
import { z } from 'zod';
import { bengaliOverlays } from './bn/overlays';

/**
 * The Bengali words of the records hold only words: the `.bn.yml` file beside each record of a
 * folder, the `bn:` part of content/club.yml and content/home.yml, and the TypeScript overlays
 * (content/<file>.bn.ts, listed in content/bn/overlays.ts). The build (lib/content/overlay.ts,
 * tested in lib/content/overlay.test.ts) refuses a fact, a missing or extra text, a sentence left
 * in English and a misspelt name. Here: the shipped files, read into the Bengali edition.
 */
const files = ['club', 'home', 'about', 'activities', 'courses', 'events', 'legal', 'navigation', 'sources'] as const;
const overlayFiles = Object.keys(bengaliOverlays) as (keyof typeof bengaliOverlays)[];

/** Every Bengali words file as a maintainer opens it, with its words and the text of its English twin. */
const bengaliFiles: { file: string; words: unknown; lines: string; englishLines: string }[] = (Object.keys(recordSources) as RecordFile[]).flatMap((kind) => {
  const source = recordSources[kind];
  const at = (file: string) => path.join(__dirname, '..', file);
  if (source.kind === 'folder') {
    return readRecordFolder(source.folder).flatMap((record) => {
      const bn = record.words.bn;
      return bn ? [{ file: bn.file, words: bn.data, lines: readFileSync(at(bn.file), 'utf8'), englishLines: readFileSync(at(record.file), 'utf8') }] : [];
    });
  }
  if (source.kind === 'file') {
    const text = readFileSync(at(`content/${source.file}`), 'utf8');
    const bnStart = text.search(/^bn:/m);
    return [{ file: `content/${source.file} › bn`, words: readRecordFile(source.file).words.bn, lines: text.slice(bnStart), englishLines: text.slice(0, bnStart) }];
  }
  return [];
});

/** Every string in a value, with its path. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

/** A record with every word and name taken out: what must be the same in every edition. */
function factsOf(schema: z.ZodType, value: unknown): unknown {
  if (textRoleOf(schema)) return '(words)';
  const def = schemaParts(schema);
  if (value === undefined) return undefined;
  if (def.type === 'optional' || def.type === 'default') return factsOf(def.innerType!, value);
  if (def.type === 'array') return (value as unknown[]).map((item) => factsOf(def.element!, item));
  if (def.type === 'object') return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, def.shape![key] ? factsOf(def.shape![key], item) : '(derived in each language)']));
  return value;
}

describe('the Bengali records', () => {
  it('share every fact with the English records; only words and names differ', () => {
    const [en, bn] = [editionOf('en'), editionOf('bn')];
    for (const file of files) {
      type Entry = z.infer<typeof navigationSchema.shape.mainNavigation.element>;
      const inBengali = (link: Entry): Entry => ({ ...link, ...(link.href ? { href: `/bn${link.href}` } : {}), ...(link.links ? { links: link.links.map((inner) => ({ ...inner, href: `/bn${inner.href}` })) } : {}) });
      const english = file === 'navigation' ? Object.values(en.navigation).flat().map(inBengali) : en[file];
      const bengali = file === 'navigation' ? Object.values(bn.navigation).flat() : bn[file];
      const schema = file === 'navigation' ? z.array(navigationSchema.shape.mainNavigation.element) : recordFileSchemas[file];
      expect(factsOf(schema, bengali), file).toEqual(factsOf(schema, english));
      expect(bengali, file).not.toEqual(english);
    }
  });

  it('share every fact with the English expeditions and registries (peaks, people); only words and names differ', () => {
    expect(factsOf(ExpeditionListSchema, editionOf('bn').expeditions.all)).toEqual(factsOf(ExpeditionListSchema, editionOf('en').expeditions.all));
    expect(editionOf('bn').expeditions.all).not.toEqual(editionOf('en').expeditions.all);
    expect(factsOf(PeakRegistrySchema, editionOf('bn').peaks)).toEqual(factsOf(PeakRegistrySchema, editionOf('en').peaks));
    expect(editionOf('bn').peaks).not.toEqual(editionOf('en').peaks);
    expect(factsOf(PeopleRegistrySchema, editionOf('bn').people)).toEqual(factsOf(PeopleRegistrySchema, editionOf('en').people));
    expect(editionOf('bn').people).not.toEqual(editionOf('en').people);
  });

  it('write the ordinals of the courses in Bengali, and keep the English form’s font rule to English', () => {
    const courses = editionOf('bn').courses;
    expect(courses.map((course) => course.ordinalLabel)).toEqual(courses.map((course) => editionOf('bn').format.ordinal(course.number)));
    expect(courses.map((course) => course.ordinalLabel)).toEqual(['৭ম', '৪০তম']);
    expect(() => parseContent(coursesSchema, courses, 'content/courses/', labelByKey)).toThrow(/printed on the PDF form/);
  });

  it('give the club its Bengali name, and its people and places the glossary’s', () => {
    const club = editionOf('bn').club;
    expect(club.name).toBe('মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর');
    expect(club.address.town).toBe('কৃষ্ণনগর');
    const secretary = club.officeBearers.find((bearer) => bearer.role === 'Secretary')!;
    expect(editionOf('bn').person(secretary.person).name).toBe('অসীম কুমার মণ্ডল');
  });
});

describe('the Bengali words files', () => {
  it('are there for every kind of record: a file per record of each folder, and the bn part of each one-file record', () => {
    for (const [kind, source] of Object.entries(recordSources)) {
      if (source.kind === 'folder') expect(readRecordFolder(source.folder).filter((record) => !record.words.bn).map((record) => record.file), kind).toEqual([]);
      if (source.kind === 'file') expect(readRecordFile(source.file).words.bn, kind).toBeDefined();
    }
    expect(bengaliFiles.length).toBeGreaterThan(100);
  });

  it('write numbers in Bengali digits wherever a text is Bengali', () => {
    const withLatinDigits = ([, text]: [string, string]) => /[\u0980-\u09FF]/u.test(text) && /[0-9]/.test(text);
    const latinDigits = [
      ...overlayFiles.flatMap((file) => strings(bengaliOverlays[file]).filter(withLatinDigits).map(([at, text]) => `content/${file}.bn.ts › ${at}: ${text}`)),
      ...bengaliFiles.flatMap(({ file, words }) => strings(words).filter(withLatinDigits).map(([at, text]) => `${file} › ${at}: ${text}`)),
    ];
    expect(latinDigits).toEqual([]);
  });

  it('repeat no line of their English files but keys and the key of each entry they translate', () => {
    // A line with only a field's name, or the key of a list's entry (`- person: ashok-roy`), is how the file is laid out, not words.
    const anchor = new RegExp(`^(- )?(${entryKeys.join('|')}): \\S+$`);
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^(- )?[\w'-]+:$/.test(line) && !anchor.test(line));
    const repeated = bengaliFiles.flatMap(({ file, lines: text, englishLines }) => {
      const english = new Set(lines(englishLines));
      return lines(text).filter((line) => english.has(line)).map((line) => `${file}: ${line}`);
    });
    expect(repeated).toEqual([]);
  });

  it('repeat no line of their English TypeScript files but brackets, keys and the key of each entry they translate', () => {
    const anchor = new RegExp(`^\\{? ?(${entryKeys.join('|')}): '[^']+',?$`);
    const lines = (file: string) =>
      readFileSync(path.join(__dirname, file), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^(\/\*\*|\*\/|[[\]{}(),;]+|[\w'-]+: [[{])$/.test(line) && !anchor.test(line));
    const repeated = overlayFiles.flatMap((file) => {
      const english = new Set(lines(`${file}.ts`));
      return lines(`${file}.bn.ts`).filter((line) => english.has(line)).map((line) => `content/${file}.bn.ts: ${line}`);
    });
    expect(repeated).toEqual([]);
  });
});
