import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeImage, ImageDecodeError, pruneImageCache } from './encode';
import { AVIF_MAX_WIDTH, ZOOM_MAX_SIDE } from './picture';
import { makeTestPhoto } from './testPhoto';

let cacheDir: string;
let photo: Buffer;

beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'mak-encode-'));
  // Stored 3200×2400 with Orientation 6: shown as a 2400×3200 portrait.
  photo = await makeTestPhoto({ width: 3200, height: 2400, seed: 7 });
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('encodeImage', () => {
  it('the fixture really carries orientation, GPS and the owner (else the checks below prove nothing)', async () => {
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString('latin1')).toContain('TestCam');
    expect(meta.exif?.toString('latin1')).toContain('Test Photographer');
  });

  it('publishes AVIF and WebP variants, oriented, at most the zoom size, without any metadata', async () => {
    const image = await encodeImage(photo, cacheDir);
    expect(image.fromCache).toBe(false);
    // Orientation applied: the portrait's long side is capped at the zoom size.
    expect(image.height).toBe(ZOOM_MAX_SIDE);
    expect(image.width).toBe(1800);
    expect(image.colour).toMatch(/^#[0-9a-f]{6}$/);
    const formats = new Set(image.files.map((f) => f.format));
    expect(formats).toEqual(new Set(['avif', 'webp']));
    expect(Math.max(...image.files.map((f) => f.width))).toBe(image.width);
    for (const file of image.files) {
      const meta = await sharp(file.file).metadata();
      expect(meta.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(file.width);
      expect(meta.height! < meta.width!, `${file.name} is landscape: orientation not applied`).toBe(false);
      expect(meta.exif, `${file.name} has EXIF`).toBeUndefined();
      expect(meta.xmp, `${file.name} has XMP`).toBeUndefined();
      expect(meta.iptc, `${file.name} has IPTC`).toBeUndefined();
      expect(meta.icc, `${file.name} has an ICC profile`).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      if (file.format === 'avif') expect(file.width).toBeLessThanOrEqual(AVIF_MAX_WIDTH);
    }
  });

  it('a second encode of the same bytes comes from the cache, with the same files', async () => {
    const first = await encodeImage(photo, cacheDir);
    const second = await encodeImage(photo, cacheDir);
    expect(second.fromCache).toBe(true);
    expect(second.files.map((f) => [f.name, f.bytes])).toEqual(first.files.map((f) => [f.name, f.bytes]));
  });

  it('refuses bytes that are not an image', async () => {
    await expect(encodeImage(Buffer.from('<!doctype html><p>hello'), cacheDir)).rejects.toBeInstanceOf(ImageDecodeError);
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 1)]);
    await expect(encodeImage(truncated, cacheDir)).rejects.toThrow(/not a readable image/);
  });
});

describe('pruneImageCache', () => {
  it('removes entries no build used for 30 days, and keeps (and re-marks) the ones a build reads', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'prune-'));
    try {
      const kept = await encodeImage(await makeTestPhoto({ width: 64, height: 48 }), cacheDir);
      const stale = await encodeImage(await makeTestPhoto({ width: 80, height: 60 }), cacheDir);
      const longAgo = new Date(Date.now() - 40 * 86_400_000);
      for (const key of [kept.key, stale.key]) utimesSync(path.join(cacheDir, key, 'meta.json'), longAgo, longAgo);
      // A build reads `kept` from the cache: that use counts.
      const again = await encodeImage(await makeTestPhoto({ width: 64, height: 48 }), cacheDir);
      expect(again.fromCache).toBe(true);
      expect(await pruneImageCache(cacheDir)).toBe(1);
      expect(existsSync(path.join(cacheDir, kept.key))).toBe(true);
      expect(existsSync(path.join(cacheDir, stale.key))).toBe(false);
      expect(await pruneImageCache(path.join(cacheDir, 'missing'))).toBe(0);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
