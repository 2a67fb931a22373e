/**
 * The image figures of `npm run bench` (also runnable alone: `npx tsx scripts/benchImages.ts`):
 *   - encode: all variants of a 12 MP camera JPEG (budget 3 s), and the same from the cache (50 ms);
 *   - bytes, from the large-gallery fixture export (npm run build:large-gallery): what a phone
 *     (390 px wide, DPR 3) downloads for a gallery card (60 KB) and for the zoom view (400 KB), the
 *     largest published file (1 MB), and the gallery page's gzip bytes per item at 258 items (400);
 *   - LCP: Lighthouse mobile on a report page whose first picture is a real photo (fixture export)
 *     against the same page with the illustration (out/), interleaved, median (within 10 %).
 * Speed is measured here and reported, never asserted in tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeImage, formatWidths, makeTestPhoto, type PictureData } from '@/lib/images';
import { chromiumPath } from './browserPath';
import { lighthouseChromeFlags } from './lighthouseChrome';
import { FIXTURE_EXPEDITION, FIXTURE_SITE_PHOTO, LARGE_GALLERY_DIR } from './largeGallerySeed';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The smallest variant at least `px` wide (what a browser picks from a `w` srcset), else the largest. */
export function chosenWidth(widths: number[], px: number): number {
  return widths.find((w) => w >= px) ?? widths[widths.length - 1]!;
}

async function encodeFigures() {
  const photo = await makeTestPhoto({ seed: 11 });
  const encodeMs: number[] = [];
  const cachedMs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'mak-bench-images-'));
    try {
      let started = performance.now();
      await encodeImage(photo, cacheDir);
      encodeMs.push(performance.now() - started);
      for (let again = 0; again < 3; again++) {
        started = performance.now();
        const cached = await encodeImage(photo, cacheDir);
        if (!cached.fromCache) throw new Error('the second encode did not come from the cache');
        cachedMs.push(performance.now() - started);
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }
  return { encodeMs: median(encodeMs), cachedMs: median(cachedMs) };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function byteFigures() {
  const dir = path.resolve(LARGE_GALLERY_DIR);
  if (!existsSync(dir)) return undefined;
  const manifest = JSON.parse(readFileSync(path.join('.cache', 'images', 'site.json'), 'utf8')) as { gallery: { id: string; picture: PictureData }[] };
  const photo = manifest.gallery.find((item) => item.picture.key !== undefined);
  if (!photo || photo.picture.key === undefined) return undefined;
  const { key, width } = photo.picture;
  const fileBytes = (w: number, format: 'avif' | 'webp') => statSync(path.join(dir, 'img', `${key}-${w}.${format}`)).size;
  // Phone: the card is calc(100vw - 2rem) = 358 CSS px, ×3; the zoom view about the screen's width, ×3.
  const cardWidth = chosenWidth(formatWidths(width, 'avif'), 358 * 3);
  const zoomWidth = chosenWidth(formatWidths(width, 'webp'), 390 * 3);
  const published = walk(path.join(dir, 'img'));
  const html = readFileSync(path.join(dir, 'gallery', 'index.html'));
  return {
    photo: FIXTURE_SITE_PHOTO.title,
    card: { width: cardWidth, bytes: fileBytes(cardWidth, 'avif') },
    zoomPhone: { width: zoomWidth, bytes: fileBytes(zoomWidth, 'webp') },
    zoomLargest: { width, bytes: fileBytes(width, 'webp') },
    largestFile: Math.max(...published.map((file) => statSync(file).size)),
    files: published.length,
    perItemGzip: gzipSync(html).length / 258,
  };
}

function lighthouseLcp(url: string): number {
  const run = spawnSync('npx', ['lighthouse', url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance', `--chrome-flags=${lighthouseChromeFlags.join(' ')}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: chromiumPath() },
  });
  if (run.status !== 0) throw new Error(`Lighthouse failed for ${url}: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { audits: Record<string, { numericValue?: number }> }).audits['largest-contentful-paint']!.numericValue!;
}

async function lcpFigures(runs: number) {
  if (!existsSync(LARGE_GALLERY_DIR) || !existsSync('firebase.large-gallery.json')) return undefined;
  const port = Number(process.env.BENCH_PORT ?? 4700) + 10;
  const serve = (config: string, p: number): ChildProcess =>
    spawn('npx', ['superstatic', 'serve', '.', '--config', config, '--compression', '--port', String(p), '--host', '127.0.0.1'], { stdio: 'ignore' });
  const servers = [serve('firebase.json', port), serve('firebase.large-gallery.json', port + 1)];
  try {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const page = `/${FIXTURE_EXPEDITION.slug}/`;
    const illustration: number[] = [];
    const photo: number[] = [];
    for (let run = 0; run < runs; run++) {
      illustration.push(lighthouseLcp(`http://127.0.0.1:${port}${page}`));
      photo.push(lighthouseLcp(`http://127.0.0.1:${port + 1}${page}`));
    }
    return { page, runs, illustrationMs: median(illustration), photoMs: median(photo) };
  } finally {
    for (const server of servers) server.kill();
  }
}

export async function benchImages(options: { runs?: number } = {}) {
  const encode = await encodeFigures();
  console.log('\nImages (budgets in brackets):');
  console.log(`  12 MP JPEG, all variants: ${Math.round(encode.encodeMs)} ms [3000 ms]; from the cache: ${encode.cachedMs.toFixed(1)} ms [50 ms]`);
  const bytes = byteFigures();
  if (!bytes) {
    console.log(`  bytes: run \`npm run build:large-gallery\` first (reads ${LARGE_GALLERY_DIR}/)`);
  } else {
    console.log(`  phone (390 px, DPR 3) gallery card: ${bytes.card.width} px AVIF, ${kb(bytes.card.bytes)} [60 KB]`);
    console.log(`  phone zoom view: ${bytes.zoomPhone.width} px WebP, ${kb(bytes.zoomPhone.bytes)}; largest zoom variant ${bytes.zoomLargest.width} px, ${kb(bytes.zoomLargest.bytes)} [400 KB]`);
    console.log(`  largest published image file: ${kb(bytes.largestFile)} of ${bytes.files} files [1024 KB]`);
    console.log(`  gallery page, gzip bytes per item at 258 items: ${Math.round(bytes.perItemGzip)} B [400 B]`);
  }
  const lcp = await lcpFigures(options.runs ?? 3);
  if (lcp) {
    const ratio = lcp.photoMs / lcp.illustrationMs;
    console.log(
      `  LCP of ${lcp.page} (Lighthouse mobile, median of ${lcp.runs}, interleaved): photo ${Math.round(lcp.photoMs)} ms, illustration ${Math.round(lcp.illustrationMs)} ms, ratio ${ratio.toFixed(2)} [≤ 1.10]`,
    );
  }
  return { encode, bytes, lcp };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const runsArg = process.argv.indexOf('--runs');
  benchImages({ runs: runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3 }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
