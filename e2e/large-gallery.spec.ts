import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { APIRequestContext, Locator } from '@playwright/test';
import { galleryWords } from '../content/en/gallery';
import { test, expect } from './fixtures';
import {
  BEYOND_WINDOW_WORD,
  FIXTURE_BROKEN_PHOTOS,
  FIXTURE_EXPEDITION,
  FIXTURE_REMOTE_PHOTO,
  FIXTURE_SITE_PHOTO,
  LARGE_GALLERY_DIR,
  LARGE_GALLERY_REPORT,
  LARGE_GALLERY_SIZE,
  MARKUP_TITLE,
} from '../scripts/largeGallerySeed';

// Runs against out-gallery-large/: 300 artwork items, two 12-megapixel JPEG photos (with EXIF
// orientation and GPS; one a site path, one downloaded over https from 127.0.0.1) and five broken
// documents, imported with the maintainers' tool into an emulated Firestore and read by the
// production build through FIRESTORE_EMULATOR_HOST; plus a photo folder for one expedition.
const exportDir = path.resolve(__dirname, '..', LARGE_GALLERY_DIR);
const PHOTOS = 2;
const TOTAL = LARGE_GALLERY_SIZE + PHOTOS;

test('the gallery keeps the first 258 photos, and search looks beyond them before cutting', async ({ page }) => {
  expect(LARGE_GALLERY_SIZE).toBeGreaterThan(258);
  await page.goto('/gallery/');
  const captions = page.getByRole('list', { name: 'Pictures' }).locator('figcaption');
  await expect(captions).toHaveCount(258);
  await expect(captions.nth(0)).toHaveText(FIXTURE_SITE_PHOTO.title);
  await expect(captions.nth(1)).toHaveText(FIXTURE_REMOTE_PHOTO.title);
  await expect(captions.nth(2)).toHaveText('Sample photo 001');
  await expect(captions.last()).toHaveText(`Sample photo ${258 - PHOTOS}`);
  await expect(page.getByText(BEYOND_WINDOW_WORD)).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search pictures by title' });
  await search.fill(BEYOND_WINDOW_WORD.toLowerCase());
  await expect(captions).toHaveText([`Sample photo 290: ${BEYOND_WINDOW_WORD} ridge`]);

  await search.fill('sample photo 2');
  // Titles are zero-padded, so this matches photos 200-299 only.
  await expect(captions).toHaveCount(100);
  await expect(captions.first()).toHaveText('Sample photo 200');
  await search.fill('SAMPLE');
  await expect(captions).toHaveCount(258);
  await expect(page.getByRole('status')).toHaveText(`${LARGE_GALLERY_SIZE} of ${TOTAL} pictures match “SAMPLE” (showing the first 258; search to find the rest)`);
  await search.fill('');
  await expect(page.getByRole('status')).toHaveText(`${TOTAL} pictures (showing the first 258; search to find the rest)`);
});

test('a title made of markup is shown as text: nothing runs, nothing turns bold', async ({ page }) => {
  await page.goto('/gallery/');
  const card = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').nth(4 + PHOTOS);
  await expect(card.locator('figcaption')).toHaveText(MARKUP_TITLE);
  expect(await card.locator('script, b').count()).toBe(0);
  await card.getByRole('link').click();
  await expect(page.getByRole('dialog', { name: 'Picture viewer' })).toContainText('<b>not bold</b>');
  expect(await page.evaluate(() => (window as unknown as { __galleryTitleRan?: boolean }).__galleryTitleRan)).toBeUndefined();
});

/** `url 480w, url 800w` → [{ url, width }]. */
function parseSrcSet(srcset: string | null): { url: string; width: number }[] {
  return (srcset ?? '').split(',').map((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    return { url: url!, width: Number(descriptor!.replace(/w$/, '')) };
  });
}

async function expectCleanVariant(request: APIRequestContext, url: string, format: 'avif' | 'webp', width: number) {
  expect(url).toMatch(new RegExp(`^/img/[0-9a-f]{16}-${width}\\.${format}$`));
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain(`image/${format}`);
  const meta = await sharp(await response.body()).metadata();
  expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
  expect(meta.width).toBe(width);
  // Orientation applied: the portrait photo is taller than wide.
  expect(meta.height!).toBeGreaterThan(meta.width!);
  expect(meta.exif, `${url} carries EXIF`).toBeUndefined();
  expect(meta.xmp, `${url} carries XMP`).toBeUndefined();
  expect(meta.icc, `${url} carries an ICC profile`).toBeUndefined();
}

async function cardImage(card: Locator) {
  const img = card.locator('picture img');
  return {
    img,
    avif: parseSrcSet(await card.locator('picture source[type="image/avif"]').getAttribute('srcset')),
    webp: parseSrcSet(await img.getAttribute('srcset')),
    width: Number(await img.getAttribute('width')),
    height: Number(await img.getAttribute('height')),
  };
}

test('photos are published as AVIF and WebP variants with reserved sizes and no metadata; originals are never used', async ({ page, request }) => {
  await page.goto('/gallery/');
  for (const id of [FIXTURE_SITE_PHOTO.id, FIXTURE_REMOTE_PHOTO.id]) {
    const { avif, webp, width, height } = await cardImage(page.locator(`[data-gallery-id="${id}"]`));
    // 3000×4000 shown upright, capped at 2400 px: 1800×2400.
    expect([width, height]).toEqual([1800, 2400]);
    expect(avif.map((v) => v.width)).toEqual([480, 800, 1200, 1600]);
    expect(webp.map((v) => v.width)).toEqual([480, 800, 1200, 1600, 1800]);
    for (const v of avif) await expectCleanVariant(request, v.url, 'avif', v.width);
    for (const v of webp) await expectCleanVariant(request, v.url, 'webp', v.width);
  }
  // No image source, link or structured data on the page names an original.
  const html = await (await request.get('/gallery/')).text();
  expect(html).not.toContain(FIXTURE_SITE_PHOTO.path);
  expect(html).not.toContain('https://127.0.0.1');
  expect(html).not.toMatch(/\.jpe?g\b/);
  expect((await request.get(FIXTURE_SITE_PHOTO.path)).status()).toBe(404);
  // Documents whose picture could not be used are skipped, not shown broken.
  for (const broken of FIXTURE_BROKEN_PHOTOS) await expect(page.locator(`[data-gallery-id="${broken.id}"]`)).toHaveCount(0);
  // Only the page's largest picture loads at once.
  const imgs = page.getByRole('list', { name: 'Pictures' }).locator('img');
  await expect(imgs.first()).toHaveAttribute('loading', 'eager');
  await expect(imgs.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(imgs.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('the zoom view shows the largest variant (never the original), with smaller ones for smaller screens', async ({ page }) => {
  await page.goto('/gallery/');
  const card = page.locator(`[data-gallery-id="${FIXTURE_SITE_PHOTO.id}"]`);
  const { webp } = await cardImage(card);
  const largest = webp[webp.length - 1]!;
  await expect(card).toHaveAttribute('href', largest.url);
  await card.click();
  const slide = page.getByRole('dialog', { name: 'Picture viewer' }).locator('.yarl__slide_current img');
  await expect(slide).toHaveAttribute('src', largest.url);
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/img\/[0-9a-f]{16}-\d+\.webp$/);
  const zoomWidths = parseSrcSet(await slide.getAttribute('srcset')).map((v) => v.width);
  expect(Math.max(...zoomWidths)).toBe(largest.width);
});

test('a phone (390 px, DPR 3) downloads at most 60 KB for a gallery card and 400 KB for the zoom view', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const bytes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.url().includes('/img/')) bytes.set(new URL(response.url()).pathname, (await response.body()).length);
  });
  await page.goto('/gallery/');
  const card = page.locator(`[data-gallery-id="${FIXTURE_SITE_PHOTO.id}"]`);
  const img = card.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\.avif$/);
  const cardSrc = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  await expect.poll(() => bytes.get(cardSrc)).toBeGreaterThan(0);
  expect(bytes.get(cardSrc)!).toBeLessThanOrEqual(60 * 1024);

  await card.click();
  const slide = page.getByRole('dialog', { name: 'Picture viewer' }).locator('.yarl__slide_current img');
  await expect.poll(() => slide.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\.webp$/);
  const zoomSrc = new URL(await slide.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  await expect.poll(() => bytes.get(zoomSrc)).toBeGreaterThan(0);
  expect(bytes.get(zoomSrc)!).toBeLessThanOrEqual(400 * 1024);
  await context.close();
});

test('no published image is over 1 MB, and none carries metadata', async () => {
  const files = readdirSync(path.join(exportDir, 'img'));
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) {
    const file = path.join(exportDir, 'img', name);
    expect(statSync(file).size, name).toBeLessThanOrEqual(1024 * 1024);
    if (!name.endsWith('.svg')) expect((await sharp(file).metadata()).exif, name).toBeUndefined();
  }
  // The originals Next copied from public/ are removed from the export.
  expect(readdirSync(path.join(exportDir, 'gallery')).filter((name) => /\.jpe?g$/i.test(name))).toEqual([]);
});

test('the gallery page costs at most 400 gzip bytes per item at 258 items (HTML, React payload and JSON-LD)', async () => {
  const html = readFileSync(path.join(exportDir, 'gallery', 'index.html'));
  expect(gzipSync(html).length / 258).toBeLessThanOrEqual(400);
});

test('an expedition with a photo folder shows its photos as variants, and they zoom', async ({ page }) => {
  await page.goto(`/${FIXTURE_EXPEDITION.slug}/`);
  await expect(page.getByRole('heading', { name: 'Photos', level: 2 })).toBeVisible();
  const link = page.getByRole('link', { name: `${FIXTURE_EXPEDITION.alt}: enlarge` });
  const { img, avif, webp, width, height } = await cardImage(link);
  expect([width, height]).toEqual([1800, 2400]);
  expect(avif.length).toBeGreaterThan(0);
  expect(webp.every((v) => v.url.startsWith('/img/'))).toBe(true);
  await expect(img).toHaveAttribute('loading', 'eager');
  await link.click();
  await expect(page.getByRole('dialog', { name: 'Picture viewer' }).locator('.yarl__slide_current img')).toHaveAttribute('src', webp[webp.length - 1]!.url);
});

test('its first photo, never the original, is the picture of its report card and its short note', async () => {
  for (const page of ['expedition-report', 'Expedition-Short-Note']) {
    const html = readFileSync(path.join(exportDir, page, 'index.html'), 'utf8');
    const img = new RegExp(`<img[^>]*alt="${FIXTURE_EXPEDITION.alt}"[^>]*>`).exec(html)?.[0];
    expect(img, page).toMatch(/src="\/img\/[0-9a-f]+-\d+\.webp"/);
    expect(html, page).not.toContain(FIXTURE_EXPEDITION.file);
  }
});

test('a rebuild with nothing new encodes nothing (the image step ran twice in the fixture build)', () => {
  const { runs } = JSON.parse(readFileSync(path.resolve(__dirname, '..', LARGE_GALLERY_REPORT), 'utf8')) as { runs: string[] };
  const summary = (output: string) => output.trim().split('\n').at(-1)!;
  expect(runs).toHaveLength(2);
  expect(summary(runs[0]!)).toMatch(/^images 3, encoded \d, from cache \d, \d+\.\ds$/);
  expect(summary(runs[1]!)).toMatch(/^images 3, encoded 0, from cache 3, \d+\.\ds$/);
});

test('a photo naming its expedition by a legacy slug is published under the canonical slug', () => {
  const { expeditions } = JSON.parse(readFileSync(path.resolve(__dirname, '..', LARGE_GALLERY_REPORT), 'utf8')) as { expeditions: Record<string, string> };
  expect(FIXTURE_SITE_PHOTO.expedition).toBe('Indrasan-2003');
  expect(expeditions).toEqual({ [FIXTURE_SITE_PHOTO.id]: 'Indrasan-2004' });
});

test('the photo naming Indrasan-2003 shows on the report Indrasan-2004 and on the Indrasan peak page, as published variants that zoom', async ({ page }) => {
  for (const path of ['/Indrasan-2004/', '/peaks/indrasan/', '/bn/peaks/indrasan/']) {
    await page.goto(path);
    const link = page.getByRole('link', { name: /^Fixture photo: a ridge under a blue sky:/ });
    await expect(link, path).toHaveCount(1);
    const { webp } = await cardImage(link);
    expect(webp.length, path).toBeGreaterThan(0);
    expect(webp.every((v) => v.url.startsWith('/img/')), path).toBe(true);
  }
  // The peak page of another expedition shows none of it.
  await page.goto('/peaks/everest/');
  await expect(page.getByRole('link', { name: /^Fixture photo: a ridge under a blue sky:/ })).toHaveCount(0);
});

test('with photographs and illustrations, the description says both', async ({ page }) => {
  await page.goto('/gallery/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', galleryWords.description.mixed);
});
