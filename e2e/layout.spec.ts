import type { Page } from '@playwright/test';
import { tabTest as test, expect } from './fixtures';
import { baseRecords } from '@/lib/content';
import { checkWidths } from '@/lib/accessibility/checks';

/**
 * The header stays inside the content edge that the rest of the page lines up with, at every
 * common desktop width, in both languages; and no page is wider than the narrowest phone.
 */

/** Every visible box in the top bar and the header that passes its row's content edge (container-page less its padding), in px. */
function headerOverflow(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const container of document.querySelectorAll<HTMLElement>('aside .container-page, header .container-page')) {
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      for (const element of container.querySelectorAll<HTMLElement>('*')) {
        if (element.closest('.sr-only') || element.dataset.headlessuiFocusGuard !== undefined) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const past = Math.max(rect.right - right, left - rect.left);
        if (past > 0.5) problems.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" passes the edge by ${Math.round(past)} px`);
      }
    }
    return problems;
  });
}

// One load per page: the widths are set one after another (the header is laid out by CSS alone).
for (const pagePath of ['/', '/bn/', '/MAK-organises-following-expeditions/', '/bn/MAK-organises-following-expeditions/']) {
  test(`at ${checkWidths.headerDesktop.join(', ')} px nothing in the header passes the content edge on ${pagePath}`, async ({ page }) => {
    await page.goto(pagePath);
    await page.evaluate(() => document.fonts.ready);
    for (const width of checkWidths.headerDesktop) {
      await page.setViewportSize({ width, height: 900 });
      expect(await headerOverflow(page), `${width} px`).toEqual([]);
      // The main entries are all visible from 1280 px up, behind the toggle below: one link each, a
      // group's entry among them (its own links wait in its closed panel).
      const links = page.getByRole('navigation').first().locator('#site-menu a');
      const visible = await links.evaluateAll((all) => all.filter((link) => link.getBoundingClientRect().width > 0).length);
      expect(visible, `${width} px`).toBe(width >= 1280 ? baseRecords.navigation.mainNavigation.length : 0);
    }
  });
}

for (const width of checkWidths.headerPhone) {
  test(`at ${width} px the header fits the screen, closed and open, in both languages`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const pagePath of ['/', '/bn/']) {
      await page.goto(pagePath);
      expect(await headerOverflow(page), pagePath).toEqual([]);
      const toggle = page.locator('#site-menu-toggle');
      await toggle.focus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await headerOverflow(page), `${pagePath} with the menu open`).toEqual([]);
    }
  });
}
