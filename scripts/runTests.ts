/**
 * `npm test` after its check for a browser and Java (scripts/check-test-tools.ts): every check.
 * Measured here, no step keeps both cores busy for long (the unit tests about 65 % of the time, the
 * builds 70–80 %: single-threaded phases, waits), so two lanes run side by side: the static checks
 * and the unit tests in one, the site's build and then the large-gallery build in the other (the
 * second sets out/ aside while it builds, so the two builds never overlap). The builds may skip
 * Next's own type check, since the TypeScript step checks every file meanwhile and gates the result.
 * The end-to-end tests, which keep both cores busy on their own, run once both lanes have passed.
 * Each step's output is printed whole when it ends, so lanes never interleave their lines; the first
 * step that fails stops every other, naming it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { kolkataDate } from '@/lib/events/kolkataDate';

type Step = { name: string; script: string };
type Outcome = { step: Step; ok: boolean; seconds: number };

const staticChecks: Step[] = [
  { name: 'ESLint', script: 'lint' },
  { name: 'TypeScript', script: 'typecheck' },
  { name: 'knip (unused files and exports)', script: 'lint:dead' },
];
const unitTests: Step = { name: 'unit tests', script: 'test:unit' };
const builds: Step[] = [
  { name: 'build', script: 'build' },
  { name: 'large-gallery build', script: 'build:large-gallery' },
];
const endToEnd: Step = { name: 'end-to-end tests', script: 'test:e2e' };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const running = new Set<ChildProcess>();
let stopping = false;

/** Runs an npm script; `quiet` keeps its output until it ends. */
function run(step: Step, quiet: boolean, env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  const started = Date.now();
  if (quiet) console.log(`── ${step.name}: started ──`);
  return new Promise((resolve) => {
    // Its own process group, so that stopping it also stops what it started (Next's workers, Chromium).
    const child = spawn(npm, ['run', '--silent', step.script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, detached: true });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (stopping) return;
      if (quiet) {
        console.log(`\n── ${step.name} (${seconds} s) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      const outcome = { step, ok: code === 0, seconds };
      if (!outcome.ok) stop([step]);
      console.log(`── ${step.name}: passed in ${seconds} s ──`);
      resolve(outcome);
    });
  });
}

function stop(failed: Step[]): never {
  stopping = true;
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  console.error(`\n✖ npm test stopped: ${failed.map((step) => `${step.name} (npm run ${step.script})`).join(', ')} failed.`);
  process.exit(1);
}

async function main(): Promise<void> {
  const started = Date.now();
  const checksLane = (async () => {
    await Promise.all(staticChecks.map((step) => run(step, true)));
    await run(unitTests, true);
  })();
  // The builds and the browser tests take the same day as the build's (BUILD_DATE, lib/events/buildTime.ts):
  // a run that crosses midnight in India built yesterday's pages and checked them against today.
  const buildDay = { BUILD_DATE: process.env.BUILD_DATE?.trim() || kolkataDate(new Date()) };
  const buildLane = (async () => {
    const env = { ...process.env, ...buildDay, MAK_TYPES_CHECKED: '1' };
    for (const step of builds) await run(step, true, env);
  })();
  await Promise.all([checksLane, buildLane]);
  console.log(`\n── ${endToEnd.name} ──`);
  await run(endToEnd, false, { ...process.env, ...buildDay });
  console.log(`\n✓ Every test passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

void main();
