/**
 * What the gallery tool's test files share: a site folder holding a photo, a drawing and a file that
 * is no image; a Firestore emulator per test; the tool run in-process, and scripts/gallery.ts run as
 * its own process.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import sharp from 'sharp';
import { GALLERY_COLLECTION, openFirestore, startEmulator, type RunningEmulator } from '@/lib/gallery/collection';
import { runGalleryTool } from './run';

export const root = path.resolve(__dirname, '..', '..');
export const PHOTO = '/gallery/photo.jpg';
export const ART = '/gallery/art.svg';
export const NOT_AN_IMAGE = '/gallery/notes.jpg';

/** The tests' folders, set by prepareSiteFolder before the tests run: `publicDir` is the tool's site folder. */
export const site = { tmp: '', publicDir: '' };

/** Makes the site folder before a file's tests, and removes it after them. */
export function prepareSiteFolder(): void {
  beforeAll(async () => {
    site.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-tool-'));
    site.publicDir = path.join(site.tmp, 'public');
    fs.mkdirSync(path.join(site.publicDir, 'gallery'), { recursive: true });
    fs.writeFileSync(path.join(site.publicDir, PHOTO), await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer());
    fs.copyFileSync(path.join(root, 'public', 'gallery', 'everest-2010.svg'), path.join(site.publicDir, ART));
    fs.writeFileSync(path.join(site.publicDir, NOT_AN_IMAGE), 'shopping list, not a photo');
  });
  afterAll(() => {
    fs.rmSync(site.tmp, { recursive: true, force: true });
  });
}

/** A fresh emulator for each test, named by the environment the tool reads (`env`) and by the process's own. */
export function emulatorForEachTest(): { emulator: RunningEmulator; env: Record<string, string> } {
  const local = {} as { emulator: RunningEmulator; env: Record<string, string> };
  beforeEach(async () => {
    local.emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
    local.env = { FIRESTORE_EMULATOR_HOST: local.emulator.host };
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', local.emulator.host);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await local.emulator.stop();
  });
  return local;
}

/** How the tool names a missing file: relative to the working directory, like the build. */
export const missing = (src: string) => `img names a file that does not exist (${path.relative(process.cwd(), path.join(site.publicDir, src))})`;

export function writeTmp(name: string, text: string): string {
  const file = path.join(site.tmp, name);
  fs.writeFileSync(file, text);
  return file;
}

/** Runs the tool in-process, capturing its output; site paths name files in the tests' publicDir unless told otherwise. */
export async function tool(args: string[], env: Record<string, string | undefined>, options: { tty?: boolean; publicDir?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runGalleryTool(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty ?? false },
    env,
    publicDir: options.publicDir ?? site.publicDir,
  });
  return { code, stdout, stderr };
}

/** Writes raw documents straight into the emulator, as the Firestore console could (past the tool's checks). */
export async function putDocuments(emulator: RunningEmulator, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const connection = openFirestore(emulator.target);
  try {
    const batch = connection.db.batch();
    for (const [id, fields] of Object.entries(docs)) batch.set(connection.db.collection(GALLERY_COLLECTION).doc(id), fields);
    await batch.commit();
  } finally {
    await connection.close();
  }
}

/** The ids of the documents `list` says the build would publish, in order. */
export async function listedIds(env: Record<string, string>, options: { publicDir?: string } = {}): Promise<string[]> {
  const { code, stdout } = await tool(['list', '--json'], env, options);
  expect(code).toBe(0);
  return (JSON.parse(stdout) as { id: string }[]).map((item) => item.id);
}

/** Runs scripts/gallery.ts in its own Node process, as `npm run gallery` does (through tsx). */
export function runCli(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/gallery.ts', ...args], {
    cwd: root,
    // Only PATH is inherited: the child must not see this machine's Firestore settings.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
