/**
 * `npm run bench`: builds the site, serves out/ as production does, and measures it against its
 * limit: the same HTML with every script removed (the "zero-JS copy", see zeroJsCopy.ts), served
 * the same way on the next port. Per key route it prints the first-load bytes (gzip), the JS ratio
 * to the framework floor (the 404 page), and Lighthouse mobile figures for the site and its zero-JS
 * copy, run interleaved (site, copy, copy, site, …) so both see the same machine load, with the
 * gap and whether each target is met. Speed is measured here, never asserted in tests.
 *
 * Then the image figures (benchImages.ts) and the search figures (benchSearch.ts: time from typing to
 * results on a phone profile, bytes a query fetches).
 *
 * Options (flags or env):
 *   --skip-build            measure the existing out/
 *   --runs N  (BENCH_RUNS)  median of N Lighthouse runs per page and copy (default 5)
 *   --routes /,/gallery/    (BENCH_ROUTES) only these routes, comma-separated
 *   --site-only             skip the zero-JS copy (quick checks of the site alone)
 *   --against DIR           also measure another export (e.g. a build of main), interleaved with
 *                           the others: an A/B comparison under the same machine load
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './browserPath';
import { lighthouseChromeFlags } from './lighthouseChrome';
import { jsFloor, pageWeight } from './pageWeight';
import { benchImages } from './benchImages';
import { benchSearchOnOwnServer } from './benchSearch';
import { hostingConfigFor, writeZeroJsCopy } from './zeroJsCopy';

// The original site's key pages, the Bengali home page, and one page of each kind the archive added.
const allKeyRoutes = ['/', '/bn/', '/gallery/', '/Expedition-Short-Note/', '/MAK-organises-following-expeditions/', '/Everest-2010/', '/peaks/', '/peaks/everest/', '/member/', '/member/basanta-singha-roy/', '/statistics/', '/search/'];
const args = process.argv.slice(2);
const option = (flag: string, env: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : process.env[env];
};
const runs = Number(option('--runs', 'BENCH_RUNS')) || 5;
const keyRoutes = option('--routes', 'BENCH_ROUTES')?.split(',').filter(Boolean) ?? allKeyRoutes;
const siteOnly = args.includes('--site-only');
const againstDir = option('--against', 'BENCH_AGAINST');
const port = Number(process.env.BENCH_PORT ?? 4700);
const siteOrigin = `http://127.0.0.1:${port}`;
const zeroOrigin = `http://127.0.0.1:${port + 1}`;
const againstOrigin = `http://127.0.0.1:${port + 2}`;
const outDir = path.resolve('out');
const zeroDir = path.resolve('bench-results/zero-js');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function waitForServer(url: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not start within ${timeoutMs / 1000} s`);
}

type LighthouseFigures = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number };

type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

/** Lighthouse's CLI (its Node API breaks under tsx, which rewrites the functions it sends to the page). */
function runLighthouse(url: string): LighthouseFigures {
  const run = spawnSync(
    path.resolve('node_modules/.bin/lighthouse'),
    [url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${lighthouseChromeFlags.join(' ')}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromiumPath() } },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed for ${url}: ${run.stderr}`);
  const { categories, audits } = JSON.parse(run.stdout) as LighthouseResult;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

function medianFigures(samples: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs') };
}

function serve(config: string, onPort: number): ChildProcess {
  return spawn(path.resolve('node_modules/.bin/superstatic'), ['serve', '.', '--config', config, '--compression', '--port', String(onPort), '--host', '127.0.0.1'], { stdio: 'ignore' });
}

async function main() {
  let buildSeconds: number | undefined;
  if (!args.includes('--skip-build')) {
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
    buildSeconds = (Date.now() - started) / 1000;
  }

  const servers: ChildProcess[] = [serve('firebase.json', port)];
  if (!siteOnly) servers.push(serve(writeZeroJsCopy(outDir, zeroDir), port + 1));
  if (againstDir) servers.push(serve(hostingConfigFor(path.resolve(againstDir), 'firebase.against.json'), port + 2));
  try {
    await waitForServer(`${siteOrigin}/`);
    if (!siteOnly) await waitForServer(`${zeroOrigin}/`);
    if (againstDir) await waitForServer(`${againstOrigin}/`);
    const floor = jsFloor(outDir);
    const samples = new Map(keyRoutes.map((route) => [route, { site: [] as LighthouseFigures[], zero: [] as LighthouseFigures[], against: [] as LighthouseFigures[] }]));
    const originOf = { site: siteOrigin, zero: zeroOrigin, against: againstOrigin };
    // Interleaved: each run measures every route's site and copy back to back, alternating which
    // goes first, so a burst of load from elsewhere on the machine hits both alike.
    for (let run = 0; run < runs; run++) {
      for (const route of keyRoutes) {
        const entry = samples.get(route)!;
        const variants: ('site' | 'zero' | 'against')[] = ['site', ...(siteOnly ? [] : ['zero' as const]), ...(againstDir ? ['against' as const] : [])];
        const order = run % 2 ? variants.reverse() : variants;
        for (const which of order) entry[which].push(runLighthouse(`${originOf[which]}${route}`));
      }
      console.error(`run ${run + 1}/${runs} done`);
      // Every sample so far, so an interrupted bench still leaves its data.
      mkdirSync('bench-results', { recursive: true });
      writeFileSync('bench-results/samples.json', JSON.stringify(Object.fromEntries(samples), null, 2));
    }

    const rows = keyRoutes.map((route) => {
      const entry = samples.get(route)!;
      const site = medianFigures(entry.site);
      const zero = siteOnly ? undefined : medianFigures(entry.zero);
      const weight = pageWeight(outDir, route);
      const against = againstDir ? medianFigures(entry.against) : undefined;
      return { route, ...weight, ratio: weight.js / floor, site, zero, against, siteSamples: entry.site, zeroSamples: entry.zero };
    });

    const mark = (ok: boolean) => (ok ? '✓' : '✗');
    const bytes = [
      '| route | HTML | JS | CSS | JS ÷ floor | a11y | best pr. | SEO | CLS |',
      `|${'---|'.repeat(9)}`,
      ...rows.map((r) => `| ${r.route} | ${kb(r.html)} | ${kb(r.js)} | ${kb(r.css)} | ${r.ratio.toFixed(3)} | ${r.site.accessibility} | ${r.site.bestPractices} | ${r.site.seo} | ${r.site.cls.toFixed(3)} |`),
    ].join('\n');
    const speed = [
      '| route | site perf | zero-JS perf | gap | site TBT | zero-JS TBT | site LCP | zero-JS LCP | LCP ÷ zero-JS | targets |',
      `|${'---|'.repeat(10)}`,
      ...rows.map((r) => {
        if (!r.zero) return `| ${r.route} | ${r.site.performance} | – | – | ${ms(r.site.tbtMs)} | – | ${ms(r.site.lcpMs)} | – | – | – |`;
        const gap = r.zero.performance - r.site.performance;
        const lcpRatio = r.site.lcpMs / r.zero.lcpMs;
        const targets = `perf ${mark(gap <= 3)} TBT ${mark(r.site.tbtMs <= 150)} LCP ${mark(lcpRatio <= 1.2)}`;
        return `| ${r.route} | ${r.site.performance} | ${r.zero.performance} | ${gap} | ${ms(r.site.tbtMs)} | ${ms(r.zero.tbtMs)} | ${ms(r.site.lcpMs)} | ${ms(r.zero.lcpMs)} | ${lcpRatio.toFixed(2)} | ${targets} |`;
      }),
    ].join('\n');
    const comparison = [
      `| route | ${againstDir} perf | TBT | LCP | this build perf | TBT | LCP |`,
      `|${'---|'.repeat(7)}`,
      ...rows.map((r) => `| ${r.route} | ${r.against?.performance} | ${ms(r.against?.tbtMs ?? NaN)} | ${ms(r.against?.lcpMs ?? NaN)} | ${r.site.performance} | ${ms(r.site.tbtMs)} | ${ms(r.site.lcpMs)} |`),
    ].join('\n');
    console.log(`\nFramework floor (JS of the 404 page): ${kb(floor)} gzip. Lighthouse 12.8.2 mobile, median of ${runs} run(s), site and zero-JS copy interleaved.`);
    if (buildSeconds !== undefined) console.log(`Build time (npm run build): ${buildSeconds.toFixed(1)} s`);
    console.log(`\n${bytes}\n\n${speed}\n`);
    if (againstDir) console.log(`A/B against ${againstDir}, same runs:\n\n${comparison}\n`);
    console.log('Targets: perf within 3 points of the zero-JS copy, TBT ≤ 150 ms, LCP ≤ 1.2 × the zero-JS copy’s.');
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bench.json', JSON.stringify({ floor, buildSeconds, runs, rows: rows.map((row) => ({ ...row, scripts: row.scripts.length })) }, null, 2));
  } finally {
    for (const server of servers) server.kill();
  }
  await benchImages({ runs });
  await benchSearchOnOwnServer(runs);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
