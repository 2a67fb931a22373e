/**
 * `npm test` after its check for a browser and Java (scripts/check-test-tools.ts): every check, the
 * quickest to fail first. The three static checkers (ESLint, knip,
 * the TypeScript check) each use one core, so they run side by side on this two-core machine, each
 * one's output printed whole when it ends; the unit tests, the two builds and the browser tests use
 * every core and run one after another. The first step that fails stops the rest, naming it.
 */
import { spawn } from 'node:child_process';

type Step = { name: string; script: string };

const staticChecks: Step[] = [
  { name: 'ESLint', script: 'lint' },
  { name: 'TypeScript', script: 'typecheck' },
  { name: 'knip (unused files and exports)', script: 'lint:dead' },
];
const inTurn: Step[] = [
  { name: 'unit tests', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'large-gallery build', script: 'build:large-gallery' },
  { name: 'end-to-end tests', script: 'test:e2e' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs an npm script; `quiet` keeps its output until it ends, so side-by-side steps do not interleave. */
function run(step: Step, quiet: boolean): Promise<{ step: Step; ok: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', step.script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        console.log(`\n── ${step.name} (${seconds} s) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ok: code === 0, seconds });
    });
  });
}

function stop(failed: Step[]): never {
  console.error(`\n✖ npm test stopped: ${failed.map((step) => `${step.name} (npm run ${step.script})`).join(', ')} failed.`);
  process.exit(1);
}

async function main(): Promise<void> {
  const started = Date.now();
  const checks = await Promise.all(staticChecks.map((step) => run(step, true)));
  const failed = checks.filter((result) => !result.ok).map((result) => result.step);
  if (failed.length > 0) stop(failed);
  // The TypeScript step above checked every file: the builds need not check them again (next.config.ts).
  process.env.MAK_TYPES_CHECKED = '1';
  for (const step of inTurn) {
    console.log(`\n── ${step.name} ──`);
    const result = await run(step, false);
    if (!result.ok) stop([step]);
    console.log(`── ${step.name}: ${result.seconds} s ──`);
  }
  console.log(`\n✓ Every test passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

void main();
