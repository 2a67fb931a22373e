import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * When the site fetches a page ahead of a click (components/site/SiteLink.tsx): only for a link
 * the visitor reaches for, never for links merely on screen, and not at all on a metered
 * connection. A page ahead is its React payload, the `.txt` files beside each exported page.
 */
const isPagePayload = (url: string) => new URL(url).pathname.endsWith('.txt');

/** The payloads the page asks for from now on. */
function payloadsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isPagePayload(request.url())) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const everestLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Everest', exact: true }).first();

test('links on screen fetch nothing ahead; the one pointed at fetches its page, and a click opens it', async ({ page }) => {
  const asked = payloadsAskedFor(page);
  await page.goto('/peaks/');
  await page.waitForLoadState('networkidle');
  expect(asked, 'fetched ahead with no link reached for').toEqual([]);

  await everestLink(page).hover();
  await expect.poll(() => asked.filter((pathname) => pathname.startsWith('/peaks/everest/'))).not.toEqual([]);
  expect(asked.filter((pathname) => !pathname.startsWith('/peaks/everest/')), 'fetched for a link not pointed at').toEqual([]);

  await everestLink(page).click();
  await expect(page).toHaveURL(/\/peaks\/everest\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everest');
});

test('the keyboard reaching a link counts as reaching for it', async ({ page }) => {
  const asked = payloadsAskedFor(page);
  await page.goto('/peaks/');
  await page.waitForLoadState('networkidle');
  await everestLink(page).focus();
  await expect.poll(() => asked.filter((pathname) => pathname.startsWith('/peaks/everest/'))).not.toEqual([]);
});

test.describe('on a metered connection (Save-Data)', () => {
  test.beforeEach(async ({ page }) => {
    // Chromium's Network Information API as a phone that asked to save data reports it.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g', downlink: 10, addEventListener() {}, removeEventListener() {} } }));
  });

  test('not even the link pointed at fetches ahead, and a click still opens its page', async ({ page }) => {
    const asked = payloadsAskedFor(page);
    await page.goto('/peaks/');
    await page.waitForLoadState('networkidle');
    await everestLink(page).hover();
    // Without Save-Data the same hover asks within a few milliseconds (the test above).
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);

    await everestLink(page).click();
    await expect(page).toHaveURL(/\/peaks\/everest\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Everest');
  });
});
