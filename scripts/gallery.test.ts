import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { GALLERY_COLLECTION, gallerySeed, openFirestore, readGallery, startEmulator, type RunningEmulator } from '@/lib/gallery/collection';
import { progressBar, runGalleryTool } from './galleryTool';

const root = path.resolve(__dirname, '..');
let tmp: string;
/** The tests' site folder (the tool's publicDir): a photo, a drawing and a file that is no image. */
let publicDir: string;
const PHOTO = '/gallery/photo.jpg';
const ART = '/gallery/art.svg';
const NOT_AN_IMAGE = '/gallery/notes.jpg';
/** How the tool names a missing file: relative to the working directory, like the build. */
const missing = (src: string) => `img names a file that does not exist (${path.relative(process.cwd(), path.join(publicDir, src))})`;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-tool-'));
  publicDir = path.join(tmp, 'public');
  fs.mkdirSync(path.join(publicDir, 'gallery'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, PHOTO), await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer());
  fs.copyFileSync(path.join(root, 'public', 'gallery', 'everest-2010.svg'), path.join(publicDir, ART));
  fs.writeFileSync(path.join(publicDir, NOT_AN_IMAGE), 'shopping list, not a photo');
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function writeTmp(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
}

/** Runs the tool in-process, capturing its output; site paths name files in the tests' publicDir unless told otherwise. */
async function tool(args: string[], env: Record<string, string | undefined>, options: { tty?: boolean; publicDir?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runGalleryTool(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty ?? false },
    env,
    publicDir: options.publicDir ?? publicDir,
  });
  return { code, stdout, stderr };
}

/** Writes raw documents straight into the emulator, as the Firestore console could (past the tool's checks). */
async function putDocuments(emulator: RunningEmulator, docs: Record<string, Record<string, unknown>>): Promise<void> {
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
async function listedIds(env: Record<string, string>, options: { publicDir?: string } = {}): Promise<string[]> {
  const { code, stdout } = await tool(['list', '--json'], env, options);
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
    await tool(['add', '--id', 'photo', '--title', 'A photo', '--img', PHOTO, '--order', '1'], env);
    await tool(['add', '--id', 'art', '--title', 'Artwork', '--img', ART, '--order', '2'], env);
    await putDocuments(emulator, { gone: { title: 'Gone', img: '/gallery/not-there.jpg', order: 3 } });
    const { code, stdout } = await tool(['list', '--sizes'], env);
    expect(code).toBe(0);
    const rows = stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(rows[0]).toEqual(['id', 'order', 'title', 'img', 'build', 'published']);
    expect(rows[1]!.slice(4)).toEqual(['ok', expect.stringMatching(/^1600×1200, phone card \d+ KB, zoom \d+ KB$/)]);
    expect(rows[2]!.slice(4)).toEqual(['ok', expect.stringMatching(/^artwork, \d+ KB as it is$/)]);
    expect(rows[3]).toEqual(['gone', '3', 'Gone', '/gallery/not-there.jpg', `SKIPPED: ${missing('/gallery/not-there.jpg')}`, '-']);
  });

  it('adds, lists, imports JSON and CSV, and removes; the build reads the result', async () => {
    const added = await tool(['add', '--title', 'Everest 2010', '--img', ART, '--alt', 'Summit', '--order', '5'], env);
    expect(added.code).toBe(0);
    const addedId = added.stdout.trim();
    expect(addedId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(added.stderr).toContain(`added "Everest 2010" as ${addedId}`);

    const withId = await tool(['add', '--id', 'nun-2015', '--title', 'Nun 2015', '--img', 'https://example.org/nun.jpg', '--width', '1200', '--height', '800', '--taken-at', '2015-06'], env);
    expect(withId).toMatchObject({ code: 0, stdout: 'nun-2015\n' });

    const json = writeTmp('items.json', JSON.stringify([
      { id: 'gorichen-2024', title: 'Gorichen 2024', img: PHOTO, order: 1 },
      { title: 'Ramjak 2024', img: ART },
    ]));
    const importedJson = await tool(['import', json], env);
    expect(importedJson.code).toBe(0);
    expect(importedJson.stdout).toBe('imported 2 items\n');
    expect(importedJson.stderr).toContain(progressBar(2, 2));

    const csv = writeTmp('items.csv', `id,title,img,order\r\nsusunia,"Rock climbing at Susunia, Bankura",${ART},\r\nshivling-2005,Shivling 2005,${PHOTO},3\r\n`);
    expect((await tool(['import', csv], env)).code).toBe(0);

    const list = await tool(['list'], env);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toBe('id\torder\ttitle\timg\tbuild');
    expect(lines.slice(1).map((line) => line.split('\t')[0])).toEqual(['gorichen-2024', 'shivling-2005', addedId, 'nun-2015', expect.any(String), 'susunia']);
    expect(lines).toContain(`susunia\t-\tRock climbing at Susunia, Bankura\t${ART}\tok`);
    expect(lines).toContain('nun-2015\t-\tNun 2015\thttps://example.org/nun.jpg\tok if the build can download it');
    expect(list.stderr).toBe(`gallery list: 6 items in the Firestore emulator at ${emulator.host}.\n`);

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
    const file = writeTmp('repeat.json', JSON.stringify([{ id: 'x', title: 'First', img: PHOTO }]));
    expect((await tool(['import', file], env)).code).toBe(0);
    fs.writeFileSync(file, JSON.stringify([{ id: 'x', title: 'Second', img: PHOTO }]));
    expect((await tool(['import', file], env)).code).toBe(0);
    const { stdout } = await tool(['list', '--json'], env);
    expect(JSON.parse(stdout)).toEqual([{ id: 'x', title: 'Second', img: PHOTO }]);
  });

  it('imports the sample gallery file itself, with a progress bar on stderr', async () => {
    const { code, stderr } = await tool(['import', path.join(root, 'content/gallery.json')], env, { tty: true, publicDir: path.join(root, 'public') });
    expect(code).toBe(0);
    expect(stderr).toContain(`\r${progressBar(0, gallerySeed.length)}`);
    expect(stderr).toContain(`\r${progressBar(gallerySeed.length, gallerySeed.length)}\n`);
    expect((await listedIds(env, { publicDir: path.join(root, 'public') })).sort()).toEqual(gallerySeed.map((item) => item.id).sort());
  });

  it('shows a multi-step progress bar for a large import', async () => {
    const rows = ['title,img', ...Array.from({ length: 250 }, (_, i) => `Photo ${i},${i % 2 ? PHOTO : ART}`)];
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
    ['/gallery/nope.jpg', () => missing('/gallery/nope.jpg')],
    [NOT_AN_IMAGE, () => 'img is not a readable image (Input buffer contains unsupported image format)'],
    ['/../outside.jpg', () => 'img points outside the site folder'],
  ])('refuses to add a site path the build would skip (%s), naming the file, and writes nothing', async (img, problem) => {
    const result = await tool(['add', '--title', 'Test', '--img', img], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`gallery add: ${problem()}; the build would skip this document.\n`);
    expect(await listedIds(env)).toEqual([]);
  });

  it('list marks every document with what the build will do, and why it would skip one', async () => {
    await putDocuments(emulator, {
      photo: { title: 'Photo', img: PHOTO, order: 1 },
      remote: { title: 'Remote', img: 'https://example.org/r.jpg', order: 2 },
      gone: { title: 'Gone', img: '/gallery/gone.jpg', order: 3 },
      notes: { title: 'Notes', img: NOT_AN_IMAGE, order: 4 },
      'bad-fields': { title: '', img: 'http://example.org/x.jpg', order: 5 },
      'bad-expedition': { title: 'Somewhere', img: ART, expedition: 'Everest-1999' },
      'bad-bengali': { title: 'Tabs\tand\nlines', img: ART, titleBn: 'Not Bengali' },
    });
    const table = await tool(['list'], env);
    expect(table.code).toBe(0);
    expect(table.stdout.trim().split('\n')).toEqual([
      'id\torder\ttitle\timg\tbuild',
      `photo\t1\tPhoto\t${PHOTO}\tok`,
      'remote\t2\tRemote\thttps://example.org/r.jpg\tok if the build can download it',
      `gone\t3\tGone\t/gallery/gone.jpg\tSKIPPED: ${missing('/gallery/gone.jpg')}`,
      `notes\t4\tNotes\t${NOT_AN_IMAGE}\tSKIPPED: img is not a readable image (Input buffer contains unsupported image format)`,
      `bad-bengali\t-\tTabs and lines\t${ART}\tSKIPPED: titleBn must be written in Bengali script`,
      `bad-expedition\t-\tSomewhere\t${ART}\tSKIPPED: expedition must be an expedition's slug as in content/expeditions.ts (like Everest-2010), not "Everest-1999"`,
      'bad-fields\t5\t\thttp://example.org/x.jpg\tSKIPPED: title must not be empty; img must be an https: URL or a site-relative path starting with /, not a http: URL',
    ]);
    expect(table.stderr).toBe(`gallery list: 2 items in the Firestore emulator at ${emulator.host}; 5 documents would be skipped by the build.\n`);

    // --json prints what the build would publish (importable as it is) and warns, as the build does, about the rest.
    const json = await tool(['list', '--json'], env);
    expect(JSON.parse(json.stdout)).toEqual([
      { id: 'photo', title: 'Photo', img: PHOTO, order: 1 },
      { id: 'remote', title: 'Remote', img: 'https://example.org/r.jpg', order: 2 },
    ]);
    expect(json.stderr.split('\n').filter((line) => line.startsWith('gallery: skipped document'))).toEqual([
      `gallery: skipped document "gone" in GALLERY: ${missing('/gallery/gone.jpg')}`,
      'gallery: skipped document "notes" in GALLERY: img is not a readable image (Input buffer contains unsupported image format)',
      expect.stringMatching(/^gallery: skipped document "bad-bengali" in GALLERY: titleBn must be written in Bengali script/),
      expect.stringMatching(/^gallery: skipped document "bad-expedition" in GALLERY: expedition must be/),
      expect.stringMatching(/^gallery: skipped document "bad-fields" in GALLERY: title must not be empty; img must be/),
    ]);
  });

  it('links a photo to its expedition (--expedition, or an expedition column), under the canonical slug', async () => {
    const added = await tool(['add', '--id', 'indrasan', '--title', 'Indrasan', '--img', PHOTO, '--expedition', 'Indrasan-2003'], env);
    expect(added.code).toBe(0);
    const csv = writeTmp('expeditions.csv', `id,title,img,expedition\neverest,Everest,${ART},Everest-2010\nnone,No expedition,${ART},\n`);
    expect((await tool(['import', csv], env)).code).toBe(0);
    const { stdout } = await tool(['list', '--json'], env);
    expect(JSON.parse(stdout)).toEqual([
      { id: 'everest', title: 'Everest', img: ART, expedition: 'Everest-2010' },
      { id: 'indrasan', title: 'Indrasan', img: PHOTO, expedition: 'Indrasan-2004' },
      { id: 'none', title: 'No expedition', img: ART },
    ]);
    const built = await readGallery({ logger: { info: () => undefined, warn: () => undefined } });
    expect(built.find((item) => item.id === 'indrasan')?.expedition).toBe('Indrasan-2004');

    const unknown = await tool(['add', '--title', 'X', '--img', PHOTO, '--expedition', 'everest-2010'], env);
    expect(unknown).toMatchObject({ code: 1, stderr: 'gallery add: expedition must be an expedition\'s slug as in content/expeditions.ts (like Everest-2010), not "everest-2010" (did you mean "Everest-2010"?)\n' });
    const badRow = writeTmp('bad-expedition.csv', `title,img,expedition\nA,${ART},K2-2030\n`);
    const refused = await tool(['import', badRow, '--dry-run'], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`gallery import: ${badRow}: line 2: expedition must be an expedition's slug as in content/expeditions.ts (like Everest-2010), not "K2-2030"\n`);
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
    expect((await tool(['add', '--id', 'dup', '--title', 'A', '--img', PHOTO], env)).code).toBe(0);
    const second = await tool(['add', '--id', 'dup', '--title', 'B', '--img', ART], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toBe('gallery add: an item with id "dup" already exists; remove it first or choose another --id.\n');
  });

  it('checks a whole import file first and writes nothing if any record is bad', async () => {
    const file = writeTmp(
      'mixed.csv',
      `id,title,img,alt\nok,Fine,${PHOTO}\nbad,,javascript:x\nok,Again,${ART}\ngone,Gone,/gallery/gone.jpg\n,"Quoted\nacross lines",${NOT_AN_IMAGE},x\nfine,Fine,${ART}\n`,
    );
    const result = await tool(['import', file], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        `gallery import: ${file}: line 3 (id "bad"): title is missing; img must be an https: URL or a site-relative path starting with /, not a javascript: URL`,
        `gallery import: ${file}: line 4: repeats the id "ok" of line 2`,
        `gallery import: ${file}: line 5 (id "gone"): ${missing('/gallery/gone.jpg')}`,
        `gallery import: ${file}: line 6: img is not a readable image (Input buffer contains unsupported image format)`,
        `gallery import: 4 of 6 records in ${file} are invalid; nothing was written.`,
        '',
      ].join('\n'),
    );
    expect(await listedIds(env)).toEqual([]);
    // The same checks without a database: a dry run refuses the file too.
    const dry = await tool(['import', file, '--dry-run'], {});
    expect(dry.code).toBe(1);
    expect(dry.stderr).toBe(result.stderr);
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
    const file = writeTmp('dry.json', JSON.stringify([{ title: 'A', img: PHOTO }]));
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
    const result = await tool(['add', '--title', 'A', '--img', PHOTO], { FIRESTORE_EMULATOR_HOST: emulator.host });
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

  it('refuses `add --title Test --img /nope.jpg` before it connects: no such file under public/', async () => {
    const child = runCli(['add', '--title', 'Test', '--img', '/nope.jpg'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe('gallery add: img names a file that does not exist (public/nope.jpg); the build would skip this document.\n');
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
      expect((await listedIds({ FIRESTORE_EMULATOR_HOST: host }, { publicDir: path.join(root, 'public') })).sort()).toEqual(gallerySeed.map((item) => item.id).sort());
    } finally {
      vi.unstubAllEnvs();
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.kill('SIGINT');
      expect(await closed).toBe(0);
    }
  });
});
