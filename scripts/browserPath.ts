/**
 * Which Chromium the end-to-end tests and the maintainers' scripts launch, found once for all of
 * them: CHROME_PATH (the name Lighthouse reads) or CHROMIUM_PATH (this project's older name) when
 * set; otherwise chromium, chromium-browser, google-chrome or google-chrome-stable on PATH, then
 * in their usual places; then Playwright's own download, if someone installed it.
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** What to install, in the same words as the README's "The two commands". */
export const INSTALL_BROWSER = [
  'Install Chromium, or tell the tests where a browser is:',
  '  Debian:                                  sudo apt-get install chromium',
  '  a Chrome or Chromium you already have:   CHROME_PATH=/path/to/chrome npm test',
  "  Playwright's own (where downloads work): npx playwright install chromium",
].join('\n');

const ENV_NAMES = ['CHROME_PATH', 'CHROMIUM_PATH'] as const;
const COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const USUAL_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export type BrowserSearch = { path: string; from: string } | { path?: undefined; problem: string };

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Playwright's download (`npx playwright install chromium`); its path is known even when it is absent. */
function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The command's file in the first folder of PATH that holds it as an executable. */
function onPath(env: Readonly<Record<string, string | undefined>>, command: string): string | undefined {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, command))
    .find(isExecutableFile);
}

/** Whether CHROME_PATH or CHROMIUM_PATH names a browser, which is then used as given, for every test. */
export function browserNamedInEnv(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return ENV_NAMES.some((name) => env[name]);
}

/** The parameters exist for the tests; callers pass none. */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
  usualPaths: readonly string[] = USUAL_PATHS,
  playwrightPath: () => string | undefined = playwrightChromium,
): BrowserSearch {
  // A path given on purpose is used or refused, never quietly replaced by another browser.
  for (const name of ENV_NAMES) {
    const given = env[name];
    if (!given) continue;
    return isExecutableFile(given) ? { path: given, from: name } : { problem: `${name} is ${given}, which is not an executable file.` };
  }
  for (const command of COMMANDS) {
    const file = onPath(env, command);
    if (file) return { path: file, from: `${command} on PATH` };
  }
  for (const file of usualPaths) if (isExecutableFile(file)) return { path: file, from: file };
  const own = playwrightPath();
  if (own && isExecutableFile(own)) return { path: own, from: "Playwright's download" };
  return {
    problem: `No Chromium or Chrome found: CHROME_PATH is not set, there is no ${COMMANDS.join(', ')} on PATH or in the usual places, and Playwright's own download is not installed.`,
  };
}

/** A search's browser, or an error that says what to install. */
function launchable(found: BrowserSearch): string {
  if (found.path === undefined) throw new Error(`${found.problem}\n${INSTALL_BROWSER}`);
  return found.path;
}

/** The browser to launch, or an error that says what to install. */
export function chromiumPath(): string {
  return launchable(findChromium());
}

/** Debian's package of Chromium's headless shell, named in the README and in the tests' notice. */
export const INSTALL_HEADLESS_SHELL = 'sudo apt-get install chromium-headless-shell';
const HEADLESS_SHELL = 'chromium-headless-shell';

/**
 * The browser the end-to-end tests launch: Chromium's headless shell where it is installed (on PATH
 * or /usr/bin), since it draws pages without the full browser's window machinery and runs the
 * suite in about half the time here; otherwise the full browser findChromium finds. A browser
 * named in CHROME_PATH or CHROMIUM_PATH is used as given. The shell has no PDF viewer, so the
 * one test that reads a PDF as the browser shows it runs in the full browser (playwright.config.ts).
 */
export function findTestBrowser(
  env: Readonly<Record<string, string | undefined>> = process.env,
  shellPaths: readonly string[] = [`/usr/bin/${HEADLESS_SHELL}`],
  fullBrowser: () => BrowserSearch = () => findChromium(env),
): BrowserSearch {
  if (!browserNamedInEnv(env)) {
    const shell = onPath(env, HEADLESS_SHELL) ?? shellPaths.find(isExecutableFile);
    if (shell) return { path: shell, from: 'headless shell' };
  }
  return fullBrowser();
}

/** The end-to-end tests' browser (findTestBrowser), or an error that says what to install. */
export function testBrowserPath(): string {
  return launchable(findTestBrowser());
}
