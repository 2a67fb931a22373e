/**
 * `npm run editor:guide-shots`: the pictures of the maintainers' guide (docs/editor-guide/*.png),
 * taken of the built editor (out/admin/, `npm run build` first) in each interface language at
 * 1280×800: the list of a collection, a new record's form (a source), an expedition with its
 * English and Bengali sides, and the choice of a record (the expedition's peak) from a list.
 *
 * The editor runs as on a maintainer's machine (scripts/editor.ts): the site served from out/, and
 * Decap's local backend, decap-server, over a temporary copy of content/, never this working tree,
 * so nothing the browser does can change a record here. The copy is a Git repository and the backend
 * runs in its `git` mode, the one with Decap's editorial workflow: the pictures then show what the
 * published editor shows (Save, the change's status), where the `fs` mode would show a Publish
 * button the published editor does not have. Nothing is saved.
 *
 * Both servers take free ports: 3000 and 8081 may be another checkout's `npm run editor`. The
 * editor's configuration names its backend at localhost:8081, so the browser's requests to it are
 * passed to this script's backend.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { edition } from '@/lib/edition';
import { LOCAL_EDITOR_BACKEND_PORT } from '@/lib/editor/config';
import { GUIDE_IMAGE_FOLDER } from '@/lib/editor/guide';
import { BASE_LANG, translatedLangs, type Lang } from '@/lib/i18n/lang';
import { chromiumPath } from './browserPath';

const VIEWPORT = { width: 1280, height: 800 };
/** The record the pictures open: an expedition with a team, summits and an account on both sides. */
const EXPEDITION = 'Ramjak-2024';
/** What is typed into the peak's list to show the choice narrowing: the first letters of two peaks, Kamet and Kanchenjunga. */
const PEAK_QUERY = 'Ka';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, what: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit code ${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer on port ${port} within 30 s`);
}

/** A copy of the records as a Git repository on the branch the editor saves to (its configuration's `main`). */
function recordsCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mak-editor-guide-'));
  cpSync('content', path.join(dir, 'content'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, '-c', 'user.name=Guide pictures', '-c', 'user.email=guide@localhost', '-c', 'commit.gpgsign=false', ...args], { stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '--message=records');
  return dir;
}

/** A screenshot of the page as a small palette PNG (the interface has few colours), in the guide's folder. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Let the last list or picker finish drawing.
  await page.waitForTimeout(500);
  const file = path.join(GUIDE_IMAGE_FOLDER, name);
  await sharp(await page.screenshot({ type: 'png' }))
    .png({ palette: true, colours: 128, effort: 10, compressionLevel: 9 })
    .toFile(file);
  console.log(`${file} (${Math.round(statSync(file).size / 1024)} KB)`);
}

/** A field's label at the start of its text (Decap adds “(optional)” after it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Scrolls the editor's form so that the field labelled `label` (its English side) is near the top, below the editor's bar. */
async function scrollToField(page: Page, label: string): Promise<string> {
  const field = page.locator('label', { hasText: startsWith(label) }).first();
  await field.waitFor();
  await field.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    let pane = element.parentElement;
    while (pane && !(pane.scrollHeight > pane.clientHeight && /auto|scroll/.test(getComputedStyle(pane).overflowY))) pane = pane.parentElement;
    pane?.scrollBy(0, -110);
  });
  return (await field.getAttribute('for'))!;
}

async function pictures(browser: Browser, site: string, backendPort: number, ui: Lang): Promise<void> {
  const ed = edition(ui);
  const words = ed.words.editor;
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: ed.locale.htmlLang });
  // The configuration's backend address (localhost:8081) is this script's backend.
  await context.route(`http://localhost:${LOCAL_EDITOR_BACKEND_PORT}/**`, async (route) => {
    const url = route.request().url().replace(`//localhost:${LOCAL_EDITOR_BACKEND_PORT}/`, `//127.0.0.1:${backendPort}/`);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${ui}] ${error.message}`));
  // Leaving a form with unsaved changes asks first; nothing here is saved.
  page.on('dialog', (dialog) => void dialog.accept());
  // Each picture from a fresh start of the editor (still signed in): a record opened after a new
  // record's form, within one start, showed the new form's empty boxes.
  const open = async (hash: string) => {
    await page.goto('about:blank');
    await page.goto(`${site}/admin/?ui=${ui}#${hash}`);
    await page.waitForLoadState('networkidle');
  };

  await page.goto(`${site}/admin/?ui=${ui}`);
  // A new browser is not signed in: the local backend's page has one button, which signs in with no account.
  await page.getByRole('button').first().click();
  await page.getByRole('link', { name: words.collections.expeditions.label, exact: true }).first().waitFor();

  // The list of a collection, with every collection on the left.
  await open('/collections/expeditions');
  await page.getByText(EXPEDITION).first().waitFor();
  await shot(page, `collections.${ui}.png`);

  // A new record's form: a source, the first thing a new expedition needs.
  await open('/collections/sources/new');
  await page.locator('label', { hasText: startsWith(ed.words.editorFields['sources/id'].label) }).first().waitFor();
  await shot(page, `new-entry.${ui}.png`);

  // An expedition with its two sides, where the Bengali side has words: the area and the team.
  await open(`/collections/expeditions/entries/${EXPEDITION}`);
  await scrollToField(page, ed.words.editorFields.area.label);
  await shot(page, `expedition.${ui}.png`);

  // The peak chosen from the peaks' records, the list narrowed by what is typed.
  const peak = page.locator(`#${await scrollToField(page, ed.words.editorFields['expeditions/peak'].label)}`);
  await peak.click();
  await peak.pressSequentially(PEAK_QUERY, { delay: 50 });
  await page.getByRole('option').first().waitFor();
  await shot(page, `relation.${ui}.png`);

  await context.close();
}

async function main(): Promise<void> {
  if (!existsSync(path.join('out', 'admin', 'index.html'))) {
    console.error('The editor is not built yet: run `npm run build` first (it builds the site and the editor into out/).');
    process.exit(1);
  }
  mkdirSync(GUIDE_IMAGE_FOLDER, { recursive: true });
  const copy = recordsCopy();
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const run = (command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    children.push(child);
    return child;
  };
  let browser: Browser | undefined;
  try {
    const backend = run(process.execPath, [require.resolve('decap-server/dist/index.js')], {
      MODE: 'git',
      PORT: String(backendPort),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: copy,
      LOG_LEVEL: 'warn',
    });
    const site = run(path.join('node_modules', '.bin', 'superstatic'), ['serve', '.', '--config', 'firebase.json', '--port', String(sitePort), '--host', '127.0.0.1']);
    await waitForPort(backendPort, 'decap-server', backend);
    await waitForPort(sitePort, 'superstatic', site);
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    // Bengali first, as the editor opens.
    for (const ui of [...translatedLangs, BASE_LANG] as Lang[]) await pictures(browser, `http://127.0.0.1:${sitePort}`, backendPort, ui);
  } finally {
    await browser?.close();
    for (const child of children) child.kill();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
