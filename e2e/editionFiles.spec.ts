import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { SITE_URL } from '@/lib/content';
import { edition } from '@/lib/edition';
import { splitLangPath } from '@/lib/i18n/lang';
import { courseFormFields } from '@/lib/pdf/courseApplicationPdf';
import { editionFile, hrefs, routes } from '@/lib/routes';
import { exportedFiles, exportedHtml, exportedPagePaths, outDir } from './exportedSite';

/**
 * Each edition's own generated files: every page's social card is its edition's (a Bengali page's
 * shows its title in Bengali), every card is within the phone budget, and Bengali pages link the
 * Bengali summary and application forms, without the "(ইংরেজিতে)" that English-only files carry.
 */

const site = SITE_URL.replace(/\/$/, '');
const CARD_BUDGET = 60 * 1024;
const bengaliOnly = '(ইংরেজিতে)';

/** A PNG's chunks in order: type and length (the file must be a PNG). */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    chunks.push({ type: bytes.toString('latin1', at + 4, at + 8), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/**
 * The chunks a card may carry: the picture, its palette and the pixel density libvips writes
 * (pHYs, 72 dpi), nothing about who made it, when, with what or where.
 */
const PICTURE_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND']);

const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

test('every page’s social card is its own edition’s, and is published', () => {
  for (const pagePath of exportedPagePaths()) {
    const html = exportedHtml(pagePath);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(site, '');
    expect(ogImage(html), pagePath).toBe(`${site}${hrefs.ogCard(canonical!)}`);
    expect(/<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1], pagePath).toBe(`${site}${hrefs.ogCard(canonical!)}`);
    expect(statSync(path.join(outDir, hrefs.ogCard(canonical!))).isFile(), pagePath).toBe(true);
  }
  expect(ogImage(exportedHtml('/bn/Everest-2010/'))).toBe(`${site}/og/bn_Everest-2010.png`);
  expect(ogImage(exportedHtml('/Everest-2010/'))).toBe(`${site}/og/Everest-2010.png`);
});

test('a Bengali page’s card is its own drawing, not the English page’s', async ({ request }) => {
  const card = async (href: string) => {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('image/png');
    return response.body();
  };
  for (const pagePath of ['/', '/Everest-2010/', '/gallery/']) {
    const english = await card(hrefs.ogCard(pagePath));
    const bengali = await card(hrefs.ogCard(`/bn${pagePath}`));
    expect(bengali.equals(english), pagePath).toBe(false);
    // Not only other bytes: other pixels (the title and lines in Bengali).
    const a = await sharp(english).raw().toBuffer();
    const b = await sharp(bengali).raw().toBuffer();
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
    expect(differing / a.length, pagePath).toBeGreaterThan(0.01);
  }
});

test('every social card is a 1200×630 PNG of at most 60 KB, with no metadata', () => {
  const cards = exportedFiles().filter((file) => file.startsWith(path.join(outDir, 'og') + path.sep));
  const byEdition = { en: [] as number[], bn: [] as number[] };
  for (const file of cards) {
    const png = readFileSync(file);
    const name = path.basename(file);
    expect(png.length, name).toBeLessThanOrEqual(CARD_BUDGET);
    const chunks = pngChunks(png);
    const header = chunks[0]!;
    expect(header.type, name).toBe('IHDR');
    expect([header.data.readUInt32BE(0), header.data.readUInt32BE(4)], name).toEqual([1200, 630]);
    // No tEXt, zTXt, iTXt (software, dates, comments), eXIf, tIME, iCCP, nor any other ancillary chunk.
    expect(chunks.map((chunk) => chunk.type).filter((type) => !PICTURE_CHUNKS.has(type)), name).toEqual([]);
    expect(chunks.at(-1)!.type, name).toBe('IEND');
    byEdition[name.startsWith('bn') ? 'bn' : 'en'].push(png.length);
  }
  expect(byEdition.bn.length).toBe(byEdition.en.length);
  const kb = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `min ${(sorted[0]! / 1024).toFixed(1)} KB, median ${(sorted[Math.floor(sorted.length / 2)]! / 1024).toFixed(1)} KB, max ${(sorted.at(-1)! / 1024).toFixed(1)} KB`;
  };
  console.log(`social cards: English ${byEdition.en.length} (${kb(byEdition.en)}); Bengali ${byEdition.bn.length} (${kb(byEdition.bn)})`);
});

test('Bengali report pages link the Bengali summary, and do not call it English', () => {
  const bengali = edition('bn');
  for (const pagePath of exportedPagePaths().filter((p) => splitLangPath(p).lang === 'bn')) {
    const slug = splitLangPath(pagePath).path.replace(/^\/|\/$/g, '');
    const e = bengali.expeditions.all.find((record) => record.slug === slug);
    if (!e) continue;
    const html = exportedHtml(pagePath);
    const href = editionFile(bengali.locale, hrefs.reportPdf(slug));
    expect(href).toBe(`/pdf/expeditions/${slug}.bn.pdf`);
    const link = new RegExp(`<a href="${href.replace(/\./g, '\\.')}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
    expect(link, pagePath).not.toBeNull();
    expect(link![1], pagePath).not.toContain(bengaliOnly);
    expect(html, pagePath).not.toContain(`href="${hrefs.reportPdf(slug)}"`);
    expect(statSync(path.join(outDir, href)).isFile(), href).toBe(true);
  }
});

test('Bengali pages link the Bengali application forms, which are fillable', async ({ request }) => {
  const bengali = edition('bn');
  for (const pagePath of ['/bn/', `/bn${routes.upcomingCourse}`, `/bn${routes.upcomingEvents}`]) {
    const html = exportedHtml(pagePath);
    for (const course of bengali.courses) {
      const href = editionFile(bengali.locale, course.formHref);
      expect(html, `${pagePath} ${course.slug}`).toContain(`href="${href}"`);
      expect(html, pagePath).not.toContain(`href="${course.formHref}"`);
    }
    for (const [, label] of html.matchAll(/<a href="\/forms\/[^"]+"[^>]*>([\s\S]*?)<\/a>/g)) expect(label, pagePath).not.toContain(bengaliOnly);
  }
  for (const course of bengali.courses) {
    const response = await request.get(editionFile(bengali.locale, course.formHref));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const form = (await PDFDocument.load(await response.body())).getForm();
    expect(form.getFields().map((field) => field.getName())).toEqual(courseFormFields.map((field) => field.name));
  }
});
