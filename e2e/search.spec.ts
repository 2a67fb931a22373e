import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { words } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { pathIn } from '@/lib/i18n/lang';
import { hrefs, routes, searchIndexFolder } from '@/lib/routes';

/** The search page (/search/, /bn/search/) and its island: what it shows, what it loads and when. */
const en = words.search;
const bn = editionOf('bn').words.search;

/** Every request the page makes to the search index's folder (Pagefind's script, WebAssembly, index chunks). */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(searchIndexFolder)) seen.push(url.pathname);
  });
  return seen;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, query, say] of [['en', 'Everest', en], ['bn', 'এভারেস্ট', bn]] as const) {
    test(`the ${lang} search page says search needs JavaScript and offers the record pages`, async ({ page }) => {
      await page.goto(`${pathIn(lang, routes.search)}?q=${query}`);
      const form = page.getByRole('main').getByRole('search');
      await expect(form).toHaveAttribute('action', pathIn(lang, routes.search));
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form.getByRole('searchbox', { name: say.form.label })).toHaveAttribute('name', 'q');
      // Playwright's text and role locators skip <noscript>; CSS reaches what the browser renders there.
      const note = page.locator('main noscript p');
      await expect(note).toHaveText(say.noScript);
      await expect(note).toBeVisible();
      const main = page.locator('main');
      for (const key of ['expeditions', 'shortNote', 'expeditionReport', 'records'] as const) {
        await expect(main.locator(`a[href="${pathIn(lang, routes[key])}"]`), key).toBeVisible();
      }
    });
  }

  test('the form submits the query to the search page as ?q=', async ({ page }) => {
    await page.goto('/search/');
    await page.getByRole('main').getByRole('searchbox', { name: en.form.label }).fill('Nun 2015');
    await page.getByRole('main').getByRole('button', { name: en.form.submit }).click();
    await expect(page).toHaveURL(/\/search\/\?q=Nun\+2015$/);
  });
});

test('no page but the search page loads any of the search index, and it only once the field is used', async ({ page }) => {
  const requests = searchRequests(page);
  for (const path of ['/', '/Everest-2010/', '/gallery/', '/MAK-organises-following-expeditions/', '/bn/', '/bn/Everest-2010/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests).toEqual([]);

  await page.goto('/search/');
  await page.waitForLoadState('networkidle');
  expect(requests, 'the search page before it is used').toEqual([]);
  await page.getByRole('main').getByRole('searchbox', { name: en.form.label }).focus();
  await expect.poll(() => requests).toContain(hrefs.searchScript());
});

test('a linked search (?q=) lists the matching pages, announces the count and keeps the query in the field', async ({ page, pageProblems }) => {
  await page.goto('/search/?q=Everest');
  const status = page.locator('main').getByRole('status');
  await expect(status).toHaveText(/^\d+ pages match “Everest”\.$/);
  await expect(page.getByRole('main').getByRole('searchbox', { name: en.form.label })).toHaveValue('Everest');
  const results = page.getByRole('list', { name: en.resultsLabel }).getByRole('listitem');
  await expect(results).toHaveCount(10);
  const firstThree = await results.locator('h2 a').evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')));
  expect(firstThree.sort()).toEqual(['/Everest-2010/', '/Everest-2021/', '/Everest-2025/']);
  const first = results.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^Everest \d{4} expedition report$/);
  await expect(first).toContainText(en.kinds.expedition);
  await expect(first.locator('mark').first()).toHaveText(/everest/i);
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors, 'no CSP violation or script error').toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test('typing searches as you go and keeps the address linkable; “show more” continues the list', async ({ page }) => {
  await page.goto('/search/');
  const field = page.getByRole('main').getByRole('searchbox', { name: en.form.label });
  await field.fill('expedition');
  await expect(page.locator('main').getByRole('status')).toHaveText(/pages match “expedition”/);
  await expect(page).toHaveURL(/\?q=expedition$/);
  const results = page.getByRole('list', { name: en.resultsLabel }).getByRole('listitem');
  await expect(results).toHaveCount(10);
  await page.getByRole('button', { name: en.more }).click();
  await expect(results).toHaveCount(20);
  // The keyboard goes on from the first new result.
  await expect(results.nth(10).getByRole('link')).toBeFocused();

  await field.fill('zqxjvw');
  await expect(page.locator('main').getByRole('status')).toHaveText('No page matches “zqxjvw”.');
  await expect(page.getByText(en.noneHint)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Expedition reports' }).last()).toBeVisible();
  await field.fill('');
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.locator('main').getByRole('status')).toHaveText('');
});

test('the Bengali search shows Bengali pages and reads Latin digits as Bengali ones', async ({ page, pageProblems }) => {
  await page.goto('/bn/search/?q=এভারেস্ট');
  const results = page.getByRole('list', { name: bn.resultsLabel }).getByRole('listitem');
  await expect(page.locator('main').getByRole('status')).toHaveText(/^“এভারেস্ট” খুঁজে [০-৯]+টি পাতা পাওয়া গেছে।$/);
  const hrefsShown = await results.locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefsShown.length).toBeGreaterThan(3);
  expect(hrefsShown.every((href) => href?.startsWith('/bn/'))).toBe(true);
  await expect(results.first().getByRole('heading', { level: 2 })).toHaveText(/^এভারেস্ট [০-৯]{4}: অভিযানের প্রতিবেদন$/);
  await expect(results.first()).toContainText(bn.kinds.expedition);

  await page.getByRole('main').getByRole('searchbox', { name: bn.form.label }).fill('2010');
  await expect(page.locator('main').getByRole('status')).toHaveText(/“2010” খুঁজে/);
  await expect(results.first().locator('h2 a')).toHaveAttribute('href', '/bn/Everest-2010/');
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
});

test('axe finds no violations on the search pages with results shown', async ({ page }) => {
  for (const [path, say] of [['/search/?q=Everest', en], ['/bn/search/?q=এভারেস্ট', bn]] as const) {
    await page.goto(path);
    await expect(page.getByRole('list', { name: say.resultsLabel }).getByRole('listitem').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
});

test('only the search pages may compile WebAssembly, and search engines are asked not to index them', async ({ request }) => {
  for (const path of ['/search/', '/bn/search/', '/', '/Everest-2010/', '/bn/gallery/']) {
    const html = await (await request.get(path)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const isSearch = path.endsWith('/search/');
    expect(policy.includes("'wasm-unsafe-eval'"), path).toBe(isSearch);
    expect(/<meta name="robots" content="noindex, ?follow"/.test(html), path).toBe(isSearch);
  }
});

test.describe('the header’s search field', () => {
  for (const [width, where] of [
    [1440, 'in the brand row'],
    [390, 'in the opened menu'],
  ] as const) {
    test(`at ${width} px, ${where}: a plain form that sends ?q= to the search page, which then searches`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const requests = searchRequests(page);
      await page.goto('/bn/Everest-2010/');
      await page.waitForLoadState('networkidle');
      if (width < 1280) await page.locator('#site-menu-toggle').click();
      const form = page.getByRole('search', { name: bn.form.label });
      await expect(form).toBeVisible();
      await expect(form).toHaveAttribute('action', pathIn('bn', routes.search));
      await form.getByRole('searchbox', { name: bn.form.label }).fill('এভারেস্ট');
      expect(requests, 'typing in the header loads nothing of the search').toEqual([]);
      await form.getByRole('button', { name: bn.form.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn('bn', routes.search)}\\?q=`));
      await expect(page.getByRole('main').getByRole('searchbox', { name: bn.form.label })).toHaveValue('এভারেস্ট');
      await expect(page.getByRole('list', { name: bn.resultsLabel }).getByRole('listitem').first()).toBeVisible();
      expect(requests).toContain(hrefs.searchScript());
    });
  }

  test('is one visible field at a time, and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('search', { name: en.form.label })).toHaveCount(1);
    await page.getByRole('search', { name: en.form.label }).getByRole('searchbox').fill('Nun');
    await page.getByRole('search', { name: en.form.label }).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=Nun$/);
    await context.close();
  });
});
