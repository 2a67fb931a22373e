import { PDFDocument } from 'pdf-lib';
import { editionOf } from '@/lib/edition';
import { allExpeditions, artworkImage, reportCardsOf, reportSlugs } from '@/lib/expeditions';
import { tabTest as test, expect, expectSiteChrome } from './fixtures';

const en = editionOf('en');
const reportCards = reportCardsOf(en, allExpeditions);

/** The 28 report addresses of the original site, exactly as spelled there. */
const originalSlugs = [
  'Gangstang-1990', 'Baljuri-1991', 'Setaglacier-1992', 'Srikailash-1993', 'Tharkot-1994', 'Kamet-1997', 'Choukhamba-1998',
  'Bhrigupanth-1999', 'Nandakot-2000', 'Shiva-2002', 'Indrasan-2003', 'Indrasan-2004', 'Shivling-2005', 'panwaliduar-2006',
  'Kulumakalu-rubalkang-2007', 'thalaysagar-2008', 'Changuch-2009', 'Annapurna-2012', 'Dharamsura-2012', 'nun-2014', 'nun-2015',
  'trisul-2017', 'saserkangri-2018', 'Debachen-2019', 'Ramjak-2021', 'mansalu-2022', 'Ramjak-2024', 'gorichen-2024',
];

test('the report list has one card per expedition with its link', async ({ page, pageProblems }) => {
  await page.goto('/expedition-report/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expedition Report');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(reportCards.length);
  for (const [index, card] of reportCards.entries()) {
    const article = cards.nth(index);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(card.title);
    await expect(article).toContainText(card.yearLabel);
    await expect(article.getByRole('link', { name: /^View (Photo|Report) & Download/ })).toHaveAttribute('href', card.href);
    await expect(article.locator('img')).toHaveAttribute('src', artworkImage(en, card.expedition).picture.src);
  }
  await expectSiteChrome(page);
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test('every original and every new report address has a page, and every PDF it offers is a real PDF', async ({ request }) => {
  const slugs = reportSlugs.map((report) => report.slug);
  for (const slug of originalSlugs) expect(slugs).toContain(slug);
  expect(slugs).toEqual(expect.arrayContaining(['Everest-2010', 'Kanchenjunga-2011', 'Thelu-Koteswar-1987', 'Everest-2025']));

  const checkedPdfs = new Set<string>();
  for (const slug of slugs) {
    const response = await request.get(`/${slug}/`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    expect(html, slug).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const downloads = [...html.matchAll(/<a [^>]*href="([^"]+\.pdf)"[^>]*>/g)];
    expect(downloads.length, slug).toBeGreaterThanOrEqual(1);
    for (const [tag, href] of downloads) {
      expect(tag, slug).toContain('target="_blank"');
      expect(tag, slug).toContain('rel="noopener noreferrer"');
      if (checkedPdfs.has(href!)) continue;
      checkedPdfs.add(href!);
      const pdf = await request.get(href!);
      expect(pdf.status(), href).toBe(200);
      const bytes = await pdf.body();
      expect(bytes.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount(), href).toBeGreaterThanOrEqual(1);
    }
  }
});

test('a report page shows its breadcrumb, facts, download and neighbours', async ({ page, pageProblems }) => {
  await page.goto('/Everest-2010/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everest (8848.86 m)');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/expedition-report/');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Everest 2010');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(page.getByText('Basanta Singha Roy').first()).toBeVisible();
  const download = page.getByRole('link', { name: /^Download/ });
  await expect(download).toHaveAttribute('href', '/pdf/expeditions/Everest-2010.pdf');
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Previous expedition/ })).toHaveAttribute('href', '/Changuch-2009/');
  await expect(page.getByRole('link', { name: /Next expedition/ })).toHaveAttribute('href', '/Kanchenjunga-2011/');
  await expect(page).toHaveTitle(/^Everest 2010 expedition report/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^In spring 2010 .{20,150}$/);
  await expectSiteChrome(page);
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test('the old Indrasan-2003 address shows the Indrasan record with a canonical link to Indrasan-2004', async ({ page }) => {
  await page.goto('/Indrasan-2003/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indrasan (6221 m)');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Indrasan-2004\/$/);
  await page.goto('/Indrasan-2004/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Indrasan-2004\/$/);
});

/** The report list's link and the short note's link promise a photo only where the report page shows one. */
test('link labels promise photos only where the report has them; no report opens with a drawing', async ({ request }) => {
  const reportHasPhotos = new Map<string, boolean>();
  for (const slug of reportSlugs.map((report) => report.slug)) {
    const html = await (await request.get(`/${slug}/`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // The drawing made from every record alike is no picture of the expedition: the report shows photographs or none.
    expect(main, slug).not.toContain('/artwork/expeditions/');
    reportHasPhotos.set(`/${slug}/`, main.includes('id="photos"'));
  }
  for (const [path, labels] of [
    ['/expedition-report/', { photos: 'View Photo & Download', none: 'View Report & Download' }],
    ['/Expedition-Short-Note/', { photos: 'More Details & View Photo', none: 'More Details' }],
  ] as const) {
    // From the exported HTML: the short notes' links sit in closed panels.
    const html = await (await request.get(path)).text();
    const found = [...html.matchAll(/<a [^>]*href="(\/[^"#]+\/)"[^>]*>([^<]+)</g)]
      .map(([, href, text]) => [href!, text!.replaceAll('&amp;', '&').trim()] as const)
      .filter(([href]) => reportHasPhotos.has(href));
    const labelled = found.filter(([, text]) => text === labels.photos || text === labels.none);
    expect(labelled.length, path).toBe(reportCards.length);
    for (const [href, text] of labelled) expect(text, `${path} → ${href}`).toBe(reportHasPhotos.get(href) ? labels.photos : labels.none);
    expect(found.filter(([href, text]) => /photo/i.test(text) && !reportHasPhotos.get(href)), path).toEqual([]);
  }
  // The sample records and gallery hold no photograph of any expedition: every label must say so.
  expect([...reportHasPhotos.values()].some(Boolean)).toBe(false);
});
