import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parse } from 'yaml';
import { editorWords as bengaliEditorWords } from '@/content/bn/editor';
import { LOCAL_EDITOR_BACKEND_PORT } from '@/lib/editor/config';
import { ADDED_EXPEDITION, editorAddedFiles } from '../scripts/editorAddedRecords';

/**
 * The club's editor as a maintainer uses it: the built /admin/ with Decap's local backend
 * (decap-server, as `npm run editor` runs it) saving into a copy of content/. A new source, peak,
 * person and expedition are added in English and Bengali; the files written are the data files the
 * build reads (scripts/editorAddedRecords.ts) and the content check passes them. The fixture build
 * publishes the same files, and e2e/added-expedition.spec.ts finds the expedition on its pages.
 */
test.describe.configure({ mode: 'serial' });
// The editor is not a page of the site: it has no runtime to wait for after a load.
test.use({ awaitHydration: false });

const root = path.resolve(__dirname, '..');
let workspace: string;
let backend: ChildProcess;
const content = () => path.join(workspace, 'content');
const dataFile = (file: string) => path.join(content(), file);

test.beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'mak-editor-'));
  cpSync(path.join(root, 'content'), content(), { recursive: true });
  backend = spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, MODE: 'fs', PORT: String(LOCAL_EDITOR_BACKEND_PORT), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: workspace },
    stdio: 'ignore',
  });
  const api = `http://127.0.0.1:${LOCAL_EDITOR_BACKEND_PORT}/api/v1`;
  await expect
    .poll(async () => {
      try {
        const info = (await (await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })).json()) as { type?: string };
        return info.type;
      } catch {
        return undefined;
      }
    }, { timeout: 20_000, message: `decap-server did not answer on port ${LOCAL_EDITOR_BACKEND_PORT} (is another one running?)` })
    .toBe('local_fs');
});

test.afterAll(() => {
  backend?.kill();
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

/** Opens an editor address with the English interface, signing in to the local backend when asked. */
async function open(page: Page, hash: string) {
  // A fresh load each time: from an entry just published, a change of the address's #route alone
  // could leave the last form on screen (it did: a person's name went into the new peak's form).
  await page.goto('about:blank');
  await page.goto(`/admin/?ui=en#${hash}`);
  const login = page.getByRole('button', { name: 'Login' });
  const editing = page.getByText('Writing in EN').first();
  await expect(login.or(editing).first()).toBeVisible({ timeout: 45_000 });
  if (await login.isVisible()) await login.click();
  await expect(editing).toBeVisible();
}

/** A field by its label (Decap adds “(optional)”), in the English pane (0) or the Bengali one (1). */
const field = (page: Page, label: string, pane = 0) => page.getByLabel(new RegExp(`^${label}(?: \\(optional\\))?(?!\\s*[\\p{L}“])`, 'u')).nth(pane);

/** Picks a record (or a choice) in a list that searches as one types. */
async function pick(page: Page, label: string, choice: string) {
  const input = field(page, label);
  await input.click();
  await input.pressSequentially(choice);
  await page.getByRole('option', { name: choice }).first().click();
}

async function publish(page: Page, file: string) {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
  await expect.poll(() => existsSync(dataFile(file)), { message: `${file} was not written`, timeout: 20_000 }).toBe(true);
}

const read = (file: string) => parse(readFileSync(dataFile(file), 'utf8')) as Record<string, unknown>;

test('opens in Bengali first, with the records’ kinds in Bengali', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('button', { name: 'প্রবেশ করুন' }).click();
  await expect(page.getByText(bengaliEditorWords.collections.expeditions.label).first()).toBeVisible({ timeout: 20_000 });
});

test('refuses a Bengali name typed in Latin letters, naming the box and keeping what was typed', async ({ page }) => {
  await open(page, '/collections/people/new');
  await field(page, 'Page address').fill('latin-name');
  await field(page, 'Name').fill('Latin Name');
  await field(page, 'Name', 1).fill('Latin Name');
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Name: write this in Bengali letters')).toBeVisible();
  await expect(field(page, 'Name', 1)).toHaveValue('Latin Name');
  expect(existsSync(dataFile('people/latin-name.en.yml'))).toBe(false);
});

test('adds the next expedition with a new source, peak and team member, in English and Bengali, as data files the site publishes', async ({ page }) => {
  test.setTimeout(180_000);

  await test.step('a source', async () => {
    await open(page, '/collections/sources/new');
    await field(page, 'File name').fill('test-report');
    await field(page, 'Address').fill('https://example.org/test-report');
    await pick(page, 'Kind', 'A public page');
    await pick(page, 'Kind of publication', 'Press: a newspaper, news site, news agency or magazine, or a copy of its report');
    await field(page, 'Publication').fill('Test Weekly');
    await field(page, 'Publication', 1).fill('পরীক্ষা সাপ্তাহিক');
    await field(page, 'What it is').fill('A report made up for this test.');
    await field(page, 'What it is', 1).fill('এই পরীক্ষার জন্য বানানো একটি প্রতিবেদন।');
    await publish(page, 'sources/test-report.bn.yml');
  });

  await test.step('a peak, with its height from that source', async () => {
    await open(page, '/collections/peaks/new');
    await field(page, 'Page address').fill('test-peak');
    await field(page, 'Name').fill('Test Peak');
    await field(page, 'Name', 1).fill('পরীক্ষা শৃঙ্গ');
    await page.getByRole('button', { name: 'Add heights' }).first().click();
    await field(page, 'Metres').fill('6012');
    await field(page, 'The height the records show').click();
    await pick(page, 'Source', 'Test Weekly');
    await publish(page, 'peaks/test-peak.bn.yml');
  });

  await test.step('a person', async () => {
    await open(page, '/collections/people/new');
    await field(page, 'Page address').fill('test-climber');
    await field(page, 'Name').fill('Test Climber');
    await field(page, 'Name', 1).fill('পরীক্ষা আরোহী');
    await publish(page, 'people/test-climber.bn.yml');
  });

  await test.step('the expedition', async () => {
    await open(page, '/collections/expeditions/new');
    await field(page, 'Page address').fill('test-peak-2026');
    await field(page, 'Number in the list').fill('41');
    await pick(page, 'Peak', 'Test Peak');
    // A year before the club was founded is refused on its box, before anything is saved.
    await field(page, 'Year').fill('1850');
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await expect(page.getByText(/Year must be between 1986 and 2100/)).toBeVisible();
    expect(existsSync(dataFile('expeditions/test-peak-2026.en.yml'))).toBe(false);
    await expect(field(page, 'Page address')).toHaveValue('test-peak-2026');
    await field(page, 'Year').fill('2026');
    // The team: the new person and two from the registry. Nobody outside the registry can be
    // picked: the list offers no one for a name without a person record.
    await page.getByRole('button', { name: 'Add team' }).first().click();
    const member = field(page, 'Person');
    await member.click();
    await member.pressSequentially('Nobody Recorded');
    await expect(page.getByText('No options')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    await member.fill('');
    await pick(page, 'Person', 'Test Climber');
    await pick(page, 'Role', 'Leader');
    for (const [index, { name }] of ADDED_EXPEDITION.registryPeople.entries()) {
      await page.getByRole('button', { name: 'Add team' }).first().click();
      const next = page.getByLabel(/^Person/).nth(index + 1);
      await next.click();
      await next.pressSequentially(name.split(' ')[0]!);
      await page.getByRole('option', { name }).first().click();
    }
    await page.getByRole('button', { name: 'Add account' }).nth(0).click();
    await page.getByRole('button', { name: 'Add account' }).nth(1).click();
    await field(page, 'Paragraph').fill('In 2026 a test team went to Test Peak.');
    await field(page, 'Paragraph', 1).fill('২০২৬ সালে একটি পরীক্ষা দল পরীক্ষা শৃঙ্গে গিয়েছিল।');
    await pick(page, 'What the account rests on', 'Public sources report it');
    await pick(page, 'Sources', 'Test Weekly');
    await publish(page, 'expeditions/test-peak-2026.bn.yml');
  });

  await test.step('the files are the records as the club writes them by hand', () => {
    // The same files the fixture build publishes (e2e/added-expedition.spec.ts reads that build).
    for (const [file, data] of Object.entries(editorAddedFiles)) expect(read(file), file).toEqual(data);
    // Nothing else was written or lost: every other file is the repository's, byte for byte.
    const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    const repository = files(path.join(root, 'content'));
    expect(files(content()).sort()).toEqual([...repository, ...Object.keys(editorAddedFiles)].sort());
    for (const file of repository) expect(readFileSync(dataFile(file)).equals(readFileSync(path.join(root, 'content', file))), file).toBe(true);
  });

  await test.step('the build’s content check passes them', () => {
    const env = { ...process.env, CONTENT_DIR: content(), RELEASE: undefined };
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { cwd: root, env, encoding: 'utf8' });
    expect(check.stderr).not.toContain('✖');
    expect(check.status).toBe(0);
  });
});
