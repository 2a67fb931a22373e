import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { readRecordFolder } from '@/lib/content';
import { locales, pathIn } from '@/lib/i18n/lang';
import { editionFile, hrefs, routes } from '@/lib/routes';
import { ADDED_EXPEDITION as added } from '../scripts/editorAddedRecords';
import { LARGE_GALLERY_DIR } from '../scripts/largeGallerySeed';
import { textOf } from './exportedSite';
import { test, expect } from './fixtures';

/**
 * An expedition added through the club's editor, published by a build: the fixture export
 * (scripts/build-large-gallery.ts), whose content is the repository's plus the files
 * e2e/editor.spec.ts sees the editor write. It is on every page a new expedition must reach, in
 * both editions, in the search and in the open data, and the records held before are all still
 * there. The pages are read as exported; search runs in the browser, as it does for a visitor.
 */
const exportDir = path.resolve(__dirname, '..', LARGE_GALLERY_DIR);
const file = (address: string) => readFileSync(path.join(exportDir, address));
const html = (address: string) => file(path.join(address, 'index.html')).toString('utf8');
/** An element's markup, from its opening tag (matched by `opening`) to its closing tag. */
const element = (page: string, tag: string, opening: string) => new RegExp(`<${tag}[^>]*${opening}[^>]*>[\\s\\S]*?</${tag}>`).exec(page)?.[0] ?? '';

const report = hrefs.report(added.slug);
const before = readRecordFolder('expeditions').length;

test('the table lists it after the original table’s rows, with its report, peak and year', () => {
  const table = html(routes.expeditions);
  expect(table.match(/<tr[^>]*data-slug="/g)).toHaveLength(before + 1);
  const row = element(table, 'tr', `data-slug="${added.slug}"`);
  expect(textOf(row)).toContain(added.peak.name.en);
  for (const part of [`href="${report}"`, 'data-added-after-table', `href="${hrefs.peak(added.peak.id)}"`, `href="${hrefs.year(added.year)}"`]) expect(row).toContain(part);
});

test('the short notes have its entry, linking its report', () => {
  const entry = element(html(routes.shortNote), 'details', `id="${added.slug}"`);
  expect(textOf(entry)).toContain(added.peak.name.en);
  expect(textOf(entry)).toContain(String(added.year));
  expect(entry).toContain(`href="${report}"`);
});

test('the statistics count it and reach its year', () => {
  const page = html(routes.statistics);
  expect(textOf(element(page, 'div', 'data-figure="expeditions"'))).toContain(`${added.year} ${before + 1}`);
});

for (const lang of ['en', 'bn'] as const) {
  const at = (address: string) => pathIn(lang, address);
  const link = (address: string) => `href="${at(address)}"`;

  test(`its report page (${lang}) tells the account, names its team with links to their pages and cites the source`, () => {
    const page = html(at(report));
    expect(textOf(element(page, 'h1', ''))).toContain(added.peak.name[lang]);
    expect(textOf(page)).toContain(added.narrative[lang]);
    expect(page).toContain(`${link(hrefs.person(added.person.id))}>${added.person.name[lang]}</a>`);
    for (const { id } of added.registryPeople) expect(page).toContain(link(hrefs.person(id)));
    expect(page).toContain(`href="${added.source.url}"`);
  });

  test(`its peak’s page, its team’s and its year’s (${lang}) link the report`, () => {
    for (const address of [hrefs.peak(added.peak.id), hrefs.year(added.year), ...[added.person, ...added.registryPeople].map(({ id }) => hrefs.person(id))]) {
      expect(html(at(address)), address).toContain(link(report));
    }
    expect(textOf(element(html(at(hrefs.peak(added.peak.id))), 'h1', ''))).toContain(added.peak.name[lang]);
    expect(textOf(element(html(at(hrefs.person(added.person.id))), 'h1', ''))).toContain(added.person.name[lang]);
  });

  test(`its summary PDF (${lang}) is published, titled with its peak`, async () => {
    const pdf = await PDFDocument.load(file(editionFile(locales[lang], hrefs.reportPdf(added.slug))));
    expect(pdf.getTitle()).toContain(added.peak.name[lang]);
  });

  test(`search (${lang}) finds it by its peak’s name`, async ({ page }) => {
    await page.goto(`${at(routes.search)}?q=${encodeURIComponent(added.peak.name[lang])}`);
    await expect(page.locator(`main a[${link(report)}]`).first()).toBeVisible();
  });
}

test('the open data holds it, its peak and its new member, and the expedition’s own file', () => {
  const table = (name: string) => file(hrefs.data(name, 'csv')).toString('utf8');
  const expeditions = table('expeditions');
  expect(expeditions.trim().split('\n')).toHaveLength(before + 2);
  expect(expeditions).toMatch(new RegExp(`^${added.slug},.*,${added.year},`, 'm'));
  expect(table('peaks')).toContain(added.peak.name.en);
  expect(table('people')).toContain(added.person.name.en);
  expect(JSON.parse(file(hrefs.recordData('expedition', added.slug)).toString('utf8'))).toMatchObject({ kind: 'expedition', id: added.slug, names: { en: added.peak.name.en, bn: added.peak.name.bn } });
});
