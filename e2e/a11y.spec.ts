import { test, expect, expectSiteChrome } from './fixtures';
import { browserCheckedPages, exportedPagePaths } from './exportedSite';
import { fixedRoutes } from './fixedRoutes';
import { axeViolations } from './axe';
import { axePhoneRuleTags, checkWidths } from '@/lib/accessibility/checks';

// English pages here; the Bengali twins share every component, and e2e/bengali.spec.ts checks a
// sample of them in the browser (all of them statically) to keep the suite's runtime in budget.
// The pages a template makes from a table (reports, people, peaks) are sampled too: browserCheckedPages.
const pages = [...browserCheckedPages(exportedPagePaths().filter((p) => !p.startsWith('/bn/')), fixedRoutes.map((route) => route.path)), '/no-such-page/'];

// One page load per page serves both checks: a fixed route's own content (status, heading,
// breadcrumb, chrome, no console error or failed request) and axe on every page.
test.describe('every page renders and axe finds no accessibility violations', () => {
  for (const pagePath of pages) {
    test(pagePath, async ({ page, pageProblems }) => {
      const response = await page.goto(pagePath);
      const route = fixedRoutes.find((fixed) => fixed.path === pagePath);
      if (route) {
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (route.crumb) {
          const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
          await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
          await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(route.crumb);
        }
        await expectSiteChrome(page);
        await expect(page).toHaveTitle(/\S/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,160}$/);
      }
      const violations = await axeViolations(page);
      const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
      expect(summary).toEqual([]);

      // Headings start at h1 and never skip a level (h2 → h4).
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
      expect(levels[0], pagePath).toBe(1);
      expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1), `${pagePath}: ${levels.join(',')}`).toEqual([]);

      if (route) {
        await page.waitForLoadState('networkidle');
        expect(pageProblems.consoleErrors).toEqual([]);
        expect(pageProblems.failedRequests).toEqual([]);
      }
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: checkWidths.phoneMenu, height: 740 } });
  test(`the home page and contact page have no violations at ${checkWidths.phoneMenu} px, menu open`, async ({ page }) => {
    for (const pagePath of ['/', '/contact-us/']) {
      await page.goto(pagePath);
      // The first tap opens the menu and loads the popover, which then holds it open.
      await page.locator('#site-menu-toggle').click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
      const violations = await axeViolations(page, { tags: [...axePhoneRuleTags] });
      expect(violations.map((v) => `${pagePath}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    }
  });
});

test('a skip link is the first thing the keyboard reaches and it moves focus to the main content', async ({ page }) => {
  await page.goto('/gallery/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('focus is always visible', async ({ page }) => {
  await page.goto('/');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(outline.style !== 'none' && outline.width >= 2 || outline.shadow !== 'none').toBe(true);
  }
});
