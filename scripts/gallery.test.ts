import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallerySeed, startEmulator, type RunningEmulator } from '../lib/gallery/embeddedEmulator';
import { readGallery } from '../lib/gallery/readGallery';
import { progressBar, runGalleryTool } from './galleryTool';

const root = path.resolve(__dirname, '..');
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-tool-'));
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function writeTmp(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
}

/** Runs the tool in-process, capturing its output. */
async function tool(args: string[], env: Record<string, string | undefined>, options: { tty?: boolean } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runGalleryTool(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty ?? false },
    env,
  });
  return { code, stdout, stderr };
}

/** The ids `list` prints, in order. */
async function listedIds(env: Record<string, string>): Promise<string[]> {
  const { code, stdout } = await tool(['list', '--json'], env);
  expect(code).toBe(0);
  return (JSON.parse(stdout) as { id: string }[]).map((item) => item.id);
}

describe('npm run gallery against an emulator', () => {
  let emulator: RunningEmulator;
  let env: Record<string, string>;

  beforeEach(async () => {
    emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
    env = { FIRESTORE_EMULATOR_HOST: emulator.host };
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host);
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await emulator.stop();
  });

  it('list --sizes reports what each photo weighs once published', async () => {
    const photoFile = path.join(root, 'public', 'gallery', 'tool-size-test.jpg');
    const { default: sharp } = await import('sharp');
    fs.writeFileSync(photoFile, await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer());
    try {
      await tool(['add', '--id', 'photo', '--title', 'A photo', '--img', '/gallery/tool-size-test.jpg', '--order', '1'], env);
      await tool(['add', '--id', 'art', '--title', 'Artwork', '--img', '/gallery/everest-2010.svg', '--order', '2'], env);
      await tool(['add', '--id', 'gone', '--title', 'Gone', '--img', '/gallery/not-there.jpg', '--order', '3'], env);
      const { code, stdout } = await tool(['list', '--sizes'], env);
      expect(code).toBe(0);
      const rows = stdout.trim().split('\n').map((line) => line.split('\t'));
      expect(rows[0]).toEqual(['id', 'order', 'title', 'img', 'published']);
      expect(rows[1]![4]).toMatch(/^1600×1200, phone card \d+ KB, zoom \d+ KB$/);
      expect(rows[2]![4]).toMatch(/^artwork, \d+ KB as it is$/);
      expect(rows[3]![4]).toBe('skipped by the build: img names a file that does not exist (public/gallery/not-there.jpg)');
    } finally {
      fs.rmSync(photoFile, { force: true });
    }
  });

  it('adds, lists, imports JSON and CSV, and removes; the build reads the result', async () => {
    const added = await tool(['add', '--title', 'Everest 2010', '--img', '/gallery/everest-2010.svg', '--alt', 'Summit', '--order', '5'], env);
    expect(added.code).toBe(0);
    const addedId = added.stdout.trim();
    expect(addedId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(added.stderr).toContain(`added "Everest 2010" as ${addedId}`);

    const withId = await tool(['add', '--id', 'nun-2015', '--title', 'Nun 2015', '--img', 'https://example.org/nun.jpg', '--width', '1200', '--height', '800', '--taken-at', '2015-06'], env);
    expect(withId).toMatchObject({ code: 0, stdout: 'nun-2015\n' });

    const json = writeTmp('items.json', JSON.stringify([
      { id: 'gorichen-2024', title: 'Gorichen 2024', img: '/g.jpg', order: 1 },
      { title: 'Ramjak 2024', img: '/r.jpg' },
    ]));
    const importedJson = await tool(['import', json], env);
    expect(importedJson.code).toBe(0);
    expect(importedJson.stdout).toBe('imported 2 items\n');
    expect(importedJson.stderr).toContain(progressBar(2, 2));

    const csv = writeTmp('items.csv', 'id,title,img,order\r\nsusunia,"Rock climbing at Susunia, Bankura",/s.jpg,\r\nshivling-2005,Shivling 2005,/sh.jpg,3\r\n');
    expect((await tool(['import', csv], env)).code).toBe(0);

    const list = await tool(['list'], env);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toBe('id\torder\ttitle\timg');
    expect(lines.slice(1).map((line) => line.split('\t')[0])).toEqual(['gorichen-2024', 'shivling-2005', addedId, 'nun-2015', expect.any(String), 'susunia']);
    expect(lines).toContain('susunia\t-\tRock climbing at Susunia, Bankura\t/s.jpg');
    expect(list.stderr).toContain('gallery list: 6 items in the Firestore emulator');

    // The build's loader reads exactly what the tool wrote.
    const built = await readGallery({ logger: { info: () => undefined, warn: () => undefined } });
    expect(built.map((item) => item.id)).toEqual(await listedIds(env));
    expect(built.find((item) => item.id === 'nun-2015')).toEqual({ id: 'nun-2015', title: 'Nun 2015', img: 'https://example.org/nun.jpg', width: 1200, height: 800, takenAt: '2015-06' });

    const removed = await tool(['remove', 'nun-2015'], env);
    expect(removed).toMatchObject({ code: 0, stdout: 'removed nun-2015\n' });
    expect(await listedIds(env)).not.toContain('nun-2015');

    const again = await tool(['remove', 'nun-2015'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`gallery remove: no item with id "nun-2015" in the Firestore emulator at ${emulator.host}.\n`);
  });

  it('overwrites items with the same id on a second import (imports are repeatable)', async () => {
    const file = writeTmp('repeat.json', JSON.stringify([{ id: 'x', title: 'First', img: '/x.jpg' }]));
    expect((await tool(['import', file], env)).code).toBe(0);
    fs.writeFileSync(file, JSON.stringify([{ id: 'x', title: 'Second', img: '/x.jpg' }]));
    expect((await tool(['import', file], env)).code).toBe(0);
    const { stdout } = await tool(['list', '--json'], env);
    expect(JSON.parse(stdout)).toEqual([{ id: 'x', title: 'Second', img: '/x.jpg' }]);
  });

  it('imports the sample gallery file itself, with a progress bar on stderr', async () => {
    const { code, stderr } = await tool(['import', path.join(root, 'content/gallery.json')], env, { tty: true });
    expect(code).toBe(0);
    expect(stderr).toContain(`\r${progressBar(0, gallerySeed.length)}`);
    expect(stderr).toContain(`\r${progressBar(gallerySeed.length, gallerySeed.length)}\n`);
    expect((await listedIds(env)).sort()).toEqual(gallerySeed.map((item) => item.id).sort());
  });

  it('shows a multi-step progress bar for a large import', async () => {
    const rows = ['title,img', ...Array.from({ length: 250 }, (_, i) => `Photo ${i},/p/${i}.jpg`)];
    const { code, stderr } = await tool(['import', writeTmp('big.csv', rows.join('\n'))], env);
    expect(code).toBe(0);
    expect(stderr.split('\n').filter((line) => line.startsWith('['))).toEqual([
      progressBar(0, 250),
      progressBar(100, 250),
      progressBar(200, 250),
      progressBar(250, 250),
    ]);
    expect(await listedIds(env)).toHaveLength(250);
  });

  it.each([
    [['add', '--title', 'X', '--img', 'javascript:alert(1)'], 'gallery add: img must be an https: URL or a site-relative path starting with /, not a javascript: URL\n'],
    [['add', '--title', 'X', '--img', 'data:image/png;base64,AA=='], 'gallery add: img must be an https: URL or a site-relative path starting with /, not a data: URL\n'],
    [['add', '--title', 'X', '--img', 'http://example.org/x.jpg'], 'gallery add: img must be an https: URL or a site-relative path starting with /, not a http: URL\n'],
    [['add', '--title', 'X'], 'gallery add: img is missing\n'],
    [['add', '--img', '/x.jpg'], 'gallery add: title is missing\n'],
    [['add', '--title', ' ', '--img', '/x.jpg', '--width', 'wide', '--height', '10'], 'gallery add: title must not be empty; width must be a number (pixels)\n'],
    [['add', '--title', 'X', '--img', '/x.jpg', '--id', 'a/b'], 'gallery add: id must not contain /\n'],
    [['remove', 'a/b'], 'gallery remove: id must not contain /\n'],
  ])('refuses bad input %j with exit code 1 and a clear message, writing nothing', async (args, message) => {
    const result = await tool(args, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(message);
    expect(await listedIds(env)).toEqual([]);
  });

  it('refuses to add an id that exists', async () => {
    expect((await tool(['add', '--id', 'dup', '--title', 'A', '--img', '/a.jpg'], env)).code).toBe(0);
    const second = await tool(['add', '--id', 'dup', '--title', 'B', '--img', '/b.jpg'], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toBe('gallery add: an item with id "dup" already exists; remove it first or choose another --id.\n');
  });

  it('checks a whole import file first and writes nothing if any record is bad', async () => {
    const file = writeTmp('mixed.csv', 'id,title,img\nok,Fine,/ok.jpg\nbad,,javascript:x\nok,Again,/again.jpg\n');
    const result = await tool(['import', file], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        `gallery import: ${file}: line 3 (id "bad"): title is missing; img must be an https: URL or a site-relative path starting with /, not a javascript: URL`,
        `gallery import: ${file}: line 4: repeats the id "ok" of line 2`,
        `gallery import: 2 of 3 records in ${file} are invalid; nothing was written.`,
        '',
      ].join('\n'),
    );
    expect(await listedIds(env)).toEqual([]);
  });

  it.each([
    [['import', '/nonexistent/file.json'], 1, 'gallery import: /nonexistent/file.json: no such file.\n'],
    [['import'], 2, 'gallery import: which file? Usage: npm run gallery -- import <file.csv|file.json>\n'],
    [['remove'], 2, 'gallery remove: which item? Usage: npm run gallery -- remove <id> (ids: npm run gallery -- list)\n'],
    [['list', '--colour'], 2, expect.stringContaining("gallery list: Unknown option '--colour'")],
    [['frobnicate'], 2, 'gallery: unknown command "frobnicate" (commands: list, add, remove, import, emulator, help; see npm run gallery -- help)\n'],
    [[], 2, expect.stringContaining('Usage: npm run gallery -- <command>')],
  ])('explains usage mistakes %j', async (args, code, message) => {
    const result = await tool(args, env);
    expect(result.code).toBe(code);
    expect(result.stderr).toEqual(message);
  });

  it('validates an import file before it needs a database (--dry-run)', async () => {
    const file = writeTmp('dry.json', JSON.stringify([{ title: 'A', img: '/a.jpg' }]));
    const result = await tool(['import', file, '--dry-run'], {});
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('all 1 records are valid (dry run, nothing written)');
  });
});

describe('npm run gallery without a reachable Firestore', () => {
  it('says which variables to set when nothing is configured', async () => {
    const result = await tool(['list'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'gallery list: no Firestore configured. Set FIRESTORE_EMULATOR_HOST=host:port for an emulator (start one with: npm run gallery -- emulator), or FIREBASE_SERVICE_ACCOUNT (with FIREBASE_PROJECT_ID) or GOOGLE_APPLICATION_CREDENTIALS for the live database.\n',
    );
  });

  it('fails fast with one line when the emulator is not running', async () => {
    const emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
    await emulator.stop(); // the port is now closed
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host);
    const started = Date.now();
    const result = await tool(['add', '--title', 'A', '--img', '/a.jpg'], { FIRESTORE_EMULATOR_HOST: emulator.host });
    vi.unstubAllEnvs();
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^gallery: cannot reach the Firestore emulator at 127\.0\.0\.1:\d+: unreachable \(connect ECONNREFUSED [^)]+\)\. Check FIRESTORE_EMULATOR_HOST \(is the emulator running there\?\)\.\n$/);
  });
});

/** Runs scripts/gallery.ts in its own Node process, as `npm run gallery` does (through tsx). */
function runCli(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/gallery.ts', ...args], {
    cwd: root,
    // Only PATH is inherited: the child must not see this machine's Firestore settings.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the command line entry (scripts/gallery.ts)', () => {
  it('exits non-zero with the message on bad input', async () => {
    const child = runCli(['add', '--title', 'X', '--img', 'javascript:alert(1)'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('gallery add: img must be an https: URL or a site-relative path starting with /, not a javascript: URL');
  });

  it('runs a seeded emulator that the other commands can use, until stopped', async () => {
    const child = runCli(['emulator'], {});
    try {
      const host = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /FIRESTORE_EMULATOR_HOST=(\S+)\n/.exec(stdout);
          if (match) resolve(match[1]!);
        });
        child.on('close', (code) => reject(new Error(`emulator exited with ${code}`)));
      });
      vi.stubEnv('FIRESTORE_EMULATOR_HOST', host);
      expect((await listedIds({ FIRESTORE_EMULATOR_HOST: host })).sort()).toEqual(gallerySeed.map((item) => item.id).sort());
    } finally {
      vi.unstubAllEnvs();
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.kill('SIGINT');
      expect(await closed).toBe(0);
    }
  });
});
