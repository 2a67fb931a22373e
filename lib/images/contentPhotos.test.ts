import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import { readContentPhotos } from './contentPhotos';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function folder(slug: string, list: unknown, files: string[] = []): string {
  dir ??= mkdtempSync(path.join(tmpdir(), 'mak-photos-'));
  mkdirSync(path.join(dir, slug), { recursive: true });
  writeFileSync(path.join(dir, slug, 'photos.json'), JSON.stringify(list));
  for (const file of files) writeFileSync(path.join(dir, slug, file), 'x');
  return dir;
}

const slugs = new Set(['Everest-2010', 'Nun-2015']);

describe('readContentPhotos', () => {
  it('lists each folder’s photos in order, with their alt text', () => {
    const root = folder('Everest-2010', [{ file: 'b.jpg', alt: 'Second' }, { file: 'a.jpg', alt: 'First' }], ['a.jpg', 'b.jpg']);
    expect(readContentPhotos(slugs, root).map((p) => [p.slug, path.basename(p.file), p.alt])).toEqual([
      ['Everest-2010', 'b.jpg', 'Second'],
      ['Everest-2010', 'a.jpg', 'First'],
    ]);
  });

  it('refuses a missing alt text, naming the file, the entry and the field', () => {
    const root = folder('Everest-2010', [{ file: 'a.jpg', alt: ' ' }], ['a.jpg']);
    expect(() => readContentPhotos(slugs, root)).toThrow(ContentError);
    expect(() => readContentPhotos(slugs, root)).toThrow(/photos\.json:\n  - entry 1 \(a\.jpg\) › field alt: is required/);
  });

  it('refuses a listed file that is not in the folder, and a folder that names no expedition', () => {
    const root = folder('Nun-2015', [{ file: 'gone.jpg', alt: 'Gone' }]);
    expect(() => readContentPhotos(slugs, root)).toThrow(/entry 1 \(gone\.jpg\) › field file: names a file that is not in/);
    rmSync(path.join(root, 'Nun-2015'), { recursive: true });
    folder('Everest-2011', [{ file: 'a.jpg', alt: 'A' }], ['a.jpg']);
    expect(() => readContentPhotos(slugs, root)).toThrow(/folder name must be an expedition's slug .*not "Everest-2011"/);
  });

  it('no folder, no photos', () => {
    expect(readContentPhotos(slugs, path.join(tmpdir(), 'mak-no-such-folder'))).toEqual([]);
  });
});
