import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { locales } from '@/lib/i18n/lang';
import { subsetFaces } from '@/lib/fonts/subsetFaces';
import { FULL_BENGALI_FACE, bengaliRuns, runsDrawnOtherwise } from '../scripts/fontSubsets';
import { sfntOf } from '@/lib/fonts/harfbuzz';
import { exportedHtml, exportedPagePaths, outDir, readExported } from './exportedSite';
import { test, expect } from './fixtures';

/**
 * The subset faces as a browser sees them (lib/fonts/subsetFaces.ts): English pages draw `বাংলা`
 * with a 1 KB face and never load the Bengali one; Bengali pages preload theirs; both draw exactly
 * what the full Noto Sans Bengali draws (checked in pixels), and every Bengali run of the export
 * shapes with the published face as with the full one (checked with HarfBuzz, the browsers' shaper).
 */

/** The address of a face a page preloads, found by its file name. */
function preloadedFont(pagePath: string, stem: string): string | undefined {
  const html = exportedHtml(pagePath);
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]!).find((href) => href.includes(stem));
}
const bengaliFaceHref = () => preloadedFont('/bn/', 'noto-sans-bengali-site');
const languageNameFaceHref = () => preloadedFont('/', 'noto-sans-bengali-language-name');

/** Loads the full face into the page under its own family, as a reference to draw against. */
async function loadFullFace(page: Page, weight: string) {
  const bytes = readFileSync(FULL_BENGALI_FACE).toString('base64');
  await page.evaluate(
    async ({ bytes, weight }) => {
      const data = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
      const face = new FontFace('Full Noto Sans Bengali', data, { weight });
      document.fonts.add(await face.load());
    },
    { bytes, weight },
  );
}

/** Draws each text in a family (black on white, large), one line each; returns the lines. */
async function specimens(page: Page, lines: { text: string; family: string; weight: number }[]): Promise<Locator[]> {
  await page.evaluate((lines) => {
    const sheet = document.createElement('div');
    sheet.id = 'font-specimens';
    sheet.style.cssText = 'position:fixed;inset:0;z-index:99999;background:#fff;padding:16px';
    for (const [i, line] of lines.entries()) {
      const span = document.createElement('div');
      span.dataset.specimen = String(i);
      span.textContent = line.text;
      span.style.cssText = `font-family:${line.family};font-weight:${line.weight};font-size:48px;line-height:80px;color:#000;letter-spacing:0;width:max-content`;
      sheet.append(span);
    }
    document.body.append(sheet);
  }, lines);
  await page.evaluate(() => document.fonts.ready);
  return lines.map((_, i) => page.locator(`[data-specimen="${i}"]`));
}

/**
 * How differently two screenshots of one line of text are inked, 0 (same) to 255: each is cut to
 * its ink (a line's baseline depends on the fallback face that sets its height) and both are
 * scaled to one small size, so glyphs placed a fraction of a pixel apart count for little and
 * other glyphs for much.
 */
async function inkDifference(a: Buffer, reference: Buffer): Promise<number> {
  const [trimmedA, trimmedReference] = await Promise.all([a, reference].map((png) => sharp(png).greyscale().trim({ threshold: 40 }).toBuffer({ resolveWithObject: true })));
  const width = Math.max(8, Math.round(trimmedReference!.info.width / 3));
  const height = Math.max(8, Math.round(trimmedReference!.info.height / 3));
  const [x, y] = (await Promise.all(
    [trimmedA!, trimmedReference!].map(({ data }) => sharp(data).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer()),
  )) as [Buffer, Buffer];
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

test.describe('English pages', () => {
  test('draw the language link’s বাংলা with its one-word face, glyph for glyph as the full face, not as boxes', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('[data-language-switch]');
    await expect(link).toHaveText(locales.bn.ownName);
    const drawn = await link.evaluate(async (element) => {
      await document.fonts.ready;
      const style = getComputedStyle(element);
      const family = style.fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
      const faces = [...document.fonts].filter((face) => face.family.replace(/^["']|["']$/g, '') === family).map((face) => face.status);
      return { family, weight: style.fontWeight, faces, covers: document.fonts.check(`${style.fontWeight} 16px "${family}"`, element.textContent ?? '') };
    });
    expect(drawn.family).toBe(subsetFaces.languageName.family);
    expect(drawn.faces).toEqual(['loaded']);
    expect(drawn.covers).toBe(true);

    await loadFullFace(page, String(drawn.weight));
    const [subset, full, missing] = await specimens(page, [
      { text: locales.bn.ownName, family: `'${subsetFaces.languageName.family}'`, weight: Number(drawn.weight) },
      { text: locales.bn.ownName, family: "'Full Noto Sans Bengali'", weight: Number(drawn.weight) },
      // A face with no Bengali: what the link showed before (boxes, or some other system face).
      { text: locales.bn.ownName, family: 'var(--font-oswald), serif', weight: Number(drawn.weight) },
    ]);
    const [subsetShot, fullShot, missingShot] = await Promise.all([subset!, full!, missing!].map((line) => line.screenshot()));
    const asFull = await inkDifference(subsetShot!, fullShot!);
    const asMissing = await inkDifference(subsetShot!, missingShot!);
    expect(asFull, 'the subset draws what the full face draws').toBeLessThan(6);
    expect(asMissing, 'the subset does not draw what a face without Bengali draws').toBeGreaterThan(40);
  });

  test('request only the language link’s face (a few KB), never the Bengali face', async ({ page }) => {
    const bengaliFace = bengaliFaceHref();
    expect(bengaliFace, 'Bengali pages preload their face').toBeDefined();
    const fonts: { url: string; bytes: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'font') return;
      const url = new URL(request.url()).pathname;
      fonts.push({ url, bytes: statSync(path.join(outDir, url)).size });
    });
    for (const pagePath of ['/', '/MAK-organises-following-expeditions/', '/Everest-2010/', '/gallery/', '/contact-us/']) {
      await page.goto(pagePath);
      await page.waitForLoadState('networkidle');
    }
    const paths = fonts.map((font) => font.url);
    expect(paths).not.toContain(bengaliFace);
    expect(paths).toContain(languageNameFaceHref());
    for (const font of fonts.filter((font) => /bengali/i.test(font.url))) {
      expect(font.url).toBe(languageNameFaceHref());
      expect(font.bytes, font.url).toBeLessThanOrEqual(3 * 1024);
    }
  });
});

test('an English page that shows Bengali names draws every one with the site’s Bengali face, which only such a page fetches', async ({ page }) => {
  const bengaliFace = bengaliFaceHref();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/member/basanta-singha-roy/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toContain(bengaliFace);
  // The fonts the browser drew each name with, as it reports them (the names are never touched
  // first: a style change would lay them out again, and so hide a name drawn before the face came).
  const client = await page.context().newCDPSession(page);
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  await client.send('CSS.enable');
  const { nodeIds } = await client.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-variants] [lang="bn"]' });
  expect(nodeIds.length).toBeGreaterThan(1);
  for (const nodeId of nodeIds) {
    const { outerHTML } = await client.send('DOM.getOuterHTML', { nodeId });
    const text = outerHTML.replace(/<[^>]*>/g, '');
    expect(text).toMatch(/[\u0980-\u09FF]/);
    const { fonts: drawn } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    // The face draws every glyph but the spaces (its unicode-range leaves them to the system's font).
    const otherGlyphs = drawn.filter((font) => !font.isCustomFont).reduce((sum, font) => sum + font.glyphCount, 0);
    expect(drawn.some((font) => font.isCustomFont && /Bengali/.test(font.familyName)), `${text}: ${JSON.stringify(drawn)}`).toBe(true);
    expect(otherGlyphs, `${text}: ${JSON.stringify(drawn)}`).toBeLessThanOrEqual(text.split(' ').length - 1);
  }
});

test.describe('Bengali pages', () => {
  test('preload their face, draw with it, and draw conjuncts as the full face does', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/bn/');
    await page.waitForLoadState('networkidle');
    expect(requested).toContain(bengaliFaceHref());
    expect(requested).not.toContain(languageNameFaceHref());
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^["']|["']$/g, '')),
      };
    });
    expect(used.family.startsWith(`"${subsetFaces.bengali.family}"`)).toBe(true);
    expect(used.loaded).toContain(subsetFaces.bengali.family);

    // Words with conjuncts, as the site writes them (স্কুলের, ক্ষ, ন্ট, কৃষ্ণ), at the body and bold weights.
    const words = ['স্কুলের', 'শিক্ষা', 'মাউন্টেনিয়ার্স', 'কৃষ্ণনগর'];
    for (const weight of [400, 700]) {
      await loadFullFace(page, String(weight));
      const lines = await specimens(page, [
        ...words.map((text) => ({ text, family: `'${subsetFaces.bengali.family}'`, weight })),
        ...words.map((text) => ({ text, family: "'Full Noto Sans Bengali'", weight })),
      ]);
      const shots = await Promise.all(lines.map((line) => line.screenshot()));
      for (const [i, word] of words.entries()) {
        expect(await inkDifference(shots[i]!, shots[i + words.length]!), `${word} at weight ${weight}`).toBeLessThan(6);
      }
      await page.evaluate(() => document.getElementById('font-specimens')?.remove());
    }
  });
});

test('every Bengali run of the export shapes with the published face as with the full face', async () => {
  const href = bengaliFaceHref();
  expect(href).toBeDefined();
  // Every Bengali page, and the 404 page's Bengali block.
  const texts = [...exportedPagePaths().filter((pagePath) => pagePath.startsWith('/bn/')).map(exportedHtml), readExported('404.html')];
  const runs = [...bengaliRuns(texts)];
  expect(runs.length).toBeGreaterThan(1000);
  const full = await sfntOf(readFileSync(FULL_BENGALI_FACE));
  const published = await sfntOf(readFileSync(path.join(outDir, href!)));
  expect(await runsDrawnOtherwise(full, published, runs, [400, 700])).toEqual([]);
});
