import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ZOOM_MAX_SIDE, formatWidths, type VariantFormat } from './picture';

/**
 * Encodes one raster picture into its published variants (AVIF and WebP at the widths of
 * ./picture.ts), through a disk cache keyed by the source's content hash and these settings.
 *
 * Every variant has the camera's orientation applied, is converted to sRGB and carries no metadata
 * at all (no EXIF, GPS, XMP, IPTC or ICC profile): sharp strips everything unless asked to keep it,
 * and this module never asks.
 */

/** Change `version` (or any setting) and every picture is encoded again under new file names. */
export const ENCODE_SETTINGS = {
  version: 1,
  // AVIF effort 0 and WebP effort 2: all variants of a 12 MP photo in about 1.5 s on two cores
  // (effort 4 took 16 s); `npm run bench` prints the encode time.
  avif: { quality: 45, effort: 0 },
  webp: { quality: 72, effort: 2 },
} as const;

const SETTINGS_FINGERPRINT = JSON.stringify([ENCODE_SETTINGS, ZOOM_MAX_SIDE, formatWidths(1e9, 'avif'), formatWidths(1e9, 'webp')]);

/** Decoding more than this many pixels is refused (a 100 MP camera file still passes). */
export const MAX_INPUT_PIXELS = 120_000_000;

export interface EncodedImage {
  /** Names the variants: `<key>-<width>.<format>`. */
  key: string;
  /** Size of the largest variant (orientation applied). */
  width: number;
  height: number;
  /** The picture's dominant colour, shown while a variant loads. */
  colour: string;
  /** Every variant file in the cache, with its size in bytes. */
  files: { file: string; name: string; width: number; format: VariantFormat; bytes: number }[];
  fromCache: boolean;
}

export class ImageDecodeError extends Error {}

export function imageKey(bytes: Uint8Array): string {
  return createHash('sha256').update(SETTINGS_FINGERPRINT).update(bytes).digest('hex').slice(0, 16);
}

interface CacheMeta {
  width: number;
  height: number;
  colour: string;
  files: { name: string; width: number; format: VariantFormat; bytes: number }[];
}

async function readCached(dir: string): Promise<CacheMeta | undefined> {
  try {
    const metaFile = path.join(dir, 'meta.json');
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as CacheMeta;
    // A cache entry counts only when every file it lists is there with its size.
    for (const file of meta.files) {
      if ((await stat(path.join(dir, file.name))).size !== file.bytes) return undefined;
    }
    // Marks the entry as used, so pruneImageCache keeps it.
    const now = new Date();
    await utimes(metaFile, now, now);
    return meta;
  } catch {
    return undefined;
  }
}

function hex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

/** Encodes `bytes` (or reads its variants from `cacheDir`); throws ImageDecodeError when it is not a usable image. */
export async function encodeImage(bytes: Uint8Array, cacheDir: string): Promise<EncodedImage> {
  const key = imageKey(bytes);
  const dir = path.join(cacheDir, key);
  const cached = await readCached(dir);
  const result = (meta: CacheMeta, fromCache: boolean): EncodedImage => ({
    key,
    width: meta.width,
    height: meta.height,
    colour: meta.colour,
    files: meta.files.map((f) => ({ ...f, file: path.join(dir, f.name) })),
    fromCache,
  });
  if (cached) return result(cached, true);

  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (meta.format === 'svg') throw new ImageDecodeError('is SVG artwork, which is served as it is');
    // Decode once, oriented, sRGB, at most the zoom size; every variant is made from these pixels.
    pixels = await input
      .autoOrient()
      .resize({ width: ZOOM_MAX_SIDE, height: ZOOM_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    throw new ImageDecodeError(`is not a readable image (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  const { width, height, channels } = pixels.info;
  const base = sharp(pixels.data, { raw: { width, height, channels } });
  const { dominant } = await base.clone().stats();
  const colour = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;

  const jobs = (['avif', 'webp'] as const).flatMap((format) =>
    formatWidths(width, format).map(async (w) => {
      const resized = w === width ? base.clone() : base.clone().resize({ width: w });
      const data = await (format === 'avif' ? resized.avif(ENCODE_SETTINGS.avif) : resized.webp(ENCODE_SETTINGS.webp)).toBuffer();
      return { name: `${w}.${format}`, width: w, format, data };
    }),
  );
  const encoded = await Promise.all(jobs);

  // Written to a temporary folder, then renamed: a build that stops half-way leaves no half entry.
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(tmp, { recursive: true });
  const meta: CacheMeta = { width, height, colour, files: encoded.map(({ name, width: w, format, data }) => ({ name, width: w, format, bytes: data.length })) };
  await Promise.all(encoded.map(({ name, data }) => writeFile(path.join(tmp, name), data)));
  await writeFile(path.join(tmp, 'meta.json'), JSON.stringify(meta));
  await rm(dir, { recursive: true, force: true });
  try {
    await rename(tmp, dir);
  } catch {
    // Another process finished the same picture first: its entry is identical.
    await rm(tmp, { recursive: true, force: true });
  }
  return result(meta, false);
}

/** Cache entries no build has used for this long are removed (the deploy workflow keeps the cache). */
export const CACHE_UNUSED_DAYS = 30;

/**
 * Removes the cache entries (`<cacheDir>/<key>/`) that no build has used or written for
 * `unusedDays`, so a cache kept between deploys holds the photos still published, not every photo
 * ever published. Returns how many entries were removed.
 */
export async function pruneImageCache(cacheDir: string, unusedDays = CACHE_UNUSED_DAYS, now = Date.now()): Promise<number> {
  const entries = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(cacheDir, entry.name);
    const used = await stat(path.join(dir, 'meta.json')).then((s) => s.mtimeMs, () => 0);
    if (now - used > unusedDays * 86_400_000) {
      await rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
