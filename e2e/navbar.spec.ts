import type { Page } from '@playwright/test';
import { test, tabTest, expect } from './fixtures';
import { words } from '@/lib/content';

/**
 * The phone and tablet menu (components/site/MainNavBar.tsx, MainNavMenu.tsx): a Headless UI
 * Popover once its script has loaded; before that, and without JavaScript, its toggle is a link to
 * the menu, which CSS shows as the link's target.
 */

/** The toggle, once the popover has taken over (it is then a button); it loads when the visitor first reaches for the navbar, here by focusing the toggle. */
async function menuToggle(page: Page, name = 'Open menu') {
  await page.locator('#site-menu-toggle').focus();
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
  return toggle;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  tabTest('the menu opens, a link navigates and closes it', async ({ page, pageProblems }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = await menuToggle(page);
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    expect(pageProblems.consoleErrors).toEqual([]);
  });

  tabTest('a click outside closes the menu; focus goes back to the toggle unless the click gave it elsewhere', async ({ page }) => {
    await page.goto('/about-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = await menuToggle(page);
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    // The top bar's margin: outside the menu, and nothing there takes the focus.
    await page.getByRole('complementary', { name: 'Contact the club' }).click({ position: { x: 2, y: 2 } });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A click in the page's text closes it too; the focus then stays with the page (main takes it). On a
    // taller phone: at 740 px the opened menu (its own scroll, max-height 100dvh − 4rem) fills the screen.
    await page.setViewportSize({ width: 360, height: 1000 });
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
  });

  tabTest('from the keyboard: Enter opens, Tab reaches the links, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/contact-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = await menuToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    // The search field comes first in the opened menu, then its button, then the links.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('searchbox', { name: words.search.form.label })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  tabTest('the back button closes an open menu', async ({ page }) => {
    await page.goto('/about-us/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await (await menuToggle(page)).click();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us\/$/);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
  });

  test('the first tap opens the menu at once; the popover then takes over, keeping what was typed', async ({ page }) => {
    const menuScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') menuScripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const loadedBeforeUse = menuScripts.length;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.locator('#site-menu-toggle').tap();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    const field = nav.getByRole('searchbox', { name: words.search.form.label });
    await field.fill('Nun');
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
    expect(menuScripts.length, 'the popover is fetched on first use, not with the page').toBeGreaterThan(loadedBeforeUse);
    await expect(page).not.toHaveURL(/#site-menu/);
    await expect(field).toHaveValue('Nun');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
  });

  tabTest('the Bengali menu has its own words', async ({ page }) => {
    await page.goto('/bn/');
    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    await page.locator('#site-menu-toggle').focus();
    const toggle = nav.getByRole('button', { name: 'মেনু খুলুন' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'মেনু বন্ধ করুন' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'গ্যালারি' })).toBeVisible();
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  tabTest('the toggle is a link to the menu, which then shows; its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await nav.getByRole('link', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/#site-menu$/);
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the links are in a row, there is no toggle, and the menu library loads only when a group is opened', async ({ page }) => {
    const sources: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sources.push(response.text().catch(() => ''));
    });
    const scripts = async () => Promise.all(sources);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Gallery', 'Contact Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Expeditions', exact: true })).toBeVisible();
    // The group's links wait behind its entry.
    await expect(nav.getByRole('link', { name: 'Expedition Report', exact: true })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Open menu' })).toBeHidden();
    expect((await scripts()).length).toBeGreaterThan(0);
    expect((await scripts()).filter((source) => source.includes('headlessui-popover'))).toEqual([]);

    // Opening the group loads the popover, which takes over the menu the link opened.
    await nav.getByRole('link', { name: 'Expeditions', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Expedition Report', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Expeditions' })).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
    expect((await scripts()).filter((source) => source.includes('headlessui-popover')).length).toBeGreaterThan(0);
    await expect(page).not.toHaveURL(/#nav-/);
  });

  test('narrowed to a tablet, the page loads the popover when the navbar is first used', async ({ page }) => {
    const sources: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sources.push(response.text().catch(() => ''));
    });
    const scripts = async () => Promise.all(sources);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.setViewportSize({ width: 900, height: 900 });
    expect((await scripts()).filter((source) => source.includes('headlessui-popover'))).toEqual([]);
    await page.locator('#site-menu-toggle').focus();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible({ timeout: 10_000 });
    expect((await scripts()).filter((source) => source.includes('headlessui-popover')).length).toBeGreaterThan(0);
  });
});
