import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recordFileSchemas, recordSources } from '@/lib/content';
import { edition, everyEdition } from '@/lib/edition';
import { referenceOf } from '@/lib/schema/reference';
import { holdsRole, schemaParts, textRoleOf } from '@/lib/schema/text';
import { decapConfig, editorBackendFromEnv } from './config';
import { editorPage } from './page';
import type { DecapField } from './fields';

type Collection = { name: string; folder?: string; files?: (Collection & { file: string })[]; fields?: DecapField[]; identifier_field?: string };

const backend = editorBackendFromEnv({});
const configs = everyEdition().map((ed) => ({ ed, ...decapConfig(ed, backend) }));
/** The kinds of record kept as data files (the rest are still TypeScript, edited by a programmer). */
const dataFileKinds = Object.entries(recordSources).filter(([, source]) => source.kind !== 'typescript');
const collectionsOf = (config: Record<string, unknown>) => config.collections as Collection[];
/** Each record kind's fields in a configuration, by kind (folder collections and the site's files). */
function fieldsByKind(config: Record<string, unknown>): Map<string, DecapField[]> {
  const byKind = new Map<string, DecapField[]>();
  for (const collection of collectionsOf(config)) {
    if (collection.fields) byKind.set(collection.name, collection.fields);
    for (const file of collection.files ?? []) byKind.set(file.name, file.fields!);
  }
  return byKind;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (let def = schemaParts(inner); def.type === 'optional' || def.type === 'default' || def.type === 'nullable'; def = schemaParts(inner)) inner = def.innerType!;
  return inner;
}

/** Every place a schema and the editor's fields disagree: a schema field missing, a reference not offered as a choice, words not translatable. */
function mismatches(schema: z.ZodType, fields: readonly DecapField[], at: string): string[] {
  const shape = schemaParts(unwrap(schema)).shape ?? {};
  const problems: string[] = [];
  const names = fields.map((field) => field.name);
  if (names.join() !== Object.keys(shape).join()) problems.push(`${at}: fields ${names.join(',')} ≠ schema ${Object.keys(shape).join(',')}`);
  for (const [name, fieldSchema] of Object.entries(shape)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const inner = unwrap(fieldSchema);
    const def = schemaParts(inner);
    const element = def.type === 'array' ? unwrap(def.element!) : undefined;
    const target = referenceOf(inner) ?? (element && referenceOf(element));
    if (target && (field.widget !== 'relation' || field.collection !== target)) problems.push(`${at}.${name}: names a record of ${target} but is a ${field.widget}`);
    if (textRoleOf(inner)?.kind === 'text' && field.i18n !== true) problems.push(`${at}.${name}: words without a translation box`);
    if (!holdsRole(inner, 'text') && field.i18n === true) problems.push(`${at}.${name}: a fact offered for translation`);
    if (def.type === 'object') problems.push(...mismatches(inner, field.fields as DecapField[], `${at}.${name}`));
    if (element && schemaParts(element).shape) problems.push(...mismatches(element, field.fields as DecapField[], `${at}.${name}[]`));
  }
  return problems;
}

/** Every field with its path, nested fields included. */
function everyField(fields: readonly DecapField[], at = ''): { path: string; field: DecapField }[] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    const inner = [...((field.fields as DecapField[] | undefined) ?? []), ...(field.field ? [field.field as DecapField] : [])];
    return [{ path, field }, ...everyField(inner, path)];
  });
}

describe('the club’s editor configuration', () => {
  it('offers every kind of record the site reads from content/, in the folder or file it is read from', () => {
    for (const { config } of configs) {
      const offered = new Map<string, string>();
      for (const collection of collectionsOf(config)) {
        if (collection.folder) offered.set(collection.name, collection.folder);
        for (const file of collection.files ?? []) offered.set(file.name, file.file);
      }
      const expected = new Map(dataFileKinds.map(([kind, source]) => [kind, `content/${source.kind === 'folder' ? source.folder : source.kind === 'file' ? source.file : ''}`]));
      expect(offered).toEqual(expected);
    }
  });

  it('shows every field of every schema, offers references as a choice of records and only words for translation', () => {
    for (const { config } of configs) {
      const byKind = fieldsByKind(config);
      const problems = dataFileKinds.flatMap(([kind, source]) => {
        const schema = recordFileSchemas[kind as keyof typeof recordFileSchemas] as z.ZodType;
        const record = source.kind === 'folder' ? schemaParts(schema).element! : schema;
        return mismatches(record, byKind.get(kind) ?? [], kind);
      });
      expect(problems).toEqual([]);
    }
  });

  it('points every choice of records at a collection it has, by a field that collection has', () => {
    for (const { config } of configs) {
      const byKind = fieldsByKind(config);
      const relations = [...byKind.values()].flatMap((fields) => everyField(fields)).filter(({ field }) => field.widget === 'relation');
      expect(relations.length).toBeGreaterThan(5);
      for (const { path, field } of relations) {
        const target = byKind.get(field.collection as string);
        expect(target, path).toBeDefined();
        expect(target!.map((f) => f.name), path).toContain(field.value_field);
      }
    }
  });

  it('requires nothing inside an optional group (Decap would refuse a peak with no location), but keeps a record’s own required fields', () => {
    const byKind = fieldsByKind(configs[0]!.config);
    const location = byKind.get('peaks')!.find((field) => field.name === 'location')!;
    expect(location.required).toBe(false);
    expect((location.fields as DecapField[]).find((field) => field.name === 'source')?.required).toBe(false);
    const url = byKind.get('sources')!.find((field) => field.name === 'url')!;
    expect(url.required).toBeUndefined();
  });

  it('labels every field in the language of its interface', () => {
    const bengali = /[\u0980-\u09FF]/u;
    for (const { ed, config } of configs) {
      for (const [kind, fields] of fieldsByKind(config)) {
        for (const { path, field } of everyField(fields)) {
          expect(field.label.trim(), `${kind}.${path}`).not.toBe('');
          if (ed.lang === 'bn') expect(field.label, `${kind}.${path}`).toMatch(bengali);
          else expect(field.label, `${kind}.${path}`).not.toMatch(bengali);
        }
      }
    }
  });

  it('reads every label and choice the editor’s words hold (no word left over from a field that went)', () => {
    for (const { ed, wordsUsed } of configs) {
      const unused = [...Object.keys(ed.words.editorFields).filter((key) => !wordsUsed.has(key)), ...Object.keys(ed.words.editor.choices).filter((key) => !wordsUsed.has(`choices:${key}`))];
      expect(unused, ed.lang).toEqual([]);
    }
  });

  it('saves through GitHub pull requests with the repository the build is given, or the local backend on this machine', () => {
    const { config } = decapConfig(edition('en'), editorBackendFromEnv({ GITHUB_REPOSITORY: 'club/site', EDITOR_AUTH_URL: 'https://auth.example.org', EDITOR_AUTH_SITE: ' ' }));
    expect(config.backend).toMatchObject({ name: 'github', repo: 'club/site', branch: 'main', base_url: 'https://auth.example.org' });
    expect(config.backend).not.toHaveProperty('site_domain');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
  });
});

describe('the editor’s page', () => {
  it('is never indexed and offers each interface language by its own name', () => {
    const html = editorPage([edition('bn'), edition('en')]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<html lang="bn"[^>]*data-interfaces="bn en"/);
    expect(html).toContain('<noscript>');
  });
});
