import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryArt } from '../../content/galleryArt';
import { ART_HEIGHT, ART_MAX_BYTES, ART_WIDTH, planGalleryArt, renderGalleryArt } from './galleryArt';
import { gallerySeed } from './embeddedEmulator';

const publicDir = path.resolve(__dirname, '..', '..', 'public');

describe('renderGalleryArt', () => {
  it('is deterministic and differs between items', () => {
    const spec = { id: 'everest-2010', title: 'Everest 2010', scene: 'summit', heightsM: [8848.86] } as const;
    expect(renderGalleryArt(spec)).toBe(renderGalleryArt(spec));
    expect(renderGalleryArt({ ...spec, id: 'other' })).not.toBe(renderGalleryArt(spec));
  });

  it('draws a higher mountain with a higher summit', () => {
    const topOf = (heightM: number) => {
      const svg = renderGalleryArt({ id: 'same', title: 'x', scene: 'summit', heightsM: [heightM] });
      // The first polygon after the far ridge is the peak; its highest point is the summit.
      const peak = [...svg.matchAll(/<polygon points="([^"]+)" fill="#1f3d6b"\/>/g)][0]?.[1] ?? '';
      return Math.min(...peak.split(' ').map((p) => Number(p.split(',')[1])));
    };
    expect(topOf(8849)).toBeLessThan(topOf(7000));
    expect(topOf(7000)).toBeLessThan(topOf(6000));
  });

  it('escapes the title and carries no script or external reference', () => {
    const svg = renderGalleryArt({ id: 'x', title: 'A <b> & "c"', scene: 'hill' });
    expect(svg).toContain('<title id="title">Illustration for A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});

describe('the sample gallery artwork in public/gallery/', () => {
  const files = planGalleryArt(gallerySeed, galleryArt);

  it('covers every sample item that uses our artwork', () => {
    expect(files.map((f) => f.path).sort()).toEqual(gallerySeed.map((item) => `gallery/${item.id}.svg`).sort());
  });

  it.each(files.map((f) => [f.path, f] as const))('%s is committed, up to date and small', (file, { svg }) => {
    const committed = fs.readFileSync(path.join(publicDir, file), 'utf8');
    expect(committed, `run: npx tsx scripts/generate-gallery-art.ts`).toBe(svg);
    expect(Buffer.byteLength(committed)).toBeLessThan(ART_MAX_BYTES);
    expect(committed).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"`));
  });

  it('refuses an item without a drawing spec or with the wrong size', () => {
    const item = { id: 'new-one', title: 'New', img: '/gallery/new-one.svg', width: ART_WIDTH, height: ART_HEIGHT };
    expect(() => planGalleryArt([item], [])).toThrow(/no drawing spec for "new-one"/);
    expect(() => planGalleryArt([{ ...item, width: 10, height: 10 }], [{ id: 'new-one', scene: 'hill' }])).toThrow(/must have width 960 and height 640/);
  });
});
