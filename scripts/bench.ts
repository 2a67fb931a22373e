/**
 * `npm run bench`: builds the site, serves out/ as production does, and prints per key route the
 * first-load bytes (gzip), the JS ratio to the framework floor (the 404 page), and Lighthouse mobile
 * scores with LCP, CLS and TBT. Speed is measured here, never asserted in tests.
 * Options: --skip-build (measure the existing out/), --runs N (median of N Lighthouse runs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsFloor, pageWeight } from './pageWeight';
import { benchImages } from './benchImages';

const keyRoutes = ['/', '/gallery/', '/Expedition-Short-Note/', '/MAK-organises-following-expeditions/', '/Everest-2010/'];
const port = Number(process.env.BENCH_PORT ?? 4700);
const origin = `http://127.0.0.1:${port}`;
const outDir = path.resolve('out');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
function runLighthouse(url: string): LighthouseResult {
  const run = spawnSync(
    'npx',
    ['lighthouse', url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${chromeFlags.join(' ')}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed for ${url}: ${run.stderr}`);
  return JSON.parse(run.stdout) as LighthouseResult;
}

async function measureLighthouse(url: string): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const { categories, audits } = runLighthouse(url);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    samples.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    });
  }
  const pick = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs') };
}

async function main() {
  let buildSeconds: number | undefined;
  if (!args.includes('--skip-build')) {
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
    buildSeconds = (Date.now() - started) / 1000;
  }

  const server: ChildProcess = spawn('npx', ['superstatic', 'serve', '.', '--config', 'firebase.json', '--compression', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  try {
    await waitForServer(`${origin}/`);
    const floor = jsFloor(outDir);
    const rows = [];
    for (const route of keyRoutes) {
      const weight = pageWeight(outDir, route);
      const lh = await measureLighthouse(`${origin}${route}`);
      rows.push({ route, ...weight, ratio: weight.js / floor, ...lh });
      console.error(`measured ${route}`);
    }

    const header = '| route | HTML | JS | CSS | JS ÷ floor | perf | a11y | best pr. | SEO | LCP | CLS | TBT |';
    const lines = rows.map(
      (r) =>
        `| ${r.route} | ${kb(r.html)} | ${kb(r.js)} | ${kb(r.css)} | ${r.ratio.toFixed(3)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
    );
    const table = [header, `|${'---|'.repeat(12)}`, ...lines].join('\n');
    console.log(`\nFramework floor (JS of the 404 page): ${kb(floor)} gzip. Lighthouse: mobile, median of ${runs} run(s).`);
    if (buildSeconds !== undefined) console.log(`Build time (npm run build): ${buildSeconds.toFixed(1)} s`);
    console.log(`\n${table}\n`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bench.json', JSON.stringify({ floor, buildSeconds, runs, rows: rows.map((row) => ({ ...row, scripts: row.scripts.length })) }, null, 2));
  } finally {
    server.kill();
  }
  await benchImages({ runs });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
