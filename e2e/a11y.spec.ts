import { tabTest as test, expect } from './fixtures';
import { axeViolations } from './axe';
import { axePhoneRuleTags, checkWidths } from '@/lib/accessibility/checks';

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
