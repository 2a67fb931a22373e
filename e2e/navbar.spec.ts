import { test, expect } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the navbar collapses behind a toggle that opens, navigates and closes', async ({ page, pageProblems }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();

    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(pageProblems.consoleErrors).toEqual([]);
  });

  test('the toggle works from the keyboard', async ({ page }) => {
    await page.goto('/contact-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing overflows the 360 px viewport', async ({ page }) => {
    for (const path of ['/', '/contact-us/', '/about-us/']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
