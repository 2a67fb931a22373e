import { z } from 'zod';
import { editionOf } from '@/lib/edition';
import { allExpeditions, expeditions, peaksOfExpedition, reportSlugs } from '@/lib/expeditions';
import { langs, pathIn } from '@/lib/i18n/lang';
import { peaks, referenceHeightOf, visitsByPeak } from '@/lib/peaks';
import { hrefs, routes } from '@/lib/routes';
import { tabTest as test, expect, expectSiteChrome } from './fixtures';
import { exportedHtml } from './exportedSite';

/**
 * The peaks pages: every peak has a page in both editions, linked from its expeditions' reports,
 * the table and the short notes, and linking back to each report; every height names its source;
 * each peak page carries a valid Mountain; the index works without JavaScript.
 */
const peakIdsOfExpedition = (e: { slug: string }) => peaksOfExpedition(e.slug).map((part) => part.peakId);
const visits = visitsByPeak(allExpeditions, peaks, peakIdsOfExpedition);
const hrefsIn = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'));
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

const MountainShape = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.enum(['Mountain', 'Landform']),
  name: z.string().min(1),
  url: z.url(),
  elevation: z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitCode: z.enum(['MTR', 'FOT']) }).optional(),
  geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number(), longitude: z.number() }).optional(),
  containedInPlace: z.object({ '@type': z.literal('Place'), name: z.string().min(1) }).optional(),
  subjectOf: z.array(z.object({ '@type': z.literal('Report'), url: z.url() })).min(1),
});

test('every peak has a page in both editions, with its name, every height and its source, and a link back to each of its reports', () => {
  expect(peaks.length).toBeGreaterThan(30);
  for (const lang of langs) {
    const ed = editionOf(lang);
    for (const { id } of peaks) {
      const path = ed.path(hrefs.peak(id));
      const html = exportedHtml(path);
      const peak = ed.peak(id);
      expect(html, path).toContain(`<h1`);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], path).toBe(escaped(peak.name));
      // Back to every report of the peak.
      const links = new Set(hrefsIn(html));
      const own = visits.get(id)!;
      expect(own.length, path).toBeGreaterThan(0);
      for (const e of own) expect(links.has(ed.path(hrefs.report(e.slug))), `${path} → ${e.slug}`).toBe(true);
      // Every height, each followed by its source (a public one linked).
      const heights = [...html.matchAll(/<li[^>]*data-height="[^"]+"[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => item!);
      expect(heights, path).toHaveLength(peak.heights.length);
      peak.heights.forEach((height, i) => {
        const source = ed.source(height.source);
        expect(heights[i], `${path} height ${i + 1}`).toContain(escaped(source.publication));
        if (source.kind === 'public') expect(heights[i], `${path} height ${i + 1}`).toContain(`href="${source.url.replace(/&/g, '&amp;')}"`);
      });
      // A Mountain for search engines.
      const mountain = MountainShape.parse(jsonLd(html).find((item) => item['@type'] === 'Mountain' || item['@type'] === 'Landform'));
      const reference = referenceHeightOf(peak);
      if (reference?.m !== undefined) expect(mountain.elevation, path).toEqual({ '@type': 'QuantitativeValue', value: reference.m, unitCode: 'MTR' });
      expect(mountain.geo !== undefined, path).toBe(peak.coordinates !== undefined);
      expect(mountain.subjectOf.map((report) => new URL(report.url).pathname).sort(), path).toEqual(own.map((e) => ed.path(hrefs.report(e.slug))).sort());
    }
  }
});

test('report pages, the table and the short notes link to every peak page', () => {
  for (const lang of langs) {
    const peakPath = (id: string) => pathIn(lang, hrefs.peak(id));
    const table = new Set(hrefsIn(exportedHtml(pathIn(lang, routes.expeditions))));
    const notes = new Set(hrefsIn(exportedHtml(pathIn(lang, routes.shortNote))));
    // The table holds the club's 38 rows; the short notes every expedition, the later ones too.
    for (const id of new Set(expeditions.flatMap((e) => peakIdsOfExpedition(e)))) expect(table.has(peakPath(id)), `table → ${id}`).toBe(true);
    for (const { id } of peaks) expect(notes.has(peakPath(id)), `short notes → ${id}`).toBe(true);
    for (const { slug, expedition } of reportSlugs) {
      const links = new Set(hrefsIn(exportedHtml(pathIn(lang, hrefs.report(slug)))));
      for (const id of peakIdsOfExpedition(expedition)) expect(links.has(peakPath(id)), `${lang} ${slug} → ${id}`).toBe(true);
    }
  }
});

test('the index lists every peak under its region, each linked, with the years of its reports', () => {
  for (const lang of langs) {
    const html = exportedHtml(pathIn(lang, routes.peaks));
    const links = hrefsIn(html);
    for (const { id } of peaks) {
      expect(links.filter((href) => href === pathIn(lang, hrefs.peak(id))), id).toHaveLength(1);
      for (const e of visits.get(id)!) expect(links, `${id} ${e.slug}`).toContain(pathIn(lang, hrefs.report(e.slug)));
    }
    const list = jsonLd(html).find((item) => item['@type'] === 'ItemList') as { itemListElement: { position: number; url: string }[] };
    expect(list.itemListElement.map((item) => new URL(item.url).pathname).sort()).toEqual(peaks.map((peak) => pathIn(lang, hrefs.peak(peak.id))).sort());
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index shows every peak and leads to a peak page and on to a report', async ({ page }) => {
    await page.goto(routes.peaks);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peaks');
    await expect(page.locator('main article')).toHaveCount(peaks.length);
    await expect(page.getByRole('heading', { level: 2, name: 'Nepal' })).toBeVisible();
    await page.getByRole('link', { name: 'Everest', exact: true }).click();
    await expect(page).toHaveURL(/\/peaks\/everest\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everest');
    await expect(page.getByText('8848.86 m', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: /^2010\b.*Everest expedition of 2010/ }).first().click();
    await expect(page).toHaveURL(/\/Everest-2010\/$/);
    await page.getByRole('link', { name: 'Everest', exact: true }).first().click();
    await expect(page).toHaveURL(/\/peaks\/everest\/$/);
  });
});

test('a peak page in each edition shows its chrome, and the Bengali name in the Bengali face', async ({ page, pageProblems }) => {
  await page.goto(hrefs.peak('kanchenjunga'));
  await expectSiteChrome(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kanchenjunga');
  const bengaliName = page.locator('dd[lang="bn"]');
  await expect(bengaliName).toHaveText('কাঞ্চনজঙ্ঘা');
  expect(await bengaliName.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/bengali/i);
  await page.goto(pathIn('bn', hrefs.peak('kanchenjunga')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('কাঞ্চনজঙ্ঘা');
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});
