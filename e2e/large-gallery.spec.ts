import { test, expect } from './fixtures';
import { BEYOND_WINDOW_WORD, LARGE_GALLERY_SIZE, MARKUP_TITLE } from '../scripts/largeGallerySeed';

// Runs against out-gallery-large/: 300 photos imported with the maintainers' tool into an emulated
// Firestore and read by the production build through FIRESTORE_EMULATOR_HOST.
test('the gallery keeps the first 258 photos, and search looks beyond them before cutting', async ({ page }) => {
  expect(LARGE_GALLERY_SIZE).toBeGreaterThan(258);
  await page.goto('/gallery/');
  const captions = page.getByRole('list', { name: 'Photos' }).locator('figcaption');
  await expect(captions).toHaveCount(258);
  await expect(captions.first()).toHaveText('Sample photo 001');
  await expect(captions.last()).toHaveText('Sample photo 258');
  await expect(page.getByText(BEYOND_WINDOW_WORD)).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search photos by title' });
  await search.fill(BEYOND_WINDOW_WORD.toLowerCase());
  await expect(captions).toHaveText([`Sample photo 290: ${BEYOND_WINDOW_WORD} ridge`]);

  await search.fill('sample photo 2');
  // Titles are zero-padded, so this matches photos 200-299 only.
  await expect(captions).toHaveCount(100);
  await expect(captions.first()).toHaveText('Sample photo 200');
  await search.fill('SAMPLE');
  await expect(captions).toHaveCount(258);
  await expect(page.getByRole('status')).toHaveText('300 of 300 photos match “SAMPLE” (showing the first 258; search to find the rest)');
  await search.fill('');
  await expect(page.getByRole('status')).toHaveText('300 photos (showing the first 258; search to find the rest)');
});

test('a title made of markup is shown as text: nothing runs, nothing turns bold', async ({ page }) => {
  await page.goto('/gallery/');
  const card = page.getByRole('list', { name: 'Photos' }).getByRole('listitem').nth(4);
  await expect(card.locator('figcaption')).toHaveText(MARKUP_TITLE);
  expect(await card.locator('script, b').count()).toBe(0);
  await card.getByRole('link').click();
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toContainText('<b>not bold</b>');
  expect(await page.evaluate(() => (window as unknown as { __galleryTitleRan?: boolean }).__galleryTitleRan)).toBeUndefined();
});
