import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { club } from '@/lib/content/club';
import { words } from '@/lib/content';
import { publishedEmail, publishedPhones } from '@/lib/contact/publicContact';

/**
 * Every test page records console errors and failed requests to our own origin; a test fails
 * when either happens, unless it opts out for a deliberate failure (e.g. the 404 page).
 */
type Watchers = { pageProblems: { consoleErrors: string[]; failedRequests: string[] } };
/**
 * `awaitHydration: false` (test.use) for a test whose page is meant never to hydrate (its scripts
 * blocked or broken, or not a page of the site: the editor, the PDF viewer), which would otherwise
 * wait out the whole limit below on every load.
 */
type Options = { awaitHydration: boolean };

/** Longest wait for hydration after a page load (scripts/runtimeAfterLoad.ts starts the runtime at `load`). */
const hydrationWaitMs = 15_000;

/** Makes the page's `goto` also wait for the root layout's hydration mark (see `page` below). */
function awaitHydrationAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: hydrationWaitMs }).catch(() => undefined);
    return response;
  };
}

/** The context options a kept tab is made with; a tab per worker for each set of them. */
type TabOptions = Pick<BrowserContextOptions, 'javaScriptEnabled' | 'isMobile' | 'hasTouch' | 'reducedMotion'>;

export const test = base.extend<Options & Watchers, { workerTabs: (options: TabOptions) => Promise<Page> }>({
  awaitHydration: [true, { option: true }],
  // The runtime loads after the page's `load` event, so a test that acts right after `goto` could
  // beat hydration. `goto` therefore also waits for the root layout's hydration mark; a page whose
  // scripts are deliberately broken simply never gets it, and its test judges what it shows.
  page: async ({ page, javaScriptEnabled, awaitHydration }, provide) => {
    if (javaScriptEnabled !== false && awaitHydration) awaitHydrationAfterGoto(page);
    await provide(page);
  },
  // The second argument is Playwright's `use`; named `provide` so the React hooks lint rule leaves it alone.
  pageProblems: async ({ page, baseURL }, provide) => {
    const problems = { consoleErrors: [] as string[], failedRequests: [] as string[] };
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
    // Next's router probes prefetched pages with HEAD requests (the report pages sit in a dynamic
    // root segment) and cancels prefetches it no longer needs; Chromium reports both as ERR_ABORTED.
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (request.url().startsWith(origin) && !error.includes('ERR_ABORTED')) problems.failedRequests.push(`${request.url()} (${error})`);
    });
    page.on('response', (response) => {
      const isDocument = response.request().resourceType() === 'document';
      if (!isDocument && response.url().startsWith(origin) && response.status() >= 400) {
        problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
      }
    });
    await provide(problems);
  },
  // The kept tabs of tabTest below. Declared here, not there, so that the tests of both kinds share
  // their workers: a test type with worker fixtures of its own gets workers of its own, and the
  // switch from one kind to the other cost a new worker and browser on each core (6 s).
  workerTabs: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const tabs = new Map<string, Promise<Page>>();
      const open = async (options: TabOptions) => {
        const tab = await (await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, ...options })).newPage();
        if (options.javaScriptEnabled) awaitHydrationAfterGoto(tab);
        return tab;
      };
      await provide((options) => {
        const key = JSON.stringify(options);
        if (!tabs.has(key)) tabs.set(key, open(options));
        return tabs.get(key)!;
      });
      for (const tab of tabs.values()) await (await tab).context().close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * The test for tests that read pages and act on them without watching what the browser fetches
 * (e2e/everyPage.spec.ts, most of the search page's and the menu's): its `page` is a tab its worker
 * keeps across tests, one for each set of context options (a phone's touch, no script, reduced
 * motion). A fresh context per test starts a new renderer, whose every script (the site's runtime,
 * the checkers) compiles from nothing; in a kept tab a page loads and hydrates in 0.3–0.4 s against
 * 0.6–0.8 s, and axe goes in faster. The site keeps nothing in the browser (no cookie, no storage)
 * and each test starts with a navigation; between tests a tab gets back its window size and media,
 * and loses its routes and the listeners its test and the watchers above added. A test that
 * watches requests takes `test`: a kept tab's cache answers many of them.
 */
export const tabTest = test.extend({
  page: async ({ workerTabs, viewport, javaScriptEnabled, isMobile, hasTouch, reducedMotion, awaitHydration }, provide, testInfo) => {
    if (!awaitHydration) throw new Error('tabTest waits for hydration after every load; a test whose page never hydrates takes `test`');
    const tab = await workerTabs({ javaScriptEnabled: javaScriptEnabled !== false, isMobile: !!isMobile, hasTouch: !!hasTouch, reducedMotion: reducedMotion ?? 'no-preference' });
    const size = viewport ?? testInfo.project.use.viewport;
    if (size) await tab.setViewportSize(size);
    await provide(tab);
    for (const event of ['request', 'response', 'requestfailed', 'console', 'pageerror', 'dialog'] as const) tab.removeAllListeners(event);
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    await tab.emulateMedia({ media: null });
  },
});

/** Asserts the shared chrome: top bar, navbar with its seven links, help line, footer. */
export async function expectSiteChrome(page: Page) {
  const say = words.contact;
  const topBar = page.getByRole('complementary', { name: say.topBar.label });
  // A placeholder e-mail or help line number is never a link: the contact page stands in for it.
  const email = publishedEmail(club);
  if (email) await expect(topBar.getByRole('link', { name: new RegExp(say.topBar.emailPrefix, 'i') })).toHaveAttribute('href', `mailto:${email}`);
  else await expect(topBar.getByRole('link', { name: say.topBar.contactPage })).toHaveAttribute('href', '/contact-us/');
  await expect(topBar.locator('a[href^="mailto:"]')).toHaveCount(email ? 1 : 0);
  await expect(topBar.getByRole('link', { name: say.topBar.upcoming })).toHaveAttribute('href', '/UpcomingCourse/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /home$/i }).first()).toHaveAttribute('href', '/');
  if (club.helpLine.placeholder) {
    const button = banner.getByRole('link', { name: new RegExp(say.helpLine.unpublishedLabel, 'i') });
    await expect(button).toHaveAttribute('href', '/contact-us/');
    await expect(banner.locator('a[href^="tel:"]')).toHaveCount(0);
  } else {
    await expect(banner.getByRole('link', { name: /help line no\./i })).toHaveAttribute('href', `tel:${club.helpLine.tel}`);
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('V.07 26-07-2025');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy/');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(publishedPhones(club).length);
}
