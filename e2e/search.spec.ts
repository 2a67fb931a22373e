import type { Page } from '@playwright/test';
import { test, tabTest, expect } from './fixtures';
import { words } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { pathIn } from '@/lib/i18n/lang';
import { hrefs, routes, searchIndexFolder } from '@/lib/routes';
import { pageKinds } from '@/lib/search/indexPage';

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
    test(`the ${lang} search page says search needs JavaScript, offers the record pages, and shows no field that could not search`, async ({ page }) => {
      await page.goto(`${pathIn(lang, routes.search)}?q=${query}`);
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      await expect(page.getByRole('search')).toHaveCount(0);
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

});

test.describe('before the runtime', () => {
  // Its scripts never arrive, so the page never hydrates: no need to wait for it.
  test.use({ awaitHydration: false });

  test('the form submits the query to the search page as ?q=, whose early script answers before the runtime has loaded', async ({ page }) => {
    // The framework's scripts never arrive: what shows is the early script's work (lib/search/earlySearch.ts).
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/search/');
    const form = page.getByRole('main').getByRole('search');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form).toHaveAttribute('method', 'get');
    await form.getByRole('searchbox', { name: en.form.label }).fill('Nun 2015');
    await form.getByRole('button', { name: en.form.submit }).click();
    await expect(page).toHaveURL(/\/search\/\?q=Nun\+2015$/);
    const early = page.getByRole('list', { name: en.resultsLabel });
    await expect(early.getByRole('listitem').first()).toBeVisible();
    await expect(early.getByRole('listitem')).toHaveCount(5);
    const first = early.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/[^/]+\/$/);
    await expect(first.locator('mark').first()).toBeVisible();
  });

  for (const [lang, query, say, straight, firstKind] of [
    ['en', 'Everest', en, ['/peaks/everest/', '/Everest-2010/'], en.kinds.peak],
    ['bn', 'বসন্ত সিংহ রায়', bn, ['/bn/member/basanta-singha-roy/'], bn.kinds.person],
  ] as const) {
    test(`${lang}: a linked search names its pages from the names file alone, before the runtime and before Pagefind has answered`, async ({ page }) => {
      // Neither the framework nor Pagefind ever answers: what shows is the names block of the early script.
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
      await page.route('**/pagefind/**', (route) => route.abort());
      await page.goto(`${pathIn(lang, routes.search)}?q=${encodeURIComponent(query)}`);
      const block = page.getByRole('list', { name: say.goStraight });
      await expect(block.getByRole('link').first()).toBeVisible();
      const hrefs = await block.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.slice(0, straight.length)).toEqual(straight);
      await expect(block.getByRole('link').first()).toContainText(`(${firstKind})`);
      await expect(page.getByRole('list', { name: say.resultsLabel })).toHaveCount(0);
      await block.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${straight[0]}$`));
    });
  }
});

test('no page but the search page loads any of the search index, and it only once the field is used', async ({ page }) => {
  const requests = searchRequests(page);
  const namesRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/search-names/')) namesRequests.push(request.url());
  });
  for (const path of ['/', '/Everest-2010/', '/gallery/', '/MAK-organises-following-expeditions/', '/bn/', '/bn/Everest-2010/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests).toEqual([]);

  await page.goto('/search/');
  await page.waitForLoadState('networkidle');
  expect(requests, 'the search page before it is used').toEqual([]);
  expect(namesRequests, 'the names for “did you mean” load with the search only').toEqual([]);
  await page.getByRole('main').getByRole('searchbox', { name: en.form.label }).focus();
  await expect.poll(() => requests).toContain(hrefs.searchScript());
});

tabTest('a linked search (?q=) lists the matching pages, announces the count and keeps the query in the field', async ({ page, pageProblems }) => {
  await page.goto('/search/?q=Everest');
  const status = page.locator('main').getByRole('status');
  await expect(status).toHaveText(/^\d+ pages match “Everest”\.$/);
  await expect(page.getByRole('main').getByRole('searchbox', { name: en.form.label })).toHaveValue('Everest');
  const results = page.getByRole('list', { name: en.resultsLabel }).getByRole('listitem');
  await expect(results).toHaveCount(10);
  const firstThree = await results.locator('h2 a').evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')));
  // The pages about Everest come first: its expeditions' reports and its peak page (their order is Pagefind's ranking).
  expect(firstThree.filter((href) => /^\/(Everest-\d{4}|peaks\/everest)\/$/.test(href ?? '')), firstThree.join(' ')).toHaveLength(3);
  expect(firstThree.filter((href) => /^\/Everest-\d{4}\/$/.test(href ?? '')).length).toBeGreaterThanOrEqual(2);
  const first = results.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^Everest \d{4} expedition report$/);
  await expect(first).toContainText(en.kinds.expedition);
  await expect(first.locator('mark').first()).toHaveText(/everest/i);
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors, 'no CSP violation or script error').toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

tabTest('typing searches as you go and keeps the address linkable; “show more” continues the list', async ({ page }) => {
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

tabTest('the Bengali search shows Bengali pages and reads Latin digits as Bengali ones', async ({ page, pageProblems }) => {
  await page.goto('/bn/search/?q=এভারেস্ট');
  const results = page.getByRole('list', { name: bn.resultsLabel }).getByRole('listitem');
  await expect(page.locator('main').getByRole('status')).toHaveText(/^“এভারেস্ট” খুঁজে [০-৯]+টি পাতা পাওয়া গেছে।$/);
  const hrefsShown = await results.locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefsShown.length).toBeGreaterThan(3);
  expect(hrefsShown.every((href) => href?.startsWith('/bn/'))).toBe(true);
  // Everest's page or one of its expeditions first (the index weighs them alike), each in Bengali, an expedition marked as one.
  await expect(results.first().getByRole('heading', { level: 2 })).toHaveText(/^এভারেস্ট/);
  const report = results.filter({ hasText: bn.kinds.expedition }).first();
  await expect(report.getByRole('heading', { level: 2 })).toHaveText(/^এভারেস্ট, [০-৯]{4}: অভিযানের প্রতিবেদন$/);

  await page.getByRole('main').getByRole('searchbox', { name: bn.form.label }).fill('2010');
  await expect(page.locator('main').getByRole('status')).toHaveText(/“2010” খুঁজে/);
  // The year's page and the expedition of that year lead, in either order.
  await expect(results.locator('h2 a[href="/bn/Everest-2010/"]')).toBeVisible();
  const leading = await results.locator('h2 a').evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')));
  expect(leading.sort()).toEqual(['/bn/Everest-2010/', '/bn/years/2010/']);
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
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

  test('is one visible field at a time, and none without JavaScript (the search page could not answer)', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page.getByRole('search', { name: en.form.label })).toHaveCount(1);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const bare = await context.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('search', { name: en.form.label })).toHaveCount(0);
    await context.close();
  });
});

test.describe('a search that forgives', () => {
  // Our own misspellings (lib/search/names.test.ts checks that the records hold none of them).
  const typos = [
    { lang: 'en', query: 'Basnta Roy', page: '/member/basanta-singha-roy/', kind: en.kinds.person, say: en },
    { lang: 'en', query: 'Kanchanjunga', page: '/peaks/kanchenjunga/', kind: en.kinds.peak, say: en },
    { lang: 'en', query: 'Everst 2010', page: '/Everest-2010/', kind: en.kinds.expedition, say: en },
    { lang: 'bn', query: 'বসন্ত সিঙ্হ রাই', page: '/bn/member/basanta-singha-roy/', kind: bn.kinds.person, say: bn },
    { lang: 'bn', query: 'কাঞ্চনজংঘা', page: '/bn/peaks/kanchenjunga/', kind: bn.kinds.peak, say: bn },
    { lang: 'bn', query: 'এভারেষ্ট ২০১০', page: '/bn/Everest-2010/', kind: bn.kinds.expedition, say: bn },
  ] as const;

  for (const typo of typos) {
    tabTest(`${typo.lang}: “${typo.query}” still finds ${typo.page}`, async ({ page, pageProblems }) => {
      await page.goto(`${pathIn(typo.lang, routes.search)}?q=${encodeURIComponent(typo.query)}`);
      const offered = page.getByRole('list', { name: typo.say.didYouMean });
      const link = offered.getByRole('link').filter({ hasText: typo.kind }).first();
      await expect(link).toHaveAttribute('href', typo.page);
      // And the query is searched as the records spell the name, so the page is among the results.
      await expect(page.getByRole('list', { name: typo.say.resultsLabel }).locator(`h2 a[href="${typo.page}"]`)).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${typo.page}$`));
      expect(pageProblems.consoleErrors).toEqual([]);
    });
  }

  tabTest('a misspelt name is searched as the records spell it, says so, and can be searched as typed', async ({ page }) => {
    await page.goto('/search/?q=Basnta%20Roy');
    const status = page.locator('main').getByRole('status');
    await expect(status).toHaveText(/^\d+ pages match “Basanta Singha Roy”, the records’ spelling of “Basnta Roy”\.$/);
    await expect(page.getByRole('list', { name: en.resultsLabel }).locator('h2 a').first()).toHaveAttribute('href', '/member/basanta-singha-roy/');
    await page.getByRole('button', { name: 'Search for “Basnta Roy” as typed' }).click();
    await expect(status).toHaveText('No page matches “Basnta Roy”.');
  });

  tabTest('a name spelled as the records spell it needs no “did you mean”: its page is offered straight away, once', async ({ page }) => {
    await page.goto('/search/?q=Basanta%20Singha%20Roy');
    await expect(page.getByRole('list', { name: en.resultsLabel }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: en.didYouMean })).toHaveCount(0);
    // The island's block, the early script's gone (one list, one link).
    await expect(page.getByRole('list', { name: en.goStraight }).getByRole('link')).toHaveAttribute('href', '/member/basanta-singha-roy/');
    await expect(page.getByRole('list', { name: en.goStraight })).toHaveCount(1);
    // A query that names nothing gets no block.
    await page.getByRole('main').getByRole('searchbox', { name: en.form.label }).fill('rock climbing');
    await expect(page.locator('main').getByRole('status')).toHaveText(/“rock climbing”/);
    await expect(page.getByRole('list', { name: en.goStraight })).toHaveCount(0);
  });
});

test.describe('kind filters', () => {
  for (const [lang, query, say] of [['en', 'Everest', en], ['bn', 'এভারেস্ট', bn]] as const) {
    tabTest(`${lang}: each kind with its count; choosing one lists only pages of that kind`, async ({ page }) => {
      await page.goto(`${pathIn(lang, routes.search)}?q=${encodeURIComponent(query)}`);
      const filters = page.getByRole('group', { name: say.filters.legend });
      await expect(filters.getByRole('radio', { name: new RegExp(`^${say.filters.all}`) })).toBeChecked();
      await expect(filters.getByRole('radio', { name: new RegExp(`^${say.filters.kinds.peak} \\(`) })).toBeVisible();
      const results = page.getByRole('list', { name: say.resultsLabel }).getByRole('listitem');
      await expect(results.first()).toBeVisible();

      // The counts as the page first shows them, before any filter is chosen: every kind counted, together all pages.
      const countOf = async (label: string) => {
        const name = (await filters.getByText(new RegExp(`^${label} \\(`)).textContent()) ?? '';
        const digits = /\(([^)]+)\)/.exec(name)?.[1] ?? '';
        // Bengali digits count from ০ (U+09E6).
        return Number([...digits].map((digit) => (/[0-9]/.test(digit) ? digit : String(digit.codePointAt(0)! - 0x09e6))).join(''));
      };
      const counts = { all: await countOf(say.filters.all), ...Object.fromEntries(await Promise.all(pageKinds.map(async (kind) => [kind, await countOf(say.filters.kinds[kind])]))) };
      expect(counts.all).toBeGreaterThan(10);
      expect(pageKinds.reduce((sum, kind) => sum + counts[kind], 0), JSON.stringify(counts)).toBe(counts.all);

      for (const kind of ['peak', 'expedition', 'person'] as const) {
        expect(counts[kind], kind).toBeGreaterThan(0);
        await filters.getByText(new RegExp(`^${say.filters.kinds[kind]} \\(`)).click();
        await expect(filters.getByRole('radio', { name: new RegExp(`^${say.filters.kinds[kind]}`) })).toBeChecked();
        await expect(results.first()).toContainText(say.kinds[kind]);
        await expect(results).toHaveCount(Math.min(counts[kind], 10));
        const kinds = await results.locator('[data-result-slot="kind"]').allTextContents();
        expect(new Set(kinds), kind).toEqual(new Set([say.kinds[kind]]));
      }
      await filters.getByText(new RegExp(`^${say.filters.all}`)).click();
      await expect(results).toHaveCount(10);
    });
  }
});

tabTest('the language link keeps the query, as it is typed', async ({ page }) => {
  await page.goto('/search/?q=Everest');
  await expect(page.getByRole('list', { name: en.resultsLabel }).getByRole('listitem').first()).toBeVisible();
  const toBengali = page.locator('a[data-language-switch]');
  await expect(toBengali).toHaveAttribute('href', '/bn/search/?q=Everest');
  await page.getByRole('main').getByRole('searchbox', { name: en.form.label }).fill('Nun 2015');
  await expect(toBengali).toHaveAttribute('href', '/bn/search/?q=Nun+2015');
  await toBengali.click();
  await expect(page).toHaveURL(/\/bn\/search\/\?q=Nun\+2015$/);
  await expect(page.getByRole('main').getByRole('searchbox', { name: bn.form.label })).toHaveValue('Nun 2015');
  await expect(page.locator('a[data-language-switch]')).toHaveAttribute('href', '/search/?q=Nun+2015');
});
