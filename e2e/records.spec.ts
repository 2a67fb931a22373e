import { allExpeditions, expeditions, laterExpeditions, reportSlugs } from '@/lib/expeditions';
import { words } from '@/lib/content';
import { tabTest as test, expect, expectSiteChrome } from './fixtures';
import { exportedHtml } from './exportedSite';

const recordsPath = '/about-these-records/';

/** The Sources section of an exported report page, or undefined when there is none. */
function sourcesSection(html: string): string | undefined {
  return html.match(/<section[^>]*data-sources[^>]*>([\s\S]*?)<\/section>/)?.[1];
}

/** External links (http/https to another site) in a piece of HTML, as their opening tags. */
function externalLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="https?:\/\/[^"]+"[^>]*>/g)].map((match) => match[0]);
}

test.describe('exported HTML', () => {
  test('every report page ends with a Sources section; at least 20 list external links that open safely in a new tab', () => {
    let withLinks = 0;
    for (const { slug } of reportSlugs) {
      const html = exportedHtml(`/${slug}/`);
      const section = sourcesSection(html);
      expect(section, slug).toBeDefined();
      expect(section!, slug).toContain(`>${words.report.sources.heading}</h2>`);
      const links = externalLinks(section!);
      if (links.length > 0) withLinks += 1;
      for (const tag of links) {
        expect(tag, slug).toContain('target="_blank"');
        expect(tag, slug).toContain('rel="noopener noreferrer"');
        expect(tag, slug).not.toContain('mak.org.in');
      }
      expect((section!.match(/opens in a new tab/g) ?? []).length, slug).toBeGreaterThanOrEqual(links.length);
      expect(html, slug).toContain(`href="${recordsPath}"`);
    }
    expect(withLinks).toBeGreaterThanOrEqual(20);
  });

  test('the records page is linked from the table and the report list, and never mails a placeholder address', () => {
    expect(exportedHtml('/MAK-organises-following-expeditions/')).toContain(`href="${recordsPath}"`);
    expect(exportedHtml('/expedition-report/')).toContain(`href="${recordsPath}"`);
    const main = exportedHtml(recordsPath).match(/<main[\s\S]*<\/main>/)![0];
    expect(main).toContain('href="/contact-us/"');
    expect(main).not.toMatch(/mailto:|tel:/);
  });

  test('no page credits the club’s records or says the club did not record a result', () => {
    for (const path of ['/MAK-organises-following-expeditions/', '/expedition-report/', '/Expedition-Short-Note/', '/Tharkot-1994/', recordsPath]) {
      const html = exportedHtml(path);
      expect(html, path).not.toMatch(/club’s records|club's records|Not recorded/);
    }
  });
});

test('the records page shows figures computed from the records, and every disagreement', async ({ page, pageProblems }) => {
  await page.goto(recordsPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.records.title);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(words.records.title);

  // Recomputed here from the records, independently of lib/expeditions/recordStats.
  const figure = (id: string) => page.locator(`[data-figure="${id}"] dd`);
  await expect(figure('table-rows')).toHaveText(String(expeditions.length));
  await expect(figure('known-results')).toHaveText(String(expeditions.filter((e) => e.result !== undefined).length));
  await expect(figure('unknown-results')).toHaveText(String(expeditions.filter((e) => e.result === undefined).length));
  await expect(figure('list-only')).toHaveText(String(expeditions.filter((e) => e.evidence === 'spec-list-only').length));
  const all = [...expeditions, ...laterExpeditions];
  const cited = (e: (typeof all)[number]) => [
    ...e.sources,
    ...e.conflicts.flatMap((c) => c.accounts.flatMap((a) => a.sources)),
    ...e.peakContext.flatMap((c) => c.sources),
  ];
  const withPublic = all.filter((e) => cited(e).some((key) => key.startsWith('http') && !key.includes('mak.org.in')));
  await expect(figure('pages-with-sources')).toHaveText(String(withPublic.length));
  await expect(figure('summits')).toHaveText(String(expeditions.reduce((n, e) => n + e.summits.length, 0)));

  // Every recorded disagreement is listed, under its expedition.
  const conflicts = allExpeditions.flatMap((e) => e.conflicts.map((c) => ({ slug: e.slug, about: c.about })));
  expect(conflicts.length).toBeGreaterThan(10);
  for (const { slug, about } of conflicts) {
    await expect(page.locator(`section[aria-labelledby="conflicts-${slug}"]`).getByRole('heading', { name: about, exact: true })).toHaveCount(1);
  }

  await expect(page.getByRole('link', { name: words.records.correctionsLink, exact: true })).toHaveAttribute('href', '/contact-us/');
  await expectSiteChrome(page);
  await expect(page.locator('footer').getByRole('link', { name: 'About these records' })).toHaveAttribute('href', recordsPath);
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test('a rich report page lists its sources and disagreements; a sparse one says what is not known', async ({ page }) => {
  await page.goto('/Everest-2010/');
  const sources = page.getByRole('region', { name: words.report.sources.heading, exact: true });
  // The page's account ends with its sources; after them come only the way to correct it and the reference to cite it.
  const after = await page.locator('[data-sources]').evaluate((element) => {
    const labels: (string | null)[] = [];
    for (let next = element.nextElementSibling; next; next = next.nextElementSibling) labels.push(next.getAttribute('aria-labelledby'));
    return labels;
  });
  expect(after).toEqual(['correction-heading', 'cite-heading']);
  const links = sources.getByRole('link', { name: /opens in a new tab/ });
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(sources).toContainText(words.report.sources.originalSite);
  await expect(page.getByRole('heading', { name: words.report.conflicts.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cost of the expedition' })).toBeVisible();
  const recordLinks = page.getByRole('main').getByRole('link', { name: words.report.recordsLink, exact: true });
  expect(await recordLinks.count()).toBeGreaterThanOrEqual(1);
  for (const link of await recordLinks.all()) await expect(link).toHaveAttribute('href', recordsPath);

  await page.goto('/Setaglacier-1992/');
  const gap = page.getByRole('note', { name: words.report.listOnly.heading });
  await expect(gap).toContainText(words.report.listOnly.text);
  await expect(gap.getByRole('link', { name: words.report.listOnly.invitationLink })).toHaveAttribute('href', '/contact-us/');
  await expect(page.getByText(words.expedition.results.unknown).first()).toBeVisible();

  // A page with more than peak and year but no known result says only that the result is unknown.
  await page.goto('/saserkangri-2018/');
  await expect(page.getByRole('note', { name: words.report.unknownResult.heading })).toBeVisible();
  await expect(page.getByRole('note', { name: words.report.listOnly.heading })).toHaveCount(0);
});

test('the table filter finds the rows whose result is not known yet, by its new label', async ({ page }) => {
  await page.goto('/MAK-organises-following-expeditions/');
  const rows = page.locator('tbody tr');
  await expect(page.getByLabel(words.expeditions.table.searchLabel)).toBeEnabled();
  const filter = page.getByLabel(words.expeditions.table.resultLabel);
  await expect(filter.locator('option[value="unknown"]')).toHaveText(words.expeditions.table.resultOptions.unknown);
  await filter.selectOption({ label: words.expeditions.table.resultOptions.unknown });
  const unknown = expeditions.filter((e) => e.result === undefined);
  await expect(rows).toHaveCount(unknown.length);
  for (const text of await rows.locator('td:last-child').allTextContents()) expect(text).toBe(words.expedition.results.unknown);
  // The words of the result are searchable too.
  await filter.selectOption('all');
  await page.getByLabel(words.expeditions.table.searchLabel).fill(words.expedition.results.unknown);
  await expect(rows).toHaveCount(unknown.length);
  await expect(page.getByText(/summits at least/)).toBeVisible();
});
