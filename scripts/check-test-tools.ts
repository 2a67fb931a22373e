/**
 * The first step of `npm test`: checks that the browser and Java the tests need are there, so a
 * machine without them stops in seconds with what to install, not minutes later in the browser
 * tests. Chromium as scripts/browserPath.ts finds it; Java for the W3C HTML checker (vnu-jar).
 */
import { spawnSync } from 'node:child_process';
import { browserNamedInEnv, findChromium, findTestBrowser, INSTALL_BROWSER, INSTALL_HEADLESS_SHELL } from './browserPath';

const INSTALL_JAVA = [
  'Install Java 11 or later, for the W3C HTML checker:',
  '  Debian:                                  sudo apt-get install default-jre-headless',
].join('\n');

/** First line a program prints, for the messages. */
const firstLine = (text: string | null | undefined) => (text ?? '').trim().split('\n').find((line) => line.trim())?.trim() ?? '';

/** The browser's version line, or the reason it cannot be used (a found file may still not run: Ubuntu's snap stub). */
function checkBrowser(): { ok: string } | { problem: string } {
  const found = findChromium();
  if (found.path === undefined) return { problem: found.problem };
  const run = spawnSync(found.path, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  // Chrome and Chromium print "Chromium 156.0…" or "Google Chrome 156.0…"; Debian's wrapper may add noise on stderr.
  const version = /(?:Chromium|Chrome)[^\n]*?\d+(?:\.\d+)+/.exec(run.stdout ?? '')?.[0];
  if (run.status === 0 && version) return { ok: `${version} (${found.path}, ${found.from})` };
  const said = firstLine(run.error?.message) || firstLine(run.stderr) || firstLine(run.stdout) || `exit status ${run.status}`;
  return { problem: `${found.path} (${found.from}) does not run as a browser: \`${found.path} --version\` said: ${said}` };
}

/** Java's major version (`java -version` writes "openjdk version "17.0.15"" or "1.8.0_…" to stderr). */
function checkJava(): { ok: string } | { problem: string } {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (run.error) return { problem: 'No `java` on PATH.' };
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : NaN;
  if (run.status !== 0 || !(major >= 11)) {
    return { problem: `\`java -version\` does not report Java 11 or later: ${firstLine(run.stderr) || firstLine(run.stdout) || `exit status ${run.status}`}` };
  }
  return { ok: `Java ${major}` };
}

const browser = checkBrowser();
const java = checkJava();
if ('problem' in browser || 'problem' in java) {
  const problems = [
    'problem' in browser ? `${browser.problem}\n${INSTALL_BROWSER}` : '',
    'problem' in java ? `${java.problem}\n${INSTALL_JAVA}` : '',
  ].filter(Boolean);
  console.error(`\n✖ npm test cannot run on this machine yet, and stops before the slow steps.\n\n${problems.join('\n\n')}\n`);
  process.exit(1);
}
console.log(`Test tools: ${browser.ok}; ${java.ok}`);
// Without a browser named in the environment, the tests take the headless shell, or else the browser above.
const testBrowser = findTestBrowser();
if (testBrowser.path !== undefined && testBrowser.from === 'headless shell') console.log(`Browser tests: Chromium's headless shell (${testBrowser.path}); the PDF viewer's test in the browser above.`);
else if (!browserNamedInEnv()) console.log(`Browser tests: the browser above. Chromium's headless shell would run them in about half the time (Debian: ${INSTALL_HEADLESS_SHELL}).`);
