import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { searchIndexFolder } from '@/lib/routes';
import { words } from '@/lib/content';
import { jsFloor, pageAssets, pageWeight } from '../scripts/pageWeight';
import { exportedPagePaths, outDir } from './exportedSite';

const kb = 1024;

test('first-load byte budgets hold (gzip)', () => {
  const floor = jsFloor(outDir);
  expect(floor).toBeGreaterThan(0);
  // The framework plus the shared chrome (navbar toggle) is the floor; it must stay lean.
  expect(floor).toBeLessThan(165 * kb);

  // Record pages are static reading: within 10% of the floor.
  for (const pagePath of ['/MAK-organises-following-expeditions/', '/Everest-2010/', '/Gangstang-1990/', '/expedition-report/']) {
    expect(pageWeight(outDir, pagePath).js, pagePath).toBeLessThanOrEqual(floor * 1.1);
  }
  for (const pagePath of exportedPagePaths()) {
    const weight = pageWeight(outDir, pagePath);
    expect(weight.js, `${pagePath} JS`).toBeLessThanOrEqual(floor + 40 * kb);
    expect(weight.css, `${pagePath} CSS`).toBeLessThanOrEqual(25 * kb);
    // HTML includes the inlined stylesheet and, on the short-note page, all 40 accounts.
    expect(weight.html, `${pagePath} HTML`).toBeLessThanOrEqual(70 * kb);
  }
});

test('the lightbox is not part of any first load', () => {
  // Each script read once: the pages share most of theirs.
  const holdsLightbox = new Map<string, boolean>();
  for (const pagePath of exportedPagePaths()) {
    for (const script of pageAssets(outDir, pagePath).scripts) {
      if (!holdsLightbox.has(script)) holdsLightbox.set(script, readFileSync(path.join(outDir, script), 'utf8').includes('yarl__'));
      expect(holdsLightbox.get(script), `${pagePath} loads the lightbox in ${script}`).toBe(false);
    }
  }
});

/** What a file costs over the wire: Pagefind's index files and WebAssembly are gzip already; the rest is sent gzipped. */
function wireBytes(file: string): number {
  const bytes = readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes).length;
}

test('a typical search fetches at most 170 KB of search code and index, and first results use one index chunk', async ({ page }) => {
  const fetched = new Set<string>();
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(searchIndexFolder)) fetched.add(pathname);
  });
  await page.goto('/search/?q=Everest');
  await expect(page.getByRole('list', { name: words.search.resultsLabel }).getByRole('listitem')).toHaveCount(10, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const byKind = { script: 0, wasm: 0, index: 0, fragments: 0 };
  for (const pathname of fetched) {
    const kind = pathname.endsWith('.js') ? 'script' : pathname.includes('/wasm.') ? 'wasm' : pathname.includes('/fragment/') ? 'fragments' : 'index';
    byKind[kind] += wireBytes(path.join(outDir, pathname));
  }
  const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
  console.log(`search “Everest”: ${Object.entries(byKind).map(([kind, bytes]) => `${kind} ${(bytes / kb).toFixed(1)} KB`).join(', ')}; total ${(total / kb).toFixed(1)} KB`);
  expect([...fetched].filter((pathname) => pathname.endsWith('.pf_index'))).toHaveLength(1);
  expect(byKind.wasm).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(170 * kb);
});
