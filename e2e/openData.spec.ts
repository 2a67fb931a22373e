import { club, SITE_URL } from '@/lib/content';
import { buildTime } from '@/lib/events/buildTime';
import { kolkataDate } from '@/lib/events/kolkataDate';
import { words } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import type { Lang } from '@/lib/i18n/lang';
import { hrefs } from '@/lib/routes';
import type { TableSchema } from '@/lib/opendata';
import { checkForeignKeys, checkTable, readCsv, readJson, type CheckedTable } from '@/lib/opendata/validate';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml, readExported } from './exportedSite';

/**
 * The open data as the host serves it: the package and every file it describes, with their content
 * types, read back and checked against the package's own Table Schemas; the records page that
 * links them; and "Cite this page" on the report pages.
 */
const site = SITE_URL.replace(/\/$/, '');
const recordsPath = '/about-these-records/';
/** A date as an edition writes it. */
const formatDateIn = (lang: Lang, isoDate: string) => editionOf(lang).format.date(isoDate);

type Descriptor = { resources: { name: string; path: string; format: 'csv' | 'json'; schema: TableSchema }[]; description: string };

test('the served files validate against the Table Schemas of the served datapackage.json', async ({ request }) => {
  const packageResponse = await request.get(hrefs.data('datapackage', 'json'));
  expect(packageResponse.status()).toBe(200);
  expect(packageResponse.headers()['content-type']).toBe('application/json; charset=utf-8');
  const descriptor = (await packageResponse.json()) as Descriptor;
  expect(descriptor.description).toContain('The club has published no licence');
  expect(Object.keys(descriptor)).not.toContain('licenses');

  const errors: string[] = [];
  const tables: Record<'csv' | 'json', CheckedTable[]> = { csv: [], json: [] };
  for (const resource of descriptor.resources) {
    const response = await request.get(`/data/${resource.path}`, { maxRedirects: 0 });
    expect(response.status(), resource.path).toBe(200);
    expect(response.headers()['content-type'], resource.path).toBe(resource.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    expect(response.headers()['access-control-allow-origin'], resource.path).toBe('*');
    const text = (await response.body()).toString('utf8');
    const read = (resource.format === 'csv' ? readCsv : readJson)(resource.schema, text, resource.name);
    expect(read.rows.length, resource.path).toBeGreaterThan(0);
    errors.push(...read.errors, ...checkTable(resource.schema, read.rows, resource.name));
    tables[resource.format].push({ name: resource.name, schema: resource.schema, rows: read.rows });
  }
  errors.push(...checkForeignKeys(tables.csv), ...checkForeignKeys(tables.json));
  expect(errors).toEqual([]);
  expect(tables.csv.map((table) => table.name)).toEqual(['expeditions', 'peaks', 'people', 'expedition-peaks', 'expedition-people', 'claims']);
});

test('the records page links every data file and the package, in both editions, and offers the citation', async ({ page }) => {
  for (const [path, say] of [
    [recordsPath, words.records],
    [`/bn${recordsPath}`, null],
  ] as const) {
    await page.goto(path);
    const section = page.locator('#open-data');
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    const hrefsOnPage = await section.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const name of ['expeditions', 'peaks', 'people', 'expedition-peaks', 'expedition-people', 'claims']) {
      expect(hrefsOnPage, path).toContain(hrefs.data(name, 'csv'));
      expect(hrefsOnPage, path).toContain(hrefs.data(name, 'json'));
    }
    expect(hrefsOnPage, path).toContain(hrefs.data('datapackage', 'json'));
    const citation = section.locator('[data-citation]');
    await expect(citation).toContainText(`${site}/data/datapackage.json`);
    if (say) {
      await expect(section).toContainText(say.openDataNoLicence);
      await expect(citation).toContainText(club.name);
    } else {
      // The Bengali page says each file is in English.
      expect(await section.locator('h3', { hasText: '(ইংরেজিতে)' }).count()).toBe(6);
    }
  }
});

test('the records page carries a schema.org Dataset with a download for each file', () => {
  const html = exportedHtml(recordsPath);
  const dataset = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Dataset');
  expect(dataset).toMatchObject({ isAccessibleForFree: true, creator: { name: club.name }, publisher: { name: club.name } });
  const downloads = dataset!.distribution as { contentUrl: string; encodingFormat: string }[];
  // One download for each file the package describes, and one for the package itself.
  const described = (JSON.parse(readExported('data/datapackage.json')) as { resources: { path: string }[] }).resources.map((resource) => `${site}/data/${resource.path}`);
  expect(downloads.map((download) => download.contentUrl).sort()).toEqual([...described, `${site}/data/datapackage.json`].sort());
  expect(downloads).toContainEqual(expect.objectContaining({ contentUrl: `${site}/data/expeditions.csv`, encodingFormat: 'text/csv' }));
  expect(downloads).toContainEqual(expect.objectContaining({ contentUrl: `${site}/data/records.json`, encodingFormat: 'application/json' }));
  expect(Object.keys(dataset!).filter((key) => /licen[cs]e/i.test(key))).toEqual([]);
});

test('every report page can be cited: title, site, canonical address and the build day, in its language', () => {
  const builtOn = kolkataDate(buildTime());
  const cases = [
    { path: '/Everest-2010/', url: `${site}/Everest-2010/`, title: words.report.pageTitle('Everest', 2010), date: `as of ${formatDateIn('en', builtOn)}` },
    { path: '/bn/Everest-2010/', url: `${site}/bn/Everest-2010/`, date: `সংস্করণ: ${formatDateIn('bn', builtOn)}` },
    // An old address cites the page under its current one.
    { path: '/Indrasan-2003/', url: `${site}/Indrasan-2004/`, date: `as of ${formatDateIn('en', builtOn)}` },
  ];
  for (const { path, url, title, date } of cases) {
    const citation = /<p data-citation[^>]*>([^<]+)<\/p>/.exec(exportedHtml(path))?.[1]?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
    expect(citation, path).toBeDefined();
    expect(citation, path).toContain(` ${url} (${date})`);
    if (title) expect(citation, path).toContain(`“${title}”. ${club.name}.`);
  }
});
