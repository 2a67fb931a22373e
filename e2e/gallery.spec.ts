import { readFileSync } from 'node:fs';
import path from 'node:path';
import { galleryWords } from '../content/en/gallery';
import { tabTest as test, expect } from './fixtures';

type SeedItem = { id: string; title: string; img: string; order?: number };
const seed = JSON.parse(readFileSync(path.resolve(__dirname, '../content/gallery.json'), 'utf8')) as SeedItem[];
const seededOrder = [...seed].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity)).map((item) => item.title);

// The sample gallery is our SVG illustrations, none a photograph: the page must call them that.
test('the sample gallery holds only illustrations', () => {
  expect(seed.every((item) => item.img.endsWith('.svg'))).toBe(true);
});

test('the gallery shows the seeded illustrations as cards, in order, with titles as overlay and caption', async ({ page, pageProblems }) => {
  await page.goto('/gallery/');
  const cards = page.getByRole('list', { name: 'Illustrations' }).getByRole('listitem');
  await expect(cards).toHaveCount(seed.length);
  await expect(cards.locator('figcaption')).toHaveText(seededOrder);
  const first = cards.first();
  await expect(first.locator('img')).toHaveAttribute('width', /\d+/);
  await expect(first.locator('img')).toHaveAttribute('alt', /\S/);
  await expect(page.getByRole('status')).toHaveText(`${seed.length} illustrations`);
  expect(pageProblems.consoleErrors).toEqual([]);
});

test('three cards a row from medium screens, one on a phone', async ({ page }) => {
  await page.goto('/gallery/');
  const lefts = async () =>
    page.getByRole('list', { name: 'Illustrations' }).getByRole('listitem').evaluateAll((items) => items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)));
  const desktopTops = await lefts();
  expect(desktopTops.slice(0, 3).every((top) => top === desktopTops[0])).toBe(true);
  expect(desktopTops[3]).toBeGreaterThan(desktopTops[0]!);
  await page.setViewportSize({ width: 360, height: 740 });
  const phoneTops = await lefts();
  expect(phoneTops[1]).toBeGreaterThan(phoneTops[0]!);
});

test('the title search filters case-insensitively, counts, keeps the query in the URL and says when nothing matches', async ({ page }) => {
  await page.goto('/gallery/');
  const search = page.getByRole('searchbox', { name: 'Search illustrations by title' });
  const captions = page.getByRole('list', { name: 'Illustrations' }).locator('figcaption');
  const expected = seededOrder.filter((title) => title.toLowerCase().includes('everest'));
  expect(expected.length).toBeGreaterThan(0);

  await search.fill('EVEREST');
  await expect(captions).toHaveText(expected);
  await expect(page.getByRole('status')).toHaveText(`${expected.length} of ${seed.length} illustrations match “EVEREST”`);
  await expect(page).toHaveURL(/\?q=EVEREST$/);

  await page.reload();
  await expect(search).toHaveValue('EVEREST');
  await expect(captions).toHaveText(expected);

  await search.fill('no such peak');
  await expect(page.getByText('No illustrations match “no such peak”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(captions).toHaveCount(seed.length);
  await expect(page).toHaveURL(/\/gallery\/$/);
});

test('a shared search link opens already filtered', async ({ page }) => {
  await page.goto('/gallery/?q=susunia');
  await expect(page.getByRole('searchbox', { name: 'Search illustrations by title' })).toHaveValue('susunia');
  const captions = page.getByRole('list', { name: 'Illustrations' }).locator('figcaption');
  await expect(captions).toHaveText(seededOrder.filter((title) => title.toLowerCase().includes('susunia')));
});

test('the description says what the gallery holds: the sample gallery is illustrations, not photographs', async ({ page }) => {
  expect(seed.every((item) => item.img.endsWith('.svg'))).toBe(true);
  await page.goto('/gallery/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', galleryWords.description.illustrations);
});
