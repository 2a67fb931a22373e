import { describe, expect, it } from 'vitest';
import { peakIdsOf, peaks } from '@/lib/peaks';
import { people, personIdsOf } from '@/lib/people';
import { allExpeditions } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import { dataFiles, DATA_PACKAGE } from './dataPackage';
import { toCsv } from './serialize';
import { buildTables, joinValues } from './tableRows';
import { tableDefinitions } from './tables';
import type { Row, TableSchema } from './tableSchema';
import { checkForeignKeys, checkTable, readCsv, readJson, type CheckedTable } from './validate';

/**
 * The published files, read back as a data consumer reads them: datapackage.json from its bytes,
 * then each resource's file by the schema the package gives it.
 */
const files = dataFiles();
const fileAt = (path: string) => files.find((file) => file.href === `/data/${path}`);
const descriptorFile = files.find((file) => file.href === hrefs.data(DATA_PACKAGE, 'json'))!;
const descriptor = JSON.parse(descriptorFile.text) as {
  $schema: string;
  description: string;
  resources: { name: string; path: string; format: 'csv' | 'json'; mediatype: string; encoding: string; schema: TableSchema }[];
  [key: string]: unknown;
};

function readResources(format: 'csv' | 'json'): { tables: CheckedTable[]; errors: string[] } {
  const errors: string[] = [];
  const tables = descriptor.resources
    .filter((resource) => resource.format === format)
    .map((resource) => {
      const file = fileAt(resource.path);
      if (!file) {
        errors.push(`${resource.name}: no file at ${resource.path}`);
        return { name: resource.name, schema: resource.schema, rows: [] };
      }
      const read = (format === 'csv' ? readCsv : readJson)(resource.schema, file.text, resource.name);
      errors.push(...read.errors, ...checkTable(resource.schema, read.rows, resource.name));
      return { name: resource.name, schema: resource.schema, rows: read.rows };
    });
  return { tables, errors: [...errors, ...checkForeignKeys(tables)] };
}

const csv = readResources('csv');
const json = readResources('json');
const rowsOf = (name: string) => csv.tables.find((table) => table.name === name)!.rows;

describe('the open data validates against its own Table Schemas', () => {
  it('describes every file it publishes, each table as CSV and as JSON, and the index of the records’ own files', () => {
    expect(descriptor.$schema).toBe('https://datapackage.org/profiles/2.0/datapackage.json');
    expect(descriptor.resources).toHaveLength(2 * tableDefinitions.length + 1);
    expect(descriptor.resources.map((resource) => `/data/${resource.path}`).sort()).toEqual(files.filter((file) => file !== descriptorFile).map((file) => file.href).sort());
    for (const resource of descriptor.resources) {
      expect(resource.encoding, resource.name).toBe('utf-8');
      expect(resource.mediatype, resource.name).toBe(resource.format === 'csv' ? 'text/csv' : 'application/json');
      for (const field of resource.schema.fields) expect(field.description, `${resource.name} › ${field.name}`).toMatch(/\w{3,}/);
    }
  });

  it('keeps to what the published Data Package v2.0 profile accepts: its field types, no empty list of foreign keys', () => {
    const profileTypes = ['string', 'number', 'integer', 'date', 'time', 'datetime', 'year', 'yearmonth', 'boolean', 'object', 'geopoint', 'geojson', 'array', 'duration', 'any'];
    for (const resource of descriptor.resources) {
      for (const field of resource.schema.fields) expect(profileTypes, `${resource.name} › ${field.name}`).toContain(field.type);
      if (resource.schema.foreignKeys !== undefined) expect(resource.schema.foreignKeys.length, resource.name).toBeGreaterThan(0);
      expect(resource.path, resource.name).toMatch(/^[a-z-]+\.(csv|json)$/);
    }
  });

  it('the CSV files: types, required values, unique primary keys, foreign keys that resolve', () => {
    expect(csv.errors).toEqual([]);
  });

  it('the JSON files: the same checks', () => {
    expect(json.errors).toEqual([]);
  });

  it('the JSON files hold the same rows as the CSV files', () => {
    for (const table of csv.tables) {
      expect(json.tables.find((other) => other.name === `${table.name}-json`)!.rows, table.name).toEqual(table.rows);
    }
  });

  it('has a row for every expedition, peak and person of the records, by their stable ids', () => {
    expect(rowsOf('expeditions').map((row) => row.slug)).toEqual(allExpeditions.map((e) => e.slug));
    // Peaks and people in the order the records first name them (the registries' files have none),
    // anyone no record names (an office bearer) after them.
    const firstNamed = (ids: readonly string[], registry: readonly { id: string }[]) => {
      const named = [...new Set(ids)];
      return [...named, ...registry.map((entry) => entry.id).filter((id) => !named.includes(id))];
    };
    expect(rowsOf('peaks').map((row) => row.id)).toEqual(firstNamed(allExpeditions.flatMap(peakIdsOf), peaks));
    expect(rowsOf('people').map((row) => row.id)).toEqual(firstNamed(allExpeditions.flatMap(personIdsOf), people));
    expect(rowsOf('peaks').slice(0, 3).map((row) => row.id)).toEqual(['thelu', 'koteswar', 'gangstang']);
    const teamSizes = allExpeditions.reduce((sum, e) => sum + e.members.length, 0);
    expect(rowsOf('expedition-people')).toHaveLength(teamSizes);
    // Each expedition reaches at least one peak, and each peak is reached by the expeditions it counts.
    for (const e of rowsOf('expeditions')) expect(rowsOf('expedition-peaks').some((row) => row.expedition === e.slug), String(e.slug)).toBe(true);
    for (const peak of rowsOf('peaks')) expect(rowsOf('expedition-peaks').filter((row) => row.peak_id === peak.id), String(peak.id)).toHaveLength(peak.club_expeditions as number);
  });

  it('gives every expedition, peak and team row its sources', () => {
    for (const name of ['expeditions', 'peaks', 'expedition-peaks', 'expedition-people']) {
      for (const row of rowsOf(name)) expect(row.sources, `${name}: ${JSON.stringify(row).slice(0, 60)}`).not.toBeNull();
    }
    // People without sources are only those no expedition names (office bearers known from the club's details).
    for (const person of rowsOf('people').filter((row) => row.sources === null)) expect(person.expeditions, String(person.id)).toBe(0);
  });

  it('keeps the disagreements and the roles: Everest 2010’s summiters, and the leader of the first expedition', () => {
    const everest = rowsOf('expedition-people').filter((row) => row.expedition === 'Everest-2010');
    expect(everest.filter((row) => String(row.summit_peak_ids ?? '').split(' ').includes('everest'))).toHaveLength(4);
    expect(rowsOf('expedition-people').find((row) => row.expedition === 'Thelu-Koteswar-1987' && row.role === 'leader')?.person_id).toBe('pralay-majumder');
  });
});

describe('the package’s licence and citation', () => {
  it('invents no licence, says the club has published none, and asks users to cite the data', () => {
    expect(Object.keys(descriptor)).not.toContain('licenses');
    expect(Object.keys(descriptor)).not.toContain('license');
    expect(descriptorFile.text).not.toMatch(/"licen[cs]es?"\s*:/);
    expect(descriptor.description).toContain('The club has published no licence for these records.');
    expect(descriptor.description).toMatch(/please cite them:\n\n.+https:\/\/\S+\/data\/datapackage\.json/);
  });
});

describe('several values in one cell', () => {
  it('are joined by their separator, missing when there are none, and a value holding the separator stops the build', () => {
    expect(joinValues(['https://a.example/', 'original-website'], ' ', 'x')).toBe('https://a.example/ original-website');
    expect(joinValues([], ' ', 'x')).toBeNull();
    expect(() => joinValues(['Lal Qila;Kulu Makalu'], ';', 'kulu-makalu › otherNames')).toThrow('kulu-makalu › otherNames: "Lal Qila;Kulu Makalu" cannot be one of several values separated by ";"');
    expect(() => joinValues([''], ' ', 'x')).toThrow('cannot be one of several values');
  });
});

describe('the files’ bytes', () => {
  it('are the same each time they are built from the same records (no date, no random order)', () => {
    const build = () => {
      const tables = buildTables({ expeditions: allExpeditions, peaks, people });
      return tableDefinitions.map((definition) => toCsv(definition.name, definition.schema, tables[definition.name])).join('');
    };
    expect(build()).toBe(build());
    expect(files.filter((file) => file.format === 'csv').map((file) => file.text).join('')).toBe(build());
  });

  it('are UTF-8 text: Bengali spellings survive, and CSV lines end in CRLF', () => {
    const peopleCsv = fileAt('people.csv')!.text;
    expect(peopleCsv).toMatch(/[\u0980-\u09FF]/);
    expect(peopleCsv.split('\r\n').length).toBe(people.length + 2);
    expect(Buffer.from(peopleCsv, 'utf8').toString('utf8')).toBe(peopleCsv);
  });

  it('a row read back keeps its typed values', () => {
    const row = rowsOf('expedition-peaks').find((candidate) => candidate.expedition === 'Everest-2010') as Row;
    expect(row).toMatchObject({ peak_id: 'everest', summit_reached: true });
    expect(typeof row.height_m).toBe('number');
  });
});
