import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageManifest } from '@/lib/images';
import type { GalleryItem } from './schema';

// vitest.config.mts aliases `server-only` to its empty module; the guard itself is checked in
// loadGallery.guard.test.ts. Firestore is read by the build's image step (lib/images/prepare.ts,
// tested with the reader in readGallery.test.ts); pages read that step's manifest.

let dir: string | undefined;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function writeManifest(manifest: ImageManifest<GalleryItem>) {
  dir = mkdtempSync(path.join(tmpdir(), 'mak-manifest-'));
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(manifest));
  vi.stubEnv('IMAGE_CACHE_DIR', dir);
}

const item = (id: string, title: string, expedition?: string) => ({
  id,
  title,
  img: `/gallery/${id}.svg`,
  width: 960,
  height: 640,
  picture: { src: `/gallery/${id}.svg`, width: 960, height: 640 },
  ...(expedition ? { expedition } : {}),
});

describe('loadGallery', () => {
  it('hands out the prepared gallery in its order, frozen, since every page shares it', async () => {
    writeManifest({ gallery: [item('b', 'Everest 2010'), item('a', 'Nun 2015')], pictures: {}, expeditionPhotos: {}, originals: [] });
    const { loadGallery } = await import('./loadGallery');
    const items = await loadGallery();
    expect(items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(Object.isFrozen(items)).toBe(true);
    expect(Object.isFrozen(items[0])).toBe(true);
    expect(await loadGallery()).toBe(items);
  });

  it('gives an expedition’s photos in the gallery’s order (galleryPhotosOf, by canonical slug)', async () => {
    const gallery = [item('c', 'Summit', 'Everest-2010'), item('b', 'Nun 2015', 'Nun-2015'), item('a', 'Base camp', 'Everest-2010'), item('d', 'Susunia')];
    writeManifest({ gallery, pictures: {}, expeditionPhotos: {}, originals: [] });
    const { galleryPhotosOf } = await import('./loadGallery');
    expect((await galleryPhotosOf('Everest-2010')).map((i) => i.id)).toEqual(['c', 'a']);
    expect((await galleryPhotosOf('Nun-2015')).map((i) => i.id)).toEqual(['b']);
    expect(await galleryPhotosOf('Gangstang-1990')).toEqual([]);
  });

  it('without a prepared manifest, says which command prepares it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mak-manifest-'));
    vi.stubEnv('IMAGE_CACHE_DIR', dir);
    const { loadGallery } = await import('./loadGallery');
    await expect(loadGallery()).rejects.toThrow(/images: cannot read .*site\.json \(ENOENT\)\. Run `npm run build`/);
  });
});
