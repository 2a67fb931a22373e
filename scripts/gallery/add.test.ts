import { describe, expect, it } from 'vitest';
import { readGallery } from '@/lib/gallery/collection';
import { ART, NOT_AN_IMAGE, PHOTO, listedIds, missing, tool, emulatorForEachTest, prepareSiteFolder, writeTmp } from './testFixtures';

prepareSiteFolder();

describe('npm run gallery -- add', () => {
  const db = emulatorForEachTest();

  it.each([
    ['/gallery/nope.jpg', () => missing('/gallery/nope.jpg')],
    [NOT_AN_IMAGE, () => 'img is not a readable image (Input buffer contains unsupported image format)'],
    ['/../outside.jpg', () => 'img points outside the site folder'],
  ])('refuses to add a site path the build would skip (%s), naming the file, and writes nothing', async (img, problem) => {
    const result = await tool(['add', '--title', 'Test', '--img', img], db.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`gallery add: ${problem()}; the build would skip this document.\n`);
    expect(await listedIds(db.env)).toEqual([]);
  });

  it('links a photo to its expedition (--expedition, or an expedition column), under the canonical slug', async () => {
    const added = await tool(['add', '--id', 'indrasan', '--title', 'Indrasan', '--img', PHOTO, '--expedition', 'Indrasan-2003'], db.env);
    expect(added.code).toBe(0);
    const csv = writeTmp('expeditions.csv', `id,title,img,expedition\neverest,Everest,${ART},Everest-2010\nnone,No expedition,${ART},\n`);
    expect((await tool(['import', csv], db.env)).code).toBe(0);
    const { stdout } = await tool(['list', '--json'], db.env);
    expect(JSON.parse(stdout)).toEqual([
      { id: 'everest', title: 'Everest', img: ART, expedition: 'Everest-2010' },
      { id: 'indrasan', title: 'Indrasan', img: PHOTO, expedition: 'Indrasan-2004' },
      { id: 'none', title: 'No expedition', img: ART },
    ]);
    const built = await readGallery({ logger: { info: () => undefined, warn: () => undefined } });
    expect(built.find((item) => item.id === 'indrasan')?.expedition).toBe('Indrasan-2004');

    const unknown = await tool(['add', '--title', 'X', '--img', PHOTO, '--expedition', 'everest-2010'], db.env);
    expect(unknown).toMatchObject({ code: 1, stderr: 'gallery add: expedition must be an expedition\'s slug, the name of a file in content/expeditions/ (like Everest-2010), not "everest-2010" (did you mean "Everest-2010"?)\n' });
    const badRow = writeTmp('bad-expedition.csv', `title,img,expedition\nA,${ART},K2-2030\n`);
    const refused = await tool(['import', badRow, '--dry-run'], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`gallery import: ${badRow}: line 2: expedition must be an expedition's slug, the name of a file in content/expeditions/ (like Everest-2010), not "K2-2030"\n`);
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
    const result = await tool(args, db.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(message);
    expect(await listedIds(db.env)).toEqual([]);
  });

  it('refuses to add an id that exists', async () => {
    expect((await tool(['add', '--id', 'dup', '--title', 'A', '--img', PHOTO], db.env)).code).toBe(0);
    const second = await tool(['add', '--id', 'dup', '--title', 'B', '--img', ART], db.env);
    expect(second.code).toBe(1);
    expect(second.stderr).toBe('gallery add: an item with id "dup" already exists; remove it first or choose another --id.\n');
  });
});
