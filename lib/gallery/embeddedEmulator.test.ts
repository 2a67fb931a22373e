import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import { imageProblemBeforeDownload } from '@/lib/images';
import { gallerySeed, parseGallerySeed } from './embeddedEmulator';

describe('the embedded sample gallery (content/gallery.json)', () => {
  it('has about a dozen valid items with unique ids and explicit order', () => {
    expect(gallerySeed.length).toBeGreaterThanOrEqual(10);
    expect(gallerySeed.length).toBeLessThanOrEqual(16);
    expect(new Set(gallerySeed.map((item) => item.id)).size).toBe(gallerySeed.length);
    expect(gallerySeed.every((item) => typeof item.order === 'number')).toBe(true);
  });

  it('points only at usable images under public/ (the build’s own check), with alt text saying they are illustrations', async () => {
    for (const item of gallerySeed) {
      expect(item.img.startsWith('/'), item.id).toBe(true);
      expect(await imageProblemBeforeDownload(item.img, path.resolve(__dirname, '..', '..', 'public')), item.img).toBeUndefined();
      expect(item.alt, item.id).toMatch(/^Illustration, not a photograph: .+, for .+$/);
      expect(item.alt, item.id).toContain(item.title);
    }
  });

  it('reports a bad seed entry by file, entry and field', () => {
    const bad = [{ id: 'a', title: 'A', img: '/a.svg' }, { id: 'b', title: 'B', img: 'javascript:alert(1)' }, { id: 'a', title: 'C', img: '/c.svg' }];
    let error: unknown;
    try {
      parseGallerySeed(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toContain('content/gallery.json');
    expect(message).toContain('entry 2 (b) › field img: must be an https: URL or a site-relative path starting with /, not a javascript: URL');
    expect(message).toContain('entry 3 (a) › field id: repeats the id "a"');
  });
});
