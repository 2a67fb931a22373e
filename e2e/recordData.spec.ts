import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SITE_URL } from '@/lib/content';
import { langs, pathIn } from '@/lib/i18n/lang';
import type { TableSchema } from '@/lib/opendata';
import { readJson, readRecordFile } from '@/lib/opendata/validate';
import { hrefs } from '@/lib/routes';
import { exportedHtml, exportedPagePaths, outDir, readExported } from './exportedSite';

/**
 * The records' own data files as exported, read from out/ (no browser): every report, peak and
 * person page of both editions links its record's file with `<link rel="alternate"
 * type="application/json">`; each linked file exists, reads back by the tables' schemas of the
 * exported datapackage.json, and names the record whose page links it (the page's canonical
 * address is among its pages). A peak's ids in other databases are on its page in both editions
 * and in its JSON-LD.
 */
const origin = SITE_URL.replace(/\/$/, '');
const localPath = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
const attribute = (tag: string, name: string) => [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].find(([, key]) => key!.toLowerCase() === name.toLowerCase())?.[2];
const linkTags = (html: string) => [...html.matchAll(/<link\s[^>]*>/g)].map(([tag]) => tag);
/** The page's JSON data link and canonical address, from its head. */
function headOf(html: string) {
  const links = linkTags(html);
  const data = links.filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'type') === 'application/json').map((tag) => attribute(tag, 'href')!.replace(/&amp;/g, '&'));
  const canonical = links.find((tag) => attribute(tag, 'rel') === 'canonical');
  return { data, canonical: canonical ? attribute(canonical, 'href') : undefined };
}

type Resource = { name: string; format: 'csv' | 'json'; path: string; schema: TableSchema };
const descriptor = JSON.parse(readExported('data/datapackage.json')) as { resources: Resource[] };
const schemas = Object.fromEntries(descriptor.resources.filter((resource) => resource.format === 'csv').map((resource) => [resource.name, resource.schema]));
const indexResource = descriptor.resources.find((resource) => resource.path === 'records.json')!;
const index = readJson(indexResource.schema, readExported('data/records.json'), 'records');

test('every report, peak and person page links its record’s file, which exists, validates and names that record', () => {
  expect(index.errors).toEqual([]);
  expect(index.rows.length).toBeGreaterThan(100);
  const linkedFrom = new Map<string, string[]>();
  const problems: string[] = [];
  for (const pagePath of exportedPagePaths()) {
    const { data, canonical } = headOf(exportedHtml(pagePath));
    if (data.length === 0) continue;
    if (data.length > 1) problems.push(`${pagePath}: ${data.length} JSON alternates`);
    const file = localPath(data[0]!);
    if (!existsSync(path.join(outDir, file))) {
      problems.push(`${pagePath}: links ${file}, which is not in out/`);
      continue;
    }
    const read = readRecordFile(readExported(file.slice(1)), schemas, file);
    problems.push(...read.errors);
    if (!canonical || !Object.values(read.record?.pages ?? {}).includes(canonical)) problems.push(`${pagePath}: ${file} names other pages (${Object.values(read.record?.pages ?? {}).join(', ')}), not ${canonical}`);
    if (read.record && localPath(read.record.data) !== file) problems.push(`${file}: its data address is ${read.record.data}`);
    linkedFrom.set(file, [...(linkedFrom.get(file) ?? []), pagePath]);
  }
  expect(problems).toEqual([]);
  // Every record's page links its file, in every edition.
  for (const row of index.rows) {
    const file = localPath(String(row.data));
    const englishPage = localPath(String(row.page));
    for (const lang of langs) expect(linkedFrom.get(file) ?? [], `${file} from ${lang}`).toContain(pathIn(lang, englishPage));
  }
});

test('a peak’s ids in other databases are on its page in both editions, with the page each was read on, and in its JSON-LD', () => {
  const peakRows = index.rows.filter((row) => row.kind === 'peak');
  let shown = 0;
  for (const row of peakRows) {
    const record = readRecordFile(readExported(localPath(String(row.data)).slice(1)), schemas, String(row.id)).record!;
    const peak = record.tables.peaks![0] as Record<string, string | null>;
    const ids = { wikidata: peak.wikidata_id, himalayanDatabase: peak.himalayan_database_id, peakbagger: peak.peakbagger_id };
    for (const lang of langs) {
      const html = exportedHtml(pathIn(lang, hrefs.peak(String(row.id))));
      const onPage = Object.fromEntries([...html.matchAll(/data-identifier="(\w+)"[^>]*>([^<]+)</g)].map(([, scheme, id]) => [scheme, id]));
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(([, json]) => JSON.parse(json!) as { '@type': string; identifier?: { value: string }[] })
        .find((item) => item['@type'] === 'Mountain' || item['@type'] === 'Landform')!;
      const expected = Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== null));
      expect(onPage, `${lang} ${row.id}`).toEqual(expected);
      expect((ld.identifier ?? []).map((identifier) => identifier.value).sort(), `${lang} ${row.id}`).toEqual(Object.values(expected).sort());
      if (Object.keys(expected).length > 0) {
        shown += 1;
        const sources = [peak.wikidata_source, peak.himalayan_database_source, peak.peakbagger_source].filter((source): source is string => source !== null);
        for (const source of sources) expect(html, `${lang} ${row.id}`).toContain(`href="${source.replace(/&/g, '&amp;')}"`);
      }
    }
  }
  expect(shown).toBeGreaterThan(0);
});
