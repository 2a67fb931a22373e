import { describe, expect, it } from 'vitest';
import { openDataWords } from '@/content/openData';
import { baseRecords } from '@/lib/content';
import { hrefs } from '@/lib/routes';
import { ORIGINAL_SITE_KEY } from '@/lib/schema/source';
import { dataFiles, DATA_PACKAGE, sourcesOfRow } from './dataPackage';
import type { TableSchema } from './tableSchema';
import { readCsv } from './validate';

/**
 * The package's `sources` list against the rows, read back from the published files as a data
 * consumer reads them: every address a row cites has its publication in the list.
 */
const files = dataFiles();
const descriptor = JSON.parse(files.find((file) => file.href === hrefs.data(DATA_PACKAGE, 'json'))!.text) as {
  sources: { title: string; path?: string }[];
  resources: { name: string; path: string; format: 'csv' | 'json'; schema: TableSchema }[];
};
const tables = descriptor.resources
  .filter((resource) => resource.format === 'csv')
  .map((resource) => ({ name: resource.name, rows: readCsv(resource.schema, files.find((file) => file.href === `/data/${resource.path}`)!.text, resource.name).rows }));

/** Every address (or the original website's token) a cell cites, split here as a reader would: on spaces. */
const cited = new Map<string, string>();
for (const { name, rows } of tables) {
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if ((field === 'sources' || field.endsWith('_source')) && typeof value === 'string') {
        for (const address of value.split(/\s+/)) if (!cited.has(address)) cited.set(address, `${name} › ${field}`);
      }
    }
  }
}
const publication = new Map(baseRecords.sources.map((source) => [source.url, source.publication]));
const ORIGINAL_WEBSITE = 'original-website';

describe('the data package’s source list', () => {
  it('reads every address the rows cite, far more than the single-source columns hold', () => {
    expect(cited.size).toBeGreaterThan(150);
    expect(cited.has(ORIGINAL_WEBSITE)).toBe(true);
    // The 2015 Bangladeshi reports, cited only in the rows' `sources` cells.
    expect(cited.has('https://jagonews24.com/business/news/39684')).toBe(true);
  });

  it('names the publication of every address any row cites', () => {
    const listed = new Map(descriptor.sources.filter((source) => source.path).map((source) => [source.path!, source.title]));
    const missing = [...cited.keys()].filter((address) => address !== ORIGINAL_WEBSITE && !listed.has(address)).map((address) => `${address} (${cited.get(address)})`);
    expect(missing).toEqual([]);
    for (const address of cited.keys()) {
      if (address !== ORIGINAL_WEBSITE) expect(listed.get(address), address).toBe(publication.get(address));
    }
    expect(descriptor.sources.filter((source) => !source.path)).toEqual([{ title: openDataWords.package.originalWebsite }]);
  });

  it('lists nothing the rows do not cite, once each, in the order of the source registry', () => {
    const paths = descriptor.sources.map((source) => source.path ?? ORIGINAL_WEBSITE);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !cited.has(path))).toEqual([]);
    const order = baseRecords.sources.map((source) => (source.url === ORIGINAL_SITE_KEY ? ORIGINAL_WEBSITE : source.url));
    expect(paths).toEqual(order.filter((path) => cited.has(path)));
  });

  it('gives every row of every table the addresses of its sources, as the records page says', () => {
    const without = tables.flatMap(({ name, rows }) => rows.filter((row) => row.sources === null).map((row) => `${name}: ${JSON.stringify(row).slice(0, 80)}`));
    expect(without).toEqual([]);
  });
});

describe('sourcesOfRow', () => {
  it('splits a sources cell on its spaces and takes a single-source cell whole', () => {
    expect(sourcesOfRow({ id: 'x', sources: 'https://a.example/1 original-website', height_source: 'https://b.example/2', location_source: null })).toEqual([
      'https://a.example/1',
      'original-website',
      'https://b.example/2',
    ]);
  });

  it('refuses a cell of another shape rather than skip it', () => {
    expect(() => sourcesOfRow({ sources: 3 })).toThrow(/sources cell holds 3/);
  });
});
