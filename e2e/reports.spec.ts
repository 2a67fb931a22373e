import { PDFDocument } from 'pdf-lib';
import { editionOf } from '@/lib/edition';
import { allExpeditions, artworkImage, reportCardsOf, reportSlugs } from '@/lib/expeditions';
import { test, expect, expectSiteChrome } from './fixtures';

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
    await expect(article.getByRole('link', { name: /^View Photo & Download/ })).toHaveAttribute('href', card.href);
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

test.describe('photo zoom', () => {
  const photoName = /Illustration of Everest, 2010: enlarge/;

  async function open(page: import('@playwright/test').Page) {
    const photo = page.getByRole('link', { name: photoName });
    await photo.click();
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Everest (8848.86 m), 2010');
    await expect(dialog).toContainText('not a photograph');
    await expect(dialog.locator('img')).toBeVisible();
    return { photo, dialog };
  }

  async function expectClosed(page: import('@playwright/test').Page, photo: import('@playwright/test').Locator, scrollY: number) {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(photo).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  }

  test('loads the viewer only when a photo is opened, locks scroll without shifting the page', async ({ page, pageProblems }) => {
    await page.goto('/Everest-2010/');
    const hasViewerStyles = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => {
          try {
            return [...sheet.cssRules].some((rule) => rule.cssText.includes('yarl__'));
          } catch {
            return false;
          }
        }),
      );
    expect(await hasViewerStyles()).toBe(false);

    // While the viewer is open the page behind it is hidden from the accessibility tree.
    const heading = page.locator('h1');
    const before = await heading.boundingBox();
    const { photo } = await open(page);
    expect(await hasViewerStyles()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const during = await heading.boundingBox();
    expect(during?.x).toBe(before?.x);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Escape');
    await expectClosed(page, photo, scrollY);
    expect(pageProblems.consoleErrors).toEqual([]);
    expect(pageProblems.failedRequests).toEqual([]);
  });

  test('closes on a wheel scroll, and the page does not scroll', async ({ page }) => {
    await page.goto('/Everest-2010/');
    const { photo } = await open(page);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, 120);
    await expectClosed(page, photo, scrollY);
  });

  test('closes on a vertical touch swipe of more than 10 px', async ({ page }) => {
    await page.goto('/Everest-2010/');
    const { photo, dialog } = await open(page);
    const scrollY = await page.evaluate(() => window.scrollY);
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: 700 };
    await dialog.dispatchEvent('pointerdown', { ...touch, clientY: 400, buttons: 1 });
    await dialog.dispatchEvent('pointermove', { ...touch, clientY: 406, buttons: 1 });
    await expect(dialog).toBeVisible();
    await dialog.dispatchEvent('pointermove', { ...touch, clientY: 414, buttons: 1 });
    await expectClosed(page, photo, scrollY);
  });

  test('closes on a click on the backdrop', async ({ page }) => {
    await page.goto('/Everest-2010/');
    const { photo } = await open(page);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.click(30, 200);
    await expectClosed(page, photo, scrollY);
  });

  test('closes with its close button, and a click on the photo itself keeps it open', async ({ page }) => {
    await page.goto('/Everest-2010/');
    const { photo, dialog } = await open(page);
    const scrollY = await page.evaluate(() => window.scrollY);
    await dialog.locator('img').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close picture' }).click();
    await expectClosed(page, photo, scrollY);
  });
});
