import { tabTest as test, expect, expectSiteChrome } from './fixtures';
import { browserCheckedPages, exportedPagePaths } from './exportedSite';
import { fixedRoutes } from './fixedRoutes';
import { axeViolations } from './axe';
import { headingProblems, htmlcsErrors, smallTargets, widthProblems } from './pageChecks';
import { checkWidths } from '@/lib/accessibility/checks';
import { editionOf } from '@/lib/edition';
import { pathIn } from '@/lib/i18n/lang';
import { hrefs, routes } from '@/lib/routes';

/**
 * The browser's checks of whole pages, one load per page (a load and its hydration cost more than
 * any check on it), in a tab each worker keeps (tabTest): every fixed page of both editions, the
 * first, the last and the richest page of each kind the records make (browserCheckedPages), a
 * search with results and the not-found page.
 * On each, in turn:
 * - at the desktop width: the fixed page's own content (status, heading, breadcrumb, chrome, title,
 *   description); axe (English pages and the Bengali edition's key pages: the twins share every
 *   component); headings from h1 without a skipped level; HTML_CodeSniffer on the key pages;
 * - at the narrowest phone (320 px): nothing wider than the screen;
 * - on a phone (390 px): every control outside running text at least 24 × 24 px, and on the home
 *   pages the opened menu's too (its links are the same on every page);
 * - no console error and no failed request of our own (fixed pages and the key Bengali pages).
 * The static checks (links, SEO, the Bengali rules, valid HTML, fonts) read every page from out/.
 */

const fixedPaths = fixedRoutes.map((route) => route.path);
const searchWithResults = (lang: 'en' | 'bn') => `${pathIn(lang, routes.search)}?q=${lang === 'en' ? 'everest' : encodeURIComponent('এভারেস্ট')}`;
const searchResultsLabel = { en: editionOf('en').words.search.resultsLabel, bn: editionOf('bn').words.search.resultsLabel };

/** Key pages: both checkers, and a Bengali one gets axe and the console check too. */
const keyPages = [routes.home, routes.expeditions, routes.shortNote, routes.expeditionReport, hrefs.report('Everest-2010'), routes.gallery, routes.contact, routes.records, routes.upcomingCourse];
const htmlcsPages = new Set([...keyPages, ...keyPages.map((path) => pathIn('bn', path))]);
const bengaliKeyPages = new Set(
  [...keyPages, routes.peaks, hrefs.peak('everest'), routes.member, hrefs.person('basanta-singha-roy'), routes.statistics, routes.accessibility, routes.search].map((path) => pathIn('bn', path)),
);

const pages = [
  ...new Set([...browserCheckedPages(exportedPagePaths(), fixedPaths), ...htmlcsPages, ...bengaliKeyPages, searchWithResults('en'), searchWithResults('bn'), '/no-such-page/']),
];
const isBengali = (pagePath: string) => pagePath.startsWith('/bn/');
const withoutQuery = (pagePath: string) => pagePath.replace(/\?.*$/, '');

for (const pagePath of pages) {
  test(pagePath, async ({ page, pageProblems }) => {
    // Several checkers on one load: 4 to 8 s on a quiet machine, far more on a busy one.
    test.setTimeout(90_000);
    const problems: string[] = [];
    const found = (what: string, lines: string[]) => problems.push(...lines.map((line) => `${what}: ${line}`));

    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(pagePath === '/no-such-page/' ? 404 : 200);
    const route = fixedRoutes.find((fixed) => fixed.path === pagePath);
    const bengaliKeyPage = bengaliKeyPages.has(withoutQuery(pagePath));
    if (pagePath.includes('?q=')) {
      await expect(page.getByRole('list', { name: searchResultsLabel[isBengali(pagePath) ? 'bn' : 'en'] }).getByRole('listitem').first()).toBeVisible();
    }
    if (route) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      if (route.crumb) {
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(route.crumb);
      }
      await expectSiteChrome(page);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,160}$/);
    }
    if (!isBengali(pagePath) || bengaliKeyPage) {
      found('axe', (await axeViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`));
    }
    found('headings', await headingProblems(page));
    if (htmlcsPages.has(pagePath)) found('HTML_CodeSniffer', await htmlcsErrors(page));

    await page.setViewportSize({ width: checkWidths.narrowest, height: 700 });
    found(`at ${checkWidths.narrowest} px`, await widthProblems(page));

    await page.setViewportSize({ width: checkWidths.phone, height: 844 });
    found(`targets at ${checkWidths.phone} px`, await smallTargets(page));
    if (pagePath === routes.home || pagePath === pathIn('bn', routes.home)) {
      // The first tap opens the menu and loads the popover, which then holds it open.
      await page.locator('#site-menu-toggle').click();
      await expect(page.locator('#site-menu')).toBeVisible();
      found(`targets at ${checkWidths.phone} px, menu open`, await smallTargets(page));
    }

    if (route || bengaliKeyPage) {
      await page.waitForLoadState('networkidle');
      found('console', pageProblems.consoleErrors);
      found('requests', pageProblems.failedRequests);
    }
    expect(problems).toEqual([]);
  });
}
