import { tabTest as test, expect } from './fixtures';

test('an unknown path gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  // The 404 page is bilingual: the English block comes first.
  await expect(page.getByRole('main').getByRole('link', { name: /Expeditions 1987/ }).first()).toHaveAttribute('href', '/MAK-organises-following-expeditions/');
  await expect(page.getByRole('contentinfo')).toContainText('V.07 26-07-2025');
});

test('paths are case-sensitive, as on Firebase Hosting', async ({ request }) => {
  expect((await request.get('/gallery/')).status()).toBe(200);
  const wrongCase = await request.get('/Gallery/');
  expect(wrongCase.status()).toBe(404);
  expect(await wrongCase.text()).toContain('We could not find that page');
  expect((await request.get('/expedition-short-note/')).status()).toBe(404);
});

test('a path without its trailing slash redirects permanently to the slashed one', async ({ request }) => {
  const response = await request.get('/gallery', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/gallery\/$/);
});

test('pages are served gzip-compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});
