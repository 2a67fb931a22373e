import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageManifest, PictureData } from '@/lib/images';
import type { GalleryItem, PublishedGalleryItem } from './schema';

// The manifest's folder is read when lib/images loads, so each test stubs it and imports afresh.
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

const picture = (name: string): PictureData => ({ src: `/gallery/${name}.svg`, width: 960, height: 640 });
const galleryItem = (id: string, title: string, expedition: string, text?: GalleryItem['text']): PublishedGalleryItem => ({
  id,
  title,
  img: `/gallery/${id}.svg`,
  width: 960,
  height: 640,
  picture: picture(id),
  expedition,
  ...(text ? { text } : {}),
});

async function load() {
  const [{ expeditionPhotos }, { editionOf }] = await Promise.all([import('./expeditionPhotos'), import('@/lib/edition')]);
  return { expeditionPhotos, en: editionOf('en'), bn: editionOf('bn') };
}

describe('expeditionPhotos: an expedition’s photos, as its report page and its peak’s page show them', () => {
  it('gives the club’s photos titled with the expedition and its year, then the gallery’s that name it, in each edition', async () => {
    writeManifest({
      gallery: [
        galleryItem('ridge', 'Summit ridge', 'Everest-2010', { bn: { title: 'শিখরের শৈলশিরা' } }),
        galleryItem('nun', 'Nun 2015', 'Nun-2015'),
        galleryItem('camp', 'Base camp', 'Everest-2010'),
      ],
      pictures: {},
      expeditionPhotos: { 'Everest-2010': [{ alt: 'The team at base camp', picture: picture('team') }] },
      originals: [],
    });
    const { expeditionPhotos, en, bn } = await load();
    const everest = en.expeditions.report('Everest-2010')!.expedition;
    expect(await expeditionPhotos(en, everest)).toEqual([
      { picture: picture('team'), alt: 'The team at base camp', title: 'Everest (8848.86 m), 2010' },
      { picture: picture('ridge'), alt: 'Summit ridge', title: 'Summit ridge' },
      { picture: picture('camp'), alt: 'Base camp', title: 'Base camp' },
    ]);
    const everestBn = bn.expeditions.report('Everest-2010')!.expedition;
    expect(await expeditionPhotos(bn, everestBn)).toEqual([
      { picture: picture('team'), alt: 'The team at base camp', title: bn.label.titleWithYear(everestBn) },
      { picture: picture('ridge'), alt: 'শিখরের শৈলশিরা', title: 'শিখরের শৈলশিরা' },
      // No Bengali title: the English one, marked as English.
      { picture: picture('camp'), alt: 'Base camp', title: 'Base camp', textLang: 'en' },
    ]);
    expect(bn.label.titleWithYear(everestBn)).toMatch(/^এভারেস্ট .*২০১০$/);
  });

  it('gives none for an expedition without photos (the page shows our artwork instead)', async () => {
    writeManifest({ gallery: [galleryItem('nun', 'Nun 2015', 'Nun-2015')], pictures: {}, expeditionPhotos: {}, originals: [] });
    const { expeditionPhotos, en } = await load();
    expect(await expeditionPhotos(en, en.expeditions.report('Gangstang-1990')!.expedition)).toEqual([]);
  });
});
