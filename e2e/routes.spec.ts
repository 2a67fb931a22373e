import { test, expect, expectSiteChrome } from './fixtures';

/** Every fixed route with its heading and the last crumb of its breadcrumb (none on the home page). */
const fixedRoutes = [
  { path: '/', heading: "Mountaineers' Association of Krishnanagar", crumb: null },
  { path: '/about-us/', heading: 'About', crumb: 'About' },
  { path: '/expedition-report/', heading: 'Expedition Report', crumb: 'Expedition Report' },
  { path: '/gallery/', heading: 'Gallery', crumb: 'Gallery' },
  { path: '/Expedition-Short-Note/', heading: 'Expedition Short Note', crumb: 'Expedition Short Note' },
  { path: '/MAK-organises-following-expeditions/', heading: 'MAK organises following Expeditions', crumb: 'Expeditions' },
  { path: '/contact-us/', heading: 'Contact Us', crumb: 'Contact Us' },
  { path: '/member/', heading: 'Members', crumb: 'Members' },
  { path: '/Upcoming-events/', heading: 'Upcoming Events', crumb: 'Upcoming Events' },
  { path: '/UpcomingCourse/', heading: 'Upcoming Events', crumb: 'Upcoming Events' },
  { path: '/terms-and-conditions/', heading: 'Terms & Conditions', crumb: 'Terms & Conditions' },
  { path: '/privacy-policy/', heading: 'Privacy Policy', crumb: 'Privacy Policy' },
  { path: '/refund-policy/', heading: 'Refund Policy', crumb: 'Refund Policy' },
] as const;

for (const route of fixedRoutes) {
  test(`${route.path} renders with heading, breadcrumb and the site chrome`, async ({ page, pageProblems }) => {
    const response = await page.goto(route.path);
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
    await page.waitForLoadState('networkidle');
    expect(pageProblems.consoleErrors).toEqual([]);
    expect(pageProblems.failedRequests).toEqual([]);
  });
}

test('the navbar marks the current page', async ({ page }) => {
  await page.goto('/gallery/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(['Gallery']);
});
