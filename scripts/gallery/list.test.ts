import { describe, expect, it } from 'vitest';
import { ART, NOT_AN_IMAGE, PHOTO, missing, putDocuments, tool, emulatorForEachTest, prepareSiteFolder } from './testFixtures';

prepareSiteFolder();

describe('npm run gallery -- list', () => {
  const db = emulatorForEachTest();

  it('list --sizes reports what each photo weighs once published', async () => {
    await tool(['add', '--id', 'photo', '--title', 'A photo', '--img', PHOTO, '--order', '1'], db.env);
    await tool(['add', '--id', 'art', '--title', 'Artwork', '--img', ART, '--order', '2'], db.env);
    await putDocuments(db.emulator, { gone: { title: 'Gone', img: '/gallery/not-there.jpg', order: 3 } });
    const { code, stdout } = await tool(['list', '--sizes'], db.env);
    expect(code).toBe(0);
    const rows = stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(rows[0]).toEqual(['id', 'order', 'title', 'img', 'build', 'published']);
    expect(rows[1]!.slice(4)).toEqual(['ok', expect.stringMatching(/^1600×1200, phone card \d+ KB, zoom \d+ KB$/)]);
    expect(rows[2]!.slice(4)).toEqual(['ok', expect.stringMatching(/^artwork, \d+ KB as it is$/)]);
    expect(rows[3]).toEqual(['gone', '3', 'Gone', '/gallery/not-there.jpg', `SKIPPED: ${missing('/gallery/not-there.jpg')}`, '-']);
  });

  it('list marks every document with what the build will do, and why it would skip one', async () => {
    await putDocuments(db.emulator, {
      photo: { title: 'Photo', img: PHOTO, order: 1 },
      remote: { title: 'Remote', img: 'https://example.org/r.jpg', order: 2 },
      gone: { title: 'Gone', img: '/gallery/gone.jpg', order: 3 },
      notes: { title: 'Notes', img: NOT_AN_IMAGE, order: 4 },
      'bad-fields': { title: '', img: 'http://example.org/x.jpg', order: 5 },
      'bad-expedition': { title: 'Somewhere', img: ART, expedition: 'Everest-1999' },
      'bad-bengali': { title: 'Tabs\tand\nlines', img: ART, titleBn: 'Not Bengali' },
    });
    const table = await tool(['list'], db.env);
    expect(table.code).toBe(0);
    expect(table.stdout.trim().split('\n')).toEqual([
      'id\torder\ttitle\timg\tbuild',
      `photo\t1\tPhoto\t${PHOTO}\tok`,
      'remote\t2\tRemote\thttps://example.org/r.jpg\tok if the build can download it',
      `gone\t3\tGone\t/gallery/gone.jpg\tSKIPPED: ${missing('/gallery/gone.jpg')}`,
      `notes\t4\tNotes\t${NOT_AN_IMAGE}\tSKIPPED: img is not a readable image (Input buffer contains unsupported image format)`,
      `bad-bengali\t-\tTabs and lines\t${ART}\tSKIPPED: titleBn must be written in Bengali script`,
      `bad-expedition\t-\tSomewhere\t${ART}\tSKIPPED: expedition must be an expedition's slug, the name of a file in content/expeditions/ (like Everest-2010), not "Everest-1999"`,
      'bad-fields\t5\t\thttp://example.org/x.jpg\tSKIPPED: title must not be empty; img must be an https: URL or a site-relative path starting with /, not a http: URL',
    ]);
    expect(table.stderr).toBe(`gallery list: 2 items in the Firestore emulator at ${db.emulator.host}; 5 documents would be skipped by the build.\n`);

    // --json prints what the build would publish (importable as it is) and warns, as the build does, about the rest.
    const json = await tool(['list', '--json'], db.env);
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
});
