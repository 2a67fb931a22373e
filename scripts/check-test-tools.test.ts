import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, findTestBrowser } from './browserPath';

const root = path.resolve(__dirname, '..');
let tmp: string;

/** A stand-in program: a shell script that prints `output` to stdout (or stderr) and exits 0. */
function fakeProgram(dir: string, name: string, output: string, stream: 'stdout' | 'stderr' = 'stdout') {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\necho '${output}'${stream === 'stderr' ? ' >&2' : ''}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** Runs the check as `npm test` does, in its own Node process, with exactly `env` (no inherited PATH). */
function checkTestTools(env: Record<string, string>) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-test-tools.ts'], { cwd: root, env: { NODE_ENV: 'test', HOME: process.env.HOME ?? '', ...env }, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, seconds: (performance.now() - started) / 1000 };
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'test-tools-'));
  fakeProgram(path.join(tmp, 'bin'), 'chromium', 'Chromium 156.0.8078.108 built on Debian');
  fakeProgram(path.join(tmp, 'bin'), 'java', 'openjdk version "17.0.15" 2025-04-15', 'stderr');
  fakeProgram(path.join(tmp, 'elsewhere'), 'google-chrome', 'Google Chrome 150.0.1.2');
  mkdirSync(path.join(tmp, 'empty'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('findChromium', () => {
  const none = () => undefined;

  it('takes CHROME_PATH, then CHROMIUM_PATH, and refuses one that points at nothing instead of looking elsewhere', () => {
    const bin = path.join(tmp, 'bin');
    const chrome = path.join(tmp, 'elsewhere', 'google-chrome');
    expect(findChromium({ CHROME_PATH: chrome, CHROMIUM_PATH: '/nonexistent', PATH: bin }, [], none)).toEqual({ path: chrome, from: 'CHROME_PATH' });
    expect(findChromium({ CHROMIUM_PATH: chrome, PATH: bin }, [], none)).toEqual({ path: chrome, from: 'CHROMIUM_PATH' });
    expect(findChromium({ CHROME_PATH: '/nonexistent', PATH: bin }, [], none)).toEqual({ problem: 'CHROME_PATH is /nonexistent, which is not an executable file.' });
  });

  it('then looks on PATH, in the usual places, and last for Playwright’s download', () => {
    const onPath = path.join(tmp, 'bin', 'chromium');
    const usual = path.join(tmp, 'elsewhere', 'google-chrome');
    expect(findChromium({ PATH: `${path.join(tmp, 'empty')}:${path.join(tmp, 'bin')}` }, [usual], none)).toEqual({ path: onPath, from: 'chromium on PATH' });
    expect(findChromium({ PATH: path.join(tmp, 'empty') }, ['/nonexistent', usual], none)).toEqual({ path: usual, from: usual });
    expect(findChromium({ PATH: path.join(tmp, 'empty') }, [], () => usual)).toEqual({ path: usual, from: "Playwright's download" });
    // Playwright names the path of its download even when it is not installed.
    expect(findChromium({ PATH: path.join(tmp, 'empty') }, [], () => '/nonexistent')).toEqual({ problem: expect.stringMatching(/^No Chromium or Chrome found/) });
  });
});

describe('findTestBrowser', () => {
  const full = { path: '/full/chromium', from: 'chromium on PATH' };

  it('takes the headless shell on PATH or in its usual place, else the full browser, and a named browser as given', () => {
    const shell = fakeProgram(path.join(tmp, 'shell'), 'chromium-headless-shell', 'Chromium 156');
    expect(findTestBrowser({ PATH: `${path.join(tmp, 'empty')}:${path.join(tmp, 'shell')}` }, [], () => full)).toEqual({ path: shell, from: 'headless shell' });
    expect(findTestBrowser({ PATH: path.join(tmp, 'empty') }, ['/nonexistent', shell], () => full)).toEqual({ path: shell, from: 'headless shell' });
    expect(findTestBrowser({ PATH: path.join(tmp, 'empty') }, ['/nonexistent'], () => full)).toEqual(full);
    const chrome = path.join(tmp, 'elsewhere', 'google-chrome');
    expect(findTestBrowser({ CHROME_PATH: chrome, PATH: path.join(tmp, 'shell') }, [shell])).toEqual({ path: chrome, from: 'CHROME_PATH' });
  });
});

describe('scripts/check-test-tools.ts, the first step of npm test', () => {
  it('without a browser or Java, stops within seconds with one message naming what to install, as the README does', () => {
    const { status, stdout, stderr, seconds } = checkTestTools({ CHROME_PATH: '/nonexistent', PATH: path.join(tmp, 'empty') });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('CHROME_PATH is /nonexistent, which is not an executable file.');
    expect(stderr).toContain('sudo apt-get install chromium');
    expect(stderr).toContain('CHROME_PATH=/path/to/chrome npm test');
    expect(stderr).toContain('npx playwright install chromium');
    expect(stderr).toContain('No `java` on PATH.');
    expect(stderr).toContain('sudo apt-get install default-jre-headless');
    // npm test must stop within 30 s on such a machine; the check itself takes a second or two.
    expect(seconds).toBeLessThan(20);
    // Every command the message gives (the text after each option's label) is in the README too.
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const commands = [...stderr.matchAll(/^ {2}[^:]+:\s+(.+)$/gm)].map((match) => match[1]!.trim());
    expect(commands).toHaveLength(4);
    for (const command of commands) expect(readme.includes(command), command).toBe(true);
  });

  it('says a found browser that does not run is not one (Ubuntu’s chromium-browser without snap)', () => {
    const stub = path.join(tmp, 'stub', 'chromium-browser');
    mkdirSync(path.dirname(stub), { recursive: true });
    writeFileSync(stub, "#!/bin/sh\necho 'Command requires the chromium snap to be installed.' >&2\nexit 1\n");
    chmodSync(stub, 0o755);
    const { status, stderr } = checkTestTools({ CHROME_PATH: stub, PATH: path.join(tmp, 'bin') });
    expect(status).toBe(1);
    expect(stderr).toContain(`${stub} (CHROME_PATH) does not run as a browser`);
    expect(stderr).toContain('requires the chromium snap');
    expect(stderr).not.toContain('java');
  });

  it('passes with a browser and Java on PATH, naming what it found', () => {
    const { status, stdout } = checkTestTools({ PATH: path.join(tmp, 'bin') });
    expect(status).toBe(0);
    expect(stdout).toContain(`Chromium 156.0.8078.108 (${path.join(tmp, 'bin', 'chromium')}, chromium on PATH); Java 17`);
  });

  const real = findChromium();
  const hasJava = !spawnSync('java', ['-version']).error;
  it.skipIf(real.path === undefined || !hasJava)('passes with this machine’s own browser and Java', () => {
    const { status, stdout } = checkTestTools({ CHROME_PATH: real.path!, PATH: process.env.PATH ?? '' });
    expect(status).toBe(0);
    expect(stdout).toContain(`(${real.path}, CHROME_PATH)`);
  });

  it('runs first in npm test', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test!.startsWith('node --import tsx scripts/check-test-tools.ts && ')).toBe(true);
  });
});
