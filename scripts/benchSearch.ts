/**
 * The search figures of `npm run bench` (also runnable alone on an existing out/:
 * `npx tsx scripts/benchSearch.ts [--runs N]`), on a phone profile: Chromium at 390 × 844, DPR 3,
 * its CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile assumes),
 * against out/ served as production serves it:
 *   - from typing to results once the search script has loaded (target ≤ 300 ms): the whole query
 *     entered at once, and typed a key at a time (timed from the last key);
 *   - a linked search (/search/?q=…) from navigation to the first results, everything cold; and the
 *     same on the slow phone of the visitors' walks (UX walk 4, issue 25): the network also slowed
 *     to 150 ms latency and 1.6 Mbps down, 750 kbps up (Lighthouse's "slow 4G"), target ≤ 1.5 s for
 *     the first answer (the names block, or results if they come first) and, apart, for the results;
 *   - the bytes a query fetches of Pagefind's script, its WebAssembly and the index (gzip, as sent).
 * Speed is measured here and reported, never asserted in tests (e2e/budgets.spec.ts holds a byte budget).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { edition } from '@/lib/edition';
import { pathIn, type Lang } from '@/lib/i18n/lang';
import { routes, searchIndexFolder } from '@/lib/routes';
import { chromiumPath } from './browserPath';

const outDir = path.resolve('out');
const queries: { lang: Lang; query: string }[] = [
  { lang: 'en', query: 'Everest' },
  { lang: 'en', query: 'Kanchenjunga 2011' },
  { lang: 'en', query: 'Basanta Singha Roy' },
  { lang: 'bn', query: 'এভারেস্ট' },
  { lang: 'bn', query: '২০১০' },
];
/** A phone user's pace between keys. */
const keyGapMs = 150;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A file's bytes over the wire: Pagefind's index and WebAssembly files are gzip already, the rest is sent gzipped. */
function wireBytes(pathname: string): number {
  const bytes = readFileSync(path.join(outDir, pathname));
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes).length;
}

/** The slow phone's network: Lighthouse's "slow 4G" (150 ms, 1.6 Mbps down, 750 kbps up). */
const slowNetwork = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function phonePage(browser: Browser, { slow = false } = {}): Promise<{ page: Page; fetched: Set<string>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  // tsx keeps function names with an `__name` helper, which the functions sent to the page call.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (slow) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
  }
  const fetched = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(searchIndexFolder)) fetched.add(pathname);
  });
  return { page, fetched, close: () => context.close() };
}

/**
 * In the page: enter `query` into the search field (all at once, or a key at a time) and return the
 * milliseconds from the last input to the frame that shows its results (the live region names the
 * query once its answer is in, in the same render as the list).
 */
async function timeToResults(page: Page, query: string, loading: string, typed: boolean): Promise<number> {
  return page.evaluate(
    async ({ query, loading, typed, keyGapMs }) => {
      const input = document.querySelector<HTMLInputElement>('main input[type="search"]')!;
      const status = document.querySelector('main [role="status"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const enter = (value: string) => {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const answered = () => status.textContent !== loading && (status.textContent ?? '').includes(`“${query}”`);
      const steps = typed ? [...query].map((_, index) => query.slice(0, index + 1)) : [query];
      for (const step of steps.slice(0, -1)) {
        enter(step);
        await new Promise((resolve) => setTimeout(resolve, keyGapMs));
      }
      return new Promise<number>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!answered()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        enter(query);
      });
    },
    { query, loading, typed, keyGapMs },
  );
}

/** Pagefind loaded and started: the field was focused and its WebAssembly has arrived and compiled. */
async function loadSearch(page: Page, origin: string, lang: Lang) {
  await page.goto(`${origin}${pathIn(lang, routes.search)}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  const wasm = page.context().waitForEvent('requestfinished', { predicate: (request) => /\/wasm\.[^/]+\.pagefind$/.test(request.url()), timeout: 30_000 });
  await page.locator('main input[type="search"]').focus();
  await wasm;
  await page.waitForTimeout(1500); // decompression and compilation in the worker, under the 4× slower CPU
}

export async function benchSearch(origin: string, runs: number) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const rows: string[] = [];
  try {
    for (const { lang, query } of queries) {
      const say = edition(lang).words.search;
      const entered: number[] = [];
      const typed: number[] = [];
      const linked: number[] = [];
      const linkedSlow: number[] = [];
      const firstAnswerSlow: number[] = [];
      let bytes: Record<string, number> = {};
      for (let run = 0; run < runs; run++) {
        for (const mode of ['entered', 'typed'] as const) {
          const { page, fetched, close } = await phonePage(browser);
          await loadSearch(page, origin, lang);
          (mode === 'entered' ? entered : typed).push(await timeToResults(page, query, say.status.loading, mode === 'typed'));
          await page.waitForLoadState('networkidle');
          if (mode === 'entered') {
            bytes = { script: 0, wasm: 0, index: 0, fragments: 0 };
            for (const pathname of fetched) {
              const kind = pathname.endsWith('.js') ? 'script' : pathname.includes('/wasm.') ? 'wasm' : pathname.includes('/fragment/') ? 'fragments' : 'index';
              bytes[kind]! += wireBytes(pathname);
            }
          }
          await close();
        }
        for (const slow of [false, true]) {
          const { page, close } = await phonePage(browser, { slow });
          const started = Date.now();
          await page.goto(`${origin}${pathIn(lang, routes.search)}?q=${encodeURIComponent(query)}`, { waitUntil: 'commit' });
          const shown = (selector: string) => page.locator(selector).first().waitFor({ timeout: 60_000 }).then(() => Date.now() - started);
          const [answer, results] = await Promise.all([shown('main ul[aria-label] li a[href], main ol[aria-label] li'), shown('main ol[aria-label] li')]);
          (slow ? linkedSlow : linked).push(results);
          if (slow) firstAnswerSlow.push(answer);
          await close();
        }
      }
      const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
      rows.push(
        `| ${lang} | ${query} | ${Math.round(median(entered))} ms | ${Math.round(median(typed))} ms | ${Math.round(median(linked))} ms | ${Math.round(median(firstAnswerSlow))} ms | ${Math.round(median(linkedSlow))} ms | ${kb(total)} (script ${kb(bytes.script!)}, wasm ${kb(bytes.wasm!)}, index ${kb(bytes.index!)}, excerpts ${kb(bytes.fragments!)}) |`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nSearch on a phone (390 px, DPR 3, CPU 4× slower; median of ${runs}; targets: results ≤ 300 ms after typing, once the script has loaded; a linked search's first answer ≤ 1.5 s on slow 4G):\n`,
  );
  console.log(
    [
      '| edition | query | entered → results | typed (last key) → results | linked ?q= → results, cold | slow 4G (150 ms, 1.6 Mbps): first answer | slow 4G: results | bytes fetched (gzip) |',
      `|${'---|'.repeat(8)}`,
      ...rows,
    ].join('\n'),
  );
}

function serve(port: number): ChildProcess {
  return spawn(path.resolve('node_modules/.bin/superstatic'), ['serve', '.', '--config', 'firebase.json', '--compression', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
}

/** The figures against a server of out/ started for them (bench.ts stops its own before the image and search figures). */
export async function benchSearchOnOwnServer(runs: number) {
  const port = Number(process.env.BENCH_PORT ?? 4700) + 20;
  const server = serve(port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await benchSearch(`http://127.0.0.1:${port}`, runs);
  } finally {
    server.kill();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const runsArg = process.argv.indexOf('--runs');
  benchSearchOnOwnServer(runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
