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

/**
 * The "Expeditions" group: the original site's three expedition links with the archive's pages
 * (Peaks, People, Statistics, Open data), a menu of its own on wide screens and a section of the
 * phone menu, in both editions; the current page is marked wherever it sits, and so is the group.
 */
const groups = [
  {
    lang: 'en',
    nav: 'Main',
    group: 'Expeditions',
    openMenu: 'Open menu',
    links: [
      ['Expedition Report', '/expedition-report/'],
      ['Expedition Short Note', '/Expedition-Short-Note/'],
      ['MAK organises following Expeditions', '/MAK-organises-following-expeditions/'],
      ['Peaks', '/peaks/'],
      ['People', '/member/'],
      ['Statistics', '/statistics/'],
      ['Years', '/years/'],
      ['Summit claims', '/summits/'],
      ['Open data', '/about-these-records/#open-data'],
    ],
  },
  {
    lang: 'bn',
    nav: 'প্রধান মেনু',
    group: 'অভিযান',
    openMenu: 'মেনু খুলুন',
    links: [
      ['অভিযানের প্রতিবেদন', '/bn/expedition-report/'],
      ['অভিযানের সংক্ষিপ্ত বিবরণ', '/bn/Expedition-Short-Note/'],
      ['ম্যাক আয়োজিত অভিযান', '/bn/MAK-organises-following-expeditions/'],
      ['শৃঙ্গ', '/bn/peaks/'],
      ['মানুষজন', '/bn/member/'],
      ['পরিসংখ্যান', '/bn/statistics/'],
      ['বছর অনুযায়ী', '/bn/years/'],
      ['শীর্ষারোহণের দাবি', '/bn/summits/'],
      ['মুক্ত ডেটা', '/bn/about-these-records/#open-data'],
    ],
  },
] as const;

/** Where each page sits in the menu: its link (by the English address) is the page itself (`page`) or stands for it (`true`). */
const currentOn = [
  { path: '/peaks/', link: '/peaks/', current: 'page' },
  { path: '/peaks/everest/', link: '/peaks/', current: 'true' },
  { path: '/Everest-2010/', link: '/expedition-report/', current: 'true' },
  { path: '/member/basanta-singha-roy/', link: '/member/', current: 'true' },
  { path: '/statistics/', link: '/statistics/', current: 'page' },
  { path: '/about-these-records/', link: '/about-these-records/#open-data', current: 'true' },
  { path: '/MAK-organises-following-expeditions/', link: '/MAK-organises-following-expeditions/', current: 'page' },
] as const;

for (const g of groups) {
  const inEdition = (path: string) => (g.lang === 'en' ? path : `/bn${path}`);

  test.describe(`${g.lang}: the ${g.group} group on a wide screen`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    tabTest('opens on a click with every link of the group; Escape closes it and gives focus back', async ({ page }) => {
      await page.goto(inEdition('/gallery/'));
      const nav = page.getByRole('navigation', { name: g.nav });
      await nav.getByRole('link', { name: g.group, exact: true }).focus();
      const button = nav.getByRole('button', { name: g.group, exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const [name, href] of g.links) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      for (const [name] of g.links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: g.links[0][0], exact: true })).toBeHidden();
      await expect(button).toBeFocused();
      // A click outside closes it too; a link navigates and closes it.
      await button.click();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(nav.getByRole('link', { name: g.links[0][0], exact: true })).toBeHidden();
      await button.click();
      await nav.getByRole('link', { name: g.links[3][0], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${g.links[3][1]}$`));
      await expect(nav.getByRole('link', { name: g.links[3][0], exact: true })).toBeHidden();
    });

    for (const where of currentOn) {
      tabTest(`on ${inEdition(where.path)}, the group and its link are marked`, async ({ page }) => {
        await page.goto(inEdition(where.path));
        const nav = page.getByRole('navigation', { name: g.nav });
        const entry = nav.getByRole('link', { name: g.group, exact: true });
        await expect(entry).toHaveAttribute('aria-current', 'true');
        await entry.click();
        const [name] = g.links[groups[0].links.findIndex(([, href]) => href === where.link)]!;
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', where.current);
        // Only that one.
        await expect(nav.locator('[aria-current="page"], a[aria-current="true"]').filter({ visible: true })).toHaveCount(1);
      });
    }

    tabTest('a page outside the group leaves it unmarked and marks its own link', async ({ page }) => {
      await page.goto(inEdition('/gallery/'));
      const nav = page.getByRole('navigation', { name: g.nav });
      await expect(nav.getByRole('link', { name: g.group, exact: true })).not.toHaveAttribute('aria-current', /.*/);
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });
  });

  test.describe(`${g.lang}: the ${g.group} group on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    tabTest('is a section of the opened menu, with its heading and links, the current one marked', async ({ page }) => {
      await page.goto(inEdition('/peaks/everest/'));
      const nav = page.getByRole('navigation', { name: g.nav });
      await page.locator('#site-menu-toggle').click();
      const section = nav.getByRole('list', { name: g.group, exact: true });
      await expect(section).toBeVisible();
      for (const [name, href] of g.links) await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(section.getByRole('link', { name: g.links[3][0], exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(section.getByRole('link', { name: g.links[3][0], exact: true })).toBeVisible();
    });
  });
}

test.describe('without JavaScript, on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });

  tabTest('the group’s entry opens its menu, and the same place closes it', async ({ page }) => {
    await page.goto('/peaks/everest/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Peaks', exact: true })).toBeHidden();
    await nav.getByRole('link', { name: 'Expeditions', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Peaks', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Peaks', exact: true })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: 'Close the Expeditions menu' }).click();
    await expect(nav.getByRole('link', { name: 'Peaks', exact: true })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Expeditions', exact: true })).toBeVisible();
  });
});
