import { test, tabTest, expect } from './fixtures';

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
      ['সদস্য ও অভিযাত্রী', '/bn/member/'],
      ['পরিসংখ্যান', '/bn/statistics/'],
      ['বছর', '/bn/years/'],
      ['শৃঙ্গজয়ের দাবি', '/bn/summits/'],
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
