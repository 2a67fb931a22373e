import { test, expect } from './fixtures';

test('a script chunk that fails to load says so and offers a reload', async ({ page, request, baseURL }) => {
  // The chunks /about-us/ itself needs are the ones its HTML names; every other chunk is lazy from there.
  const aboutHtml = await (await request.get('/about-us/')).text();
  const aboutChunks = new Set([...aboutHtml.matchAll(/\/_next\/static\/chunks\/[^"'\\\s]+/g)].map((match) => new URL(match[0], baseURL).href));
  expect(aboutChunks.size).toBeGreaterThan(0);

  // Every other chunk fails, as on a dropped connection or after a redeploy removed old chunks.
  const blocked: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    if (aboutChunks.has(route.request().url())) return route.continue();
    blocked.push(route.request().url());
    return route.abort('failed');
  });
  await page.goto('/about-us/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await page.waitForLoadState('networkidle');

  // A client-side navigation to a page whose islands (contact form, map) need chunks /about-us/ never loaded.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Loading chunk \S+ failed$/);
  const chunkId = (await heading.textContent())!.replace(/^Loading chunk (\S+) failed$/, '$1');
  expect(blocked.some((url) => url.endsWith(`/${chunkId}.js`))).toBe(true);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Reloading usually fixes it');
  // The site chrome stays, so the visitor is not lost.
  await expect(page.getByRole('contentinfo')).toContainText('V.07 26-07-2025');

  // Once the network is back, Reload brings the page.
  await page.unroute('**/_next/static/chunks/**');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
});

test.describe('a fault in a page', () => {
  // The page never hydrates: no need to wait for it.
  test.use({ awaitHydration: false });

  test('any other error shows a friendly message with Reload', async ({ page }) => {
    // A real fault inside a page: the carousel island reads matchMedia, which this browser has broken.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: () => {
          throw new Error('matchMedia is broken in this browser');
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be shown');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
