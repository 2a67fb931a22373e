import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, testBrowserPath } from './scripts/browserPath';
import { checkWidths } from './lib/accessibility/checks';

const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://127.0.0.1:${port}`;
// The large-gallery fixture (scripts/build-large-gallery.ts) is served on the next port.
const largeGalleryURL = `http://127.0.0.1:${port + 1}`;
/** The specs that read the fixture export rather than the site's own. */
const fixtureSpecs = /(large-gallery|added-expedition)\.spec\.ts/;

// The browsers scripts/browserPath.ts finds (Debian's in CI; no download): Chromium's headless shell
// where installed, and the full Chromium for the one test tagged @pdf-viewer (the shell has no PDF
// viewer). It stops here, saying what to install, when there is none. Flags needed when running as
// root in a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A desktop Chrome at the checks' desktop width, launching the given browser (with `launch`'s further options). */
const desktopWith = (executablePath: string, launch: { ignoreDefaultArgs?: string[] } = {}) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: checkWidths.desktop, height: 900 },
  launchOptions: { executablePath, args: chromiumArgs, ...launch },
});

const testBrowser = testBrowserPath();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers on this 2-core machine: a test mostly waits on Chromium, so two overlap well
  // (Playwright's default, half the cores, would be one). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // E2E_JSON=<file> also writes every test's duration there (for finding what the suite spends its time on).
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  timeout: 30_000,
  // A page's hydration can take seconds while both cores are busy with other tests.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Tracing every test costs time even when it passes; E2E_TRACE=1 (or --trace on) records traces.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  // The two small projects first: Playwright hands out tests in the order of the projects, and
  // each of these holds one long file (a second browser, a second site). Last, they left one core
  // idle for 20 s at the end of the run; first, the desktop tests fill the other core meanwhile.
  projects: [
    {
      name: 'pdf-viewer',
      // Chromium's PDF viewer is a component extension, which Playwright's default arguments turn off.
      use: desktopWith(chromiumPath(), { ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'] }),
      testIgnore: fixtureSpecs,
      grep: /@pdf-viewer/,
    },
    {
      name: 'large-gallery',
      use: { ...devices['Desktop Chrome'], baseURL: largeGalleryURL, launchOptions: { executablePath: testBrowser, args: chromiumArgs } },
      testMatch: fixtureSpecs,
    },
    {
      name: 'desktop',
      use: desktopWith(testBrowser),
      testIgnore: fixtureSpecs,
      grepInvert: /@pdf-viewer/,
    },
  ],
  // The exported `out/` served by superstatic from firebase.json: what Firebase Hosting would serve.
  webServer: [
    {
      command: `npx superstatic serve . --config firebase.json --compression --port ${port} --host 127.0.0.1`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx superstatic serve . --config firebase.large-gallery.json --compression --port ${port + 1} --host 127.0.0.1`,
      url: `${largeGalleryURL}/gallery/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
