import { PDFDocument } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { words } from '@/lib/content';
import { tabTest as test, expect } from './fixtures';

/**
 * The print stylesheet (app/print.css, `@media print`): a page prints as its content on A4,
 * without the site's chrome or controls, with the address of each external link after it, and
 * with tables whose rows stay whole and whose header repeats.
 */

/** Every element the print stylesheet must leave out, by what a visitor sees it as. */
async function expectNoChrome(page: Page, path: string) {
  await expect(page.locator('a[href="#main"]'), `${path}: skip link`).toBeHidden();
  await expect(page.getByRole('complementary', { name: words.contact.topBar.label }), `${path}: top bar`).toBeHidden();
  await expect(page.locator('body header').first(), `${path}: header`).toBeHidden();
  await expect(page.locator('body footer').first(), `${path}: footer`).toBeHidden();
  // Everything beside <main> and beside each box that holds it is chrome (the scroll-to-top button among them).
  const shownOutsideMain = await page.evaluate(() => {
    const shown: string[] = [];
    for (let box = document.querySelector('main'); box && box !== document.body; box = box.parentElement) {
      for (const sibling of box.parentElement?.children ?? []) {
        if (sibling !== box && getComputedStyle(sibling).display !== 'none') shown.push(sibling.outerHTML.slice(0, 80));
      }
    }
    return shown;
  });
  expect(shownOutsideMain, path).toEqual([]);
  const shownNavigation = await page.locator('main nav, main form, main .carousel-control').evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).display !== 'none').length);
  expect(shownNavigation, `${path}: navigation or controls in main`).toBe(0);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
}

/** What the stylesheet prints after a link (`none` when nothing). */
const afterContent = (page: Page, selector: string) => page.locator(selector).first().evaluate((link) => getComputedStyle(link, '::after').content);

test.describe('print', () => {
  test('a report page prints its content without chrome, external link addresses shown, on A4', async ({ page }) => {
    await page.goto('/Everest-2010/');
    await page.emulateMedia({ media: 'print' });
    await expectNoChrome(page, '/Everest-2010/');

    const external = page.locator('[data-sources] a[href^="https://"]').first();
    const href = (await external.getAttribute('href'))!;
    expect(await afterContent(page, '[data-sources] a[href^="https://"]')).toBe(`" (${href})"`);
    // Internal links and anchors print no address.
    expect(await afterContent(page, 'main a[href^="/"]')).toBe('none');
    // The citation and the sources print; the screen's colours do not (black on white).
    await expect(page.locator('[data-citation]')).toBeVisible();
    const colours = await page.locator('main h1').evaluate((h1) => ({ color: getComputedStyle(h1).color, background: getComputedStyle(h1.closest('div.bg-navy-900') ?? h1).backgroundColor }));
    expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgba(0, 0, 0, 0)' });

    const pdf = await PDFDocument.load(await page.pdf({ format: 'A4', printBackground: true }));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = pdf.getPage(0).getSize();
    // A4 is 595.28 × 841.89 points; Chromium rounds the page to whole pixels.
    expect(Math.abs(width - 595.28)).toBeLessThan(2);
    expect(Math.abs(height - 841.89)).toBeLessThan(2);
  });

  test('a table prints whole: rows are not cut and the header repeats on each page', async ({ page }) => {
    await page.goto('/MAK-organises-following-expeditions/');
    await page.emulateMedia({ media: 'print' });
    await expectNoChrome(page, '/MAK-organises-following-expeditions/');
    const table = page.locator('main table').first();
    expect(await table.locator('thead').evaluate((thead) => getComputedStyle(thead).display)).toBe('table-header-group');
    expect(await table.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).breakInside)).toBe('avoid');
    // The table fits the printed page's width: nothing scrolls off to the side.
    const fits = await table.evaluate((element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth + 1);
    expect(fits).toBe(true);
    const pdf = await PDFDocument.load(await page.pdf({ format: 'A4' }));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  test('every kind of page leaves its chrome out, in both editions', async ({ page }) => {
    // Eight page loads in one test (one browser page serves them all): more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    for (const path of ['/', '/bn/gallery/', '/Expedition-Short-Note/', '/about-these-records/', '/contact-us/', '/peaks/everest/', '/bn/member/basanta-singha-roy/', '/statistics/']) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      await expectNoChrome(page, path);
    }
  });

  test('the short notes print open, not only the one open on screen', async ({ page }) => {
    await page.goto('/Expedition-Short-Note/');
    const closed = page.locator('main details:not([open])').first();
    const body = closed.locator(':scope > :not(summary)').first();
    await expect(body).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(body).toBeVisible();
  });
});
