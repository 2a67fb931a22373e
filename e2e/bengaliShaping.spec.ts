import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { cardFaces, pdfFaces } from '@/lib/fonts/drawingFaces';
import { linePath, shapeLine, type FaceStack, type ShapedLine } from '@/lib/fonts/shapedText';
import { locales } from '@/lib/i18n/lang';
import { edition } from '@/lib/edition';
import { ogCardLayout, type OgCardLayout } from '@/lib/og/ogImage';
import { ogCards, type OgCard } from '@/lib/og/ogCards';
import { pdfTextSetter } from '@/lib/pdf/pdfText';

/**
 * Bengali conjuncts in the generated files are drawn as the browser draws them. The browser
 * (Chromium, which shapes with HarfBuzz too) sets each text in HTML with the site's Bengali face
 * (the full face @fontsource ships, declared by @font-face); the same text is drawn by the card
 * renderer (SVG outlines through sharp) and by the PDF writer (the embedded face, drawn by
 * Chromium's own PDF viewer). Each drawing is cut to its ink, and the two must have the same
 * proportions (within 6 %) and cover the same pixels once scaled to one size (IoU ≥ 0.8). A
 * conjunct drawn otherwise changes both: ক্ষ drawn letter by letter is ক, a visible hasant and ষ,
 * twice as wide. So each test also draws the text with its characters shaped one by one (shaping
 * disabled), and checks that this drawing fails the same comparison.
 */

const FULL_FACE = 'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';
const LATIN_FACE = 'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-latin-wght-normal.woff2';
/** Words with the conjuncts of the issue (ক্ষ, ঞ্জ, র্ক, ন্ত্র) and the site's own (শৃঙ্গ, কৃষ্ণনগর, স্ট, ম্বু). */
const WORDS = ['দক্ষিণ', 'ব্যঞ্জন', 'তর্ক', 'মন্ত্রী', 'শৃঙ্গ', 'কৃষ্ণনগর', 'এভারেস্ট', 'খুম্বু'];
const SIZE = 72;
const WEIGHT = 700;

const ink = rgb(0, 0, 0);

/** A drawing cut to its ink: grey levels of the ink's bounding box. */
type Ink = { width: number; height: number; grey: Buffer };

/** The ink of a picture, dark on light: the bounding box of the pixels darker than mid-grey, inside `within` when given. */
async function inkOf(png: Buffer, within?: { left: number; top: number; width: number; height: number }): Promise<Ink> {
  const region = within ? sharp(png).extract(within) : sharp(png);
  const { data, info } = await region.flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(1);
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  expect(right, 'the drawing has ink').toBeGreaterThan(left);
  const box = { left, top, width: right - left + 1, height: bottom - top + 1 };
  const grey = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).extract(box).toColourspace('b-w').raw().toBuffer();
  return { width: box.width, height: box.height, grey };
}

/** How alike two drawings are: the ratio of their proportions, and the overlap of their ink once scaled to the first one's size. */
async function likeness(a: Ink, b: Ink): Promise<{ proportions: number; iou: number }> {
  const scaled = await sharp(b.grey, { raw: { width: b.width, height: b.height, channels: 1 } }).resize(a.width, a.height, { fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.grey.length; i++) {
    const inA = a.grey[i]! < 128;
    const inB = scaled[i]! < 128;
    if (inA && inB) both++;
    if (inA || inB) either++;
  }
  return { proportions: a.width / a.height / (b.width / b.height), iou: both / either };
}

const matches = ({ proportions, iou }: { proportions: number; iou: number }) => Math.abs(proportions - 1) <= 0.06 && iou >= 0.8;
const shown = ({ proportions, iou }: { proportions: number; iou: number }) => `proportions ${proportions.toFixed(3)}, IoU ${iou.toFixed(2)}`;

/** The page browserInk draws on: the site's Bengali face declared once, then only the line changes. */
const inkPage = (face: (file: string) => string) => `<!doctype html><html lang="bn"><head><style>
  @font-face { font-family: 'Site Bengali'; src: url(${face(FULL_FACE)}) format('woff2'); font-weight: 100 900; unicode-range: U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC; }
  @font-face { font-family: 'Site Bengali'; src: url(${face(LATIN_FACE)}) format('woff2'); font-weight: 100 900; }
  body { margin: 0; background: #fff; }
  span { display: inline-block; padding: 40px; font-family: 'Site Bengali'; line-height: 1.6; color: #000; white-space: pre; }
</style></head><body><span lang="bn" data-ink-line></span></body></html>`;

/** The text drawn by the browser: one line in the site's Bengali face at `size` px and `weight`, black on white. */
async function browserInk(page: Page, text: string, size: number, weight: number): Promise<Ink> {
  const span = page.locator('span[data-ink-line]');
  if ((await span.count()) === 0) {
    await page.setContent(inkPage((file) => `data:font/woff2;base64,${readFileSync(file).toString('base64')}`));
  }
  await span.evaluate((element, { value, font }) => {
    element.style.font = font;
    element.textContent = value;
  }, { value: text, font: `${weight} ${size}px/1.6 'Site Bengali'` });
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check(`700 72px 'Site Bengali'`, 'ক্ষ'))).toBe(true);
  return inkOf(await span.screenshot());
}

/** The text with shaping disabled: each character shaped on its own, and the glyphs set one after another. */
function unshaped(stack: FaceStack, text: string): ShapedLine {
  const glyphs: ShapedLine['glyphs'] = [];
  let pen = 0;
  let offset = 0;
  for (const character of text) {
    const line = shapeLine(stack, character);
    for (const glyph of line.glyphs) glyphs.push({ ...glyph, x: glyph.x + pen, cluster: offset });
    pen += line.width;
    offset += character.length;
  }
  return { text, glyphs, width: pen };
}

/** A line drawn by the card renderer: its outlines in SVG, rendered by sharp. */
async function cardInk(line: ShapedLine, size: number): Promise<Ink> {
  const width = Math.ceil(line.width * size) + 80;
  const height = Math.ceil(size * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${linePath(line, 40, size * 1.3, size)}"/></svg>`;
  return inkOf(await sharp(Buffer.from(svg)).png().toBuffer());
}

test.describe('social cards', () => {
  test('draw Bengali conjuncts as the browser does, and would not with shaping disabled', async ({ page }) => {
    const stack = await cardFaces(locales.bn, WEIGHT);
    for (const word of WORDS) {
      const browser = await browserInk(page, word, SIZE, WEIGHT);
      const drawn = await likeness(browser, await cardInk(shapeLine(stack, word), SIZE));
      const broken = await likeness(browser, await cardInk(unshaped(stack, word), SIZE));
      console.log(`card ${word}: shaped ${shown(drawn)}; unshaped ${shown(broken)}`);
      expect(matches(drawn), `${word}: ${shown(drawn)}`).toBe(true);
      expect(matches(broken), `${word} unshaped: ${shown(broken)}`).toBe(false);
    }
  });

  test('a Bengali card’s title, in the card itself, is the browser’s drawing of it', async ({ page }) => {
    const ed = edition('bn');
    // A card whose one-line title has conjuncts and ends left of the mountain's white summit (x 384), so only the title is white in its line.
    let found: { card: OgCard; layout: OgCardLayout } | undefined;
    for (const card of ogCards(ed).filter((candidate) => candidate.title.includes('\u09CD'))) {
      const layout = await ogCardLayout(ed, card);
      const [first] = layout.title.lines;
      if (layout.title.lines.length === 1 && 72 + first!.line.width * layout.title.size < 370) {
        found = { card, layout };
        break;
      }
    }
    expect(found, 'a card with a short title with conjuncts').toBeDefined();
    const { card, layout } = found!;
    const [first] = layout.title.lines;
    const png = await sharp(Buffer.from(layout.svg)).png().toBuffer();
    // The title's line box, white on the dark card: negated, it is ink on paper like the browser's.
    const box = { left: 0, top: Math.round(first!.top), width: 380, height: Math.round(layout.title.size * layout.title.lineHeight) };
    const inCard = await inkOf(await sharp(png).extract(box).negate({ alpha: false }).threshold(60).png().toBuffer());
    const browser = await browserInk(page, card.title, layout.title.size, WEIGHT);
    const drawn = await likeness(browser, inCard);
    console.log(`card of ${card.pagePath}, "${card.title}": ${shown(drawn)}`);
    expect(matches(drawn), `${card.title}: ${shown(drawn)}`).toBe(true);
  });
});

test.describe('PDFs', () => {
  // Chromium's PDF viewer, not a page of the site: no runtime to wait for after a load.
  test.use({ awaitHydration: false });
  const ROW = SIZE * 1.6;

  /** The white page in a screenshot of the viewer: the bounding box of its pure white pixels, a few pixels in. */
  async function whitePage(png: Buffer): Promise<{ left: number; top: number; width: number; height: number } | undefined> {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let [left, top, right, bottom] = [info.width, info.height, -1, -1];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * 3;
        if (data[i]! >= 250 && data[i + 1]! >= 250 && data[i + 2]! >= 250) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    if (right - left < 50 || bottom - top < 50) return undefined;
    return { left: left + 2, top: top + 2, width: right - left - 3, height: bottom - top - 3 };
  }

  /** The bands of a page that hold ink, top to bottom (rows of ink separated by blank rows): one per line of text. */
  async function inkBands(png: Buffer, sheet: { left: number; top: number; width: number; height: number }) {
    const { data, info } = await sharp(png).extract(sheet).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const inked = Array.from({ length: info.height }, (_, y) => data.subarray(y * info.width, (y + 1) * info.width).some((value) => value < 128));
    // Rows of the sheet, first and last with ink, then placed in the screenshot.
    const rows: { first: number; last: number }[] = [];
    inked.forEach((row, y) => {
      if (!row) return;
      const current = rows.at(-1);
      if (current && y - current.last <= 8) current.last = y;
      else rows.push({ first: y, last: y });
    });
    return rows.map(({ first, last }) => ({ left: sheet.left, top: sheet.top + first - 2, width: sheet.width, height: last - first + 1 + 4 }));
  }

  /** A PDF as Chromium's PDF viewer shows it, its page fitted to the window: the ink of each line on its page. */
  async function pdfLines(page: Page, bytes: Buffer, count: number): Promise<Ink[]> {
    await page.setViewportSize({ width: 900, height: 1800 });
    await page.route('http://pdf.test/**', (route) =>
      route.request().url().endsWith('.pdf')
        ? route.fulfill({ body: bytes, contentType: 'application/pdf' })
        : route.fulfill({ contentType: 'text/html', body: '<body style="margin:0;background:#333"><embed src="/lines.pdf#toolbar=0&view=Fit" type="application/pdf" style="width:900px;height:1800px"></body>' }),
    );
    await page.goto('http://pdf.test/');
    // The viewer draws the page white on grey, then its text: wait until every line is there, and the picture is still.
    let shot: Buffer | undefined;
    let bands: Awaited<ReturnType<typeof inkBands>> = [];
    await expect(async () => {
      const next = await page.screenshot();
      const sheet = await whitePage(next);
      bands = sheet ? await inkBands(next, sheet) : [];
      const still = shot !== undefined && next.equals(shot);
      shot = next;
      expect(still && bands.length === count).toBe(true);
    }).toPass({ intervals: [250], timeout: 20_000 });
    await page.unroute('http://pdf.test/**');
    return Promise.all(bands.map((band) => inkOf(shot!, band)));
  }

  // The PDF viewer is part of the full browser only: the tag runs this test there (playwright.config.ts).
  test('draw Bengali conjuncts as the browser does, and would not with shaping disabled', { tag: '@pdf-viewer' }, async ({ page }) => {
    test.setTimeout(90_000);
    const setter = await pdfTextSetter(locales.bn);
    const bold = (await pdfFaces(locales.bn, WEIGHT))!;
    /**
     * One page with a line per word, drawn by the Bengali PDFs' text setter: the words as the
     * summaries draw them, or lines shaped otherwise.
     */
    const pdfOf = async (lines: readonly (string | ShapedLine)[]) => {
      const doc = await PDFDocument.create();
      const type = await setter.open(doc);
      const widest = Math.max(...lines.map((line) => (typeof line === 'string' ? shapeLine(bold, line) : line).width));
      const pdfPage = doc.addPage([widest * SIZE + 2 * SIZE, lines.length * ROW + SIZE]);
      lines.forEach((line, index) => {
        const at = { x: SIZE, y: pdfPage.getHeight() - SIZE * 0.5 - (index + 1) * ROW + SIZE * 0.45, size: SIZE, weight: 'bold', color: ink } as const;
        if (typeof line === 'string') type.draw(pdfPage, line, at);
        else type.drawShaped!(pdfPage, line, at);
      });
      type.finish();
      return Buffer.from(await doc.save());
    };
    const shapedLines = await pdfLines(page, await pdfOf(WORDS), WORDS.length);
    const unshapedLines = await pdfLines(page, await pdfOf(WORDS.map((word) => unshaped(bold, word))), WORDS.length);
    for (const [index, word] of WORDS.entries()) {
      const browser = await browserInk(page, word, SIZE, WEIGHT);
      const drawn = await likeness(browser, shapedLines[index]!);
      const broken = await likeness(browser, unshapedLines[index]!);
      console.log(`PDF ${word}: shaped ${shown(drawn)}; unshaped ${shown(broken)}`);
      expect(matches(drawn), `${word}: ${shown(drawn)}`).toBe(true);
      expect(matches(broken), `${word} unshaped: ${shown(broken)}`).toBe(false);
    }
  });
});
