import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gallerySeed } from '@/lib/gallery/collection';
import { progressBar } from './commandLine';
import { ART, NOT_AN_IMAGE, PHOTO, listedIds, missing, root, tool, emulatorForEachTest, prepareSiteFolder, writeTmp } from './testFixtures';

prepareSiteFolder();

describe('npm run gallery -- import', () => {
  const db = emulatorForEachTest();

  it('overwrites items with the same id on a second import (imports are repeatable)', async () => {
    const file = writeTmp('repeat.json', JSON.stringify([{ id: 'x', title: 'First', img: PHOTO }]));
    expect((await tool(['import', file], db.env)).code).toBe(0);
    fs.writeFileSync(file, JSON.stringify([{ id: 'x', title: 'Second', img: PHOTO }]));
    expect((await tool(['import', file], db.env)).code).toBe(0);
    const { stdout } = await tool(['list', '--json'], db.env);
    expect(JSON.parse(stdout)).toEqual([{ id: 'x', title: 'Second', img: PHOTO }]);
  });

  it('imports the sample gallery file itself, with a progress bar on stderr', async () => {
    const { code, stderr } = await tool(['import', path.join(root, 'content/gallery.json')], db.env, { tty: true, publicDir: path.join(root, 'public') });
    expect(code).toBe(0);
    expect(stderr).toContain(`\r${progressBar(0, gallerySeed.length)}`);
    expect(stderr).toContain(`\r${progressBar(gallerySeed.length, gallerySeed.length)}\n`);
    expect((await listedIds(db.env, { publicDir: path.join(root, 'public') })).sort()).toEqual(gallerySeed.map((item) => item.id).sort());
  });

  it('shows a multi-step progress bar for a large import', async () => {
    const rows = ['title,img', ...Array.from({ length: 250 }, (_, i) => `Photo ${i},${i % 2 ? PHOTO : ART}`)];
    const { code, stderr } = await tool(['import', writeTmp('big.csv', rows.join('\n'))], db.env);
    expect(code).toBe(0);
    expect(stderr.split('\n').filter((line) => line.startsWith('['))).toEqual([
      progressBar(0, 250),
      progressBar(100, 250),
      progressBar(200, 250),
      progressBar(250, 250),
    ]);
    expect(await listedIds(db.env)).toHaveLength(250);
  });

  it('checks a whole import file first and writes nothing if any record is bad', async () => {
    const file = writeTmp(
      'mixed.csv',
      `id,title,img,alt\nok,Fine,${PHOTO}\nbad,,javascript:x\nok,Again,${ART}\ngone,Gone,/gallery/gone.jpg\n,"Quoted\nacross lines",${NOT_AN_IMAGE},x\nfine,Fine,${ART}\n`,
    );
    const result = await tool(['import', file], db.env);
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
    expect(await listedIds(db.env)).toEqual([]);
    // The same checks without a database: a dry run refuses the file too.
    const dry = await tool(['import', file, '--dry-run'], {});
    expect(dry.code).toBe(1);
    expect(dry.stderr).toBe(result.stderr);
  });

  it('validates an import file before it needs a database (--dry-run)', async () => {
    const file = writeTmp('dry.json', JSON.stringify([{ title: 'A', img: PHOTO }]));
    const result = await tool(['import', file, '--dry-run'], {});
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('all 1 records are valid (dry run, nothing written)');
  });
});
