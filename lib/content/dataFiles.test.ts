import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { langs } from '@/lib/i18n/lang';
import { recordFileSchemas, type RecordFile } from '@/lib/schema/overlays';
import { schemaParts } from '@/lib/schema/text';
import { readRecordFile, readRecordFolder, toYaml } from './dataFiles';
import { recordSources } from './recordSources';

/** Every YAML file under content/, as a maintainer names it (`content/peaks/everest.en.yml`). */
function yamlFilesUnder(dir: string, shown = 'content'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return yamlFilesUnder(path.join(dir, entry.name), `${shown}/${entry.name}`);
    return entry.isFile() && entry.name.endsWith('.yml') ? [`${shown}/${entry.name}`] : [];
  });
}

/** The fields of one record of a folder, in its schema's order: the order the editor writes them in. */
function fieldOrderOf(file: RecordFile): string[] {
  const element = schemaParts(recordFileSchemas[file]).element as z.ZodType;
  return Object.keys(schemaParts(element).shape ?? {});
}

describe('the data files are in the form the club’s editor writes', () => {
  // A file in another layout (other indentation, quoting, line folding, or its fields in another
  // order) would be rewritten whole the first time the editor saves it, hiding the one change the
  // maintainer made in a diff of every line.
  const files = new Map<string, { data: unknown; fieldOrder: readonly string[] }>();
  for (const [name, source] of Object.entries(recordSources) as [RecordFile, (typeof recordSources)[RecordFile]][]) {
    if (source.kind === 'folder') {
      const fieldOrder = fieldOrderOf(name);
      for (const record of readRecordFolder(source.folder)) {
        files.set(record.file, { data: record.data, fieldOrder });
        for (const words of Object.values(record.words)) files.set(words!.file, { data: words!.data, fieldOrder });
      }
    } else if (source.kind === 'file') {
      // One record in every language: its languages in the site's order, English first.
      const { file, data, words } = readRecordFile(source.file);
      files.set(file, { data: { en: data, ...words }, fieldOrder: langs });
    }
  }

  it('reads every YAML file under content/ as a record of some kind', () => {
    expect([...files.keys()].sort()).toEqual(yamlFilesUnder(path.resolve('content')));
    expect(files.size).toBeGreaterThan(600);
  });

  it('has every file read back, written again with the editor’s YAML writer in its schema’s field order, to the same bytes', () => {
    const differing: string[] = [];
    for (const [file, { data, fieldOrder }] of files) {
      const bytes = readFileSync(file, 'utf8');
      if (toYaml(data as object, fieldOrder) !== bytes) differing.push(file);
    }
    expect(differing).toEqual([]);
  });

  it('writes a record’s fields in its schema’s order, whatever order it is given them in', () => {
    expect(toYaml({ year: 2010, narrative: ['Text.'], slug: 'Everest-2010' }, ['slug', 'year', 'narrative'])).toBe('slug: Everest-2010\nyear: 2010\nnarrative:\n  - Text.\n');
  });
});
