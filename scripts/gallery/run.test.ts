import { describe, expect, it, vi } from 'vitest';
import { readGallery, startEmulator } from '@/lib/gallery/collection';
import { progressBar } from './commandLine';
import { ART, PHOTO, listedIds, tool, emulatorForEachTest, prepareSiteFolder, writeTmp } from './testFixtures';

prepareSiteFolder();

describe('npm run gallery: the commands together', () => {
  const db = emulatorForEachTest();

  it('adds, lists, imports JSON and CSV, and removes; the build reads the result', async () => {
    const added = await tool(['add', '--title', 'Everest 2010', '--img', ART, '--alt', 'Summit', '--order', '5'], db.env);
    expect(added.code).toBe(0);
    const addedId = added.stdout.trim();
    expect(addedId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(added.stderr).toContain(`added "Everest 2010" as ${addedId}`);

    const withId = await tool(['add', '--id', 'nun-2015', '--title', 'Nun 2015', '--img', 'https://example.org/nun.jpg', '--width', '1200', '--height', '800', '--taken-at', '2015-06'], db.env);
    expect(withId).toMatchObject({ code: 0, stdout: 'nun-2015\n' });

    const json = writeTmp('items.json', JSON.stringify([
      { id: 'gorichen-2024', title: 'Gorichen 2024', img: PHOTO, order: 1 },
      { title: 'Ramjak 2024', img: ART },
    ]));
    const importedJson = await tool(['import', json], db.env);
    expect(importedJson.code).toBe(0);
    expect(importedJson.stdout).toBe('imported 2 items\n');
    expect(importedJson.stderr).toContain(progressBar(2, 2));

    const csv = writeTmp('items.csv', `id,title,img,order\r\nsusunia,"Rock climbing at Susunia, Bankura",${ART},\r\nshivling-2005,Shivling 2005,${PHOTO},3\r\n`);
    expect((await tool(['import', csv], db.env)).code).toBe(0);

    const list = await tool(['list'], db.env);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toBe('id\torder\ttitle\timg\tbuild');
    expect(lines.slice(1).map((line) => line.split('\t')[0])).toEqual(['gorichen-2024', 'shivling-2005', addedId, 'nun-2015', expect.any(String), 'susunia']);
    expect(lines).toContain(`susunia\t-\tRock climbing at Susunia, Bankura\t${ART}\tok`);
    expect(lines).toContain('nun-2015\t-\tNun 2015\thttps://example.org/nun.jpg\tok if the build can download it');
    expect(list.stderr).toBe(`gallery list: 6 items in the Firestore emulator at ${db.emulator.host}.\n`);

    // The build's loader reads exactly what the tool wrote.
    const built = await readGallery({ logger: { info: () => undefined, warn: () => undefined } });
    expect(built.map((item) => item.id)).toEqual(await listedIds(db.env));
    expect(built.find((item) => item.id === 'nun-2015')).toEqual({ id: 'nun-2015', title: 'Nun 2015', img: 'https://example.org/nun.jpg', width: 1200, height: 800, takenAt: '2015-06' });

    const removed = await tool(['remove', 'nun-2015'], db.env);
    expect(removed).toMatchObject({ code: 0, stdout: 'removed nun-2015\n' });
    expect(await listedIds(db.env)).not.toContain('nun-2015');

    const again = await tool(['remove', 'nun-2015'], db.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`gallery remove: no item with id "nun-2015" in the Firestore emulator at ${db.emulator.host}.\n`);
  });

  it.each([
    [['import', '/nonexistent/file.json'], 1, 'gallery import: /nonexistent/file.json: no such file.\n'],
    [['import'], 2, 'gallery import: which file? Usage: npm run gallery -- import <file.csv|file.json>\n'],
    [['remove'], 2, 'gallery remove: which item? Usage: npm run gallery -- remove <id> (ids: npm run gallery -- list)\n'],
    [['list', '--colour'], 2, expect.stringContaining("gallery list: Unknown option '--colour'")],
    [['frobnicate'], 2, 'gallery: unknown command "frobnicate" (commands: list, add, remove, import, emulator, help; see npm run gallery -- help)\n'],
    [[], 2, expect.stringContaining('Usage: npm run gallery -- <command>')],
  ])('explains usage mistakes %j', async (args, code, message) => {
    const result = await tool(args, db.env);
    expect(result.code).toBe(code);
    expect(result.stderr).toEqual(message);
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
