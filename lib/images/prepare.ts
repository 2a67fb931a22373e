import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ContentError } from '@/lib/content';
import type { ContentPhoto } from './contentPhotos';
import { ImageDecodeError, encodeImage, type EncodedImage } from './encode';
import { PUBLISHED_IMAGE_DIR, zoomSrc, type PictureData } from './picture';
import { DEFAULT_FETCH_LIMITS, ImageSourceError, download, isRemoteSource, isSvgPath, mapBounded, type FetchLimits } from './readSource';
import { readSiteImage } from './siteImage';

/**
 * The build's one image step (run by scripts/prepare-images.ts before `next build`): every picture
 * the site shows (gallery documents, expedition photo folders, other content pictures) is read,
 * encoded into its variants through the cache, and published into public/img/; pages then read
 * the resulting manifest (./published.ts) and never see an original file.
 */

/**
 * What this step needs of a gallery document: its id (for messages) and its picture. The gallery's
 * items (lib/gallery) carry more; it passes through to the manifest unchanged. This folder knows
 * nothing else of the gallery, so lib/gallery may depend on it and never the other way round.
 */
export interface GalleryPictureSource {
  id: string;
  /** A site path or an https: URL. */
  img: string;
  /** The size a document gives its artwork (SVG has no pixel size of its own). */
  width?: number;
  height?: number;
}

/** A gallery document with its published picture: `img` is the zoom file, `picture` the variants. */
export type WithPublishedPicture<T extends GalleryPictureSource> = T & { img: string; width: number; height: number; picture: PictureData };

export interface PublishedPhoto {
  alt: string;
  picture: PictureData;
}

export interface ImageManifest<T extends GalleryPictureSource = GalleryPictureSource> {
  /** The gallery documents whose picture could be used, in their given order. */
  gallery: WithPublishedPicture<T>[];
  /** Content pictures by the `src` their content gives (site path or https: URL). */
  pictures: Record<string, PictureData>;
  /** Expedition photo folders by slug, in their list's order. */
  expeditionPhotos: Record<string, PublishedPhoto[]>;
  /** Site paths of raster originals in public/: removed from the export (only variants are published). */
  originals: string[];
}

export interface ContentImage {
  src: string;
  /** For error messages: the file and entry that name this picture, e.g. "content/home.yml › en" and "heroSlides[0] (everest) › field image.src". */
  where: { file: string; field: string };
}

export interface PrepareInput<T extends GalleryPictureSource> {
  gallery: readonly T[];
  expeditionPhotos: readonly ContentPhoto[];
  contentImages: readonly ContentImage[];
}

export interface PrepareOptions {
  cacheDir: string;
  publicDir: string;
  /** Remote downloads in flight at once. */
  concurrency?: number;
  fetchLimits?: FetchLimits;
  log?: { info(line: string): void; warn(line: string): void; progress?(done: number, total: number): void };
  /**
   * Told of each gallery document whose picture cannot be used (it is left out of the manifest),
   * with the problem as "img <reason>"; the caller words the warning (lib/gallery's describeSkipped).
   */
  onGallerySkip?: (id: string, problem: string) => void;
}

export interface PrepareStats {
  images: number;
  encoded: number;
  fromCache: number;
  seconds: number;
  /** Every published variant file's size in bytes, for the budget checks. */
  largestFileBytes: number;
}

/** The default SVG size when a document gives none (the space the card reserves). */
export const DEFAULT_ARTWORK_SIZE = { width: 960, height: 640 };

type Source = { kind: 'site'; src: string } | { kind: 'remote'; src: string } | { kind: 'file'; file: string };

type Outcome = { ok: true; picture: PictureData; encoded?: EncodedImage } | { ok: false; reason: string };

async function svgSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
  } catch {
    return undefined;
  }
}

export async function prepareImages<T extends GalleryPictureSource>(
  input: PrepareInput<T>,
  options: PrepareOptions,
): Promise<{ manifest: ImageManifest<T>; stats: PrepareStats }> {
  const started = performance.now();
  const limits = options.fetchLimits ?? DEFAULT_FETCH_LIMITS;
  const outDir = path.join(options.publicDir, PUBLISHED_IMAGE_DIR);
  // Only this build's files are published: stale variants never linger on the site.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const published = new Set<string>();
  let largestFileBytes = 0;
  async function publish(from: string, name: string, bytes: number) {
    if (published.has(name)) return;
    published.add(name);
    largestFileBytes = Math.max(largestFileBytes, bytes);
    const to = path.join(outDir, name);
    // A hard link costs no space; copy when the cache is on another file system.
    await link(from, to).catch(() => copyFile(from, to));
  }

  // Each distinct source is read and encoded once, however many documents name it.
  const sources: Source[] = [];
  const indexByKey = new Map<string, number>();
  const keyOf = (source: Source) => (source.kind === 'file' ? `file:${source.file}` : source.src);
  function want(source: Source) {
    if (indexByKey.has(keyOf(source))) return;
    indexByKey.set(keyOf(source), sources.length);
    sources.push(source);
  }
  for (const item of input.gallery) want(isRemoteSource(item.img) ? { kind: 'remote', src: item.img } : { kind: 'site', src: item.img });
  for (const photo of input.expeditionPhotos) want({ kind: 'file', file: photo.file });
  for (const image of input.contentImages) want(isRemoteSource(image.src) ? { kind: 'remote', src: image.src } : { kind: 'site', src: image.src });

  let encodedCount = 0;
  let cachedCount = 0;
  let done = 0;
  const rasterTotal = sources.filter((s) => (s.kind === 'file' ? true : !isSvgPath(s.src))).length;

  async function process(source: Source): Promise<Outcome> {
    try {
      let bytes: Buffer;
      let format: string | undefined;
      if (source.kind === 'site') {
        // The check the maintainers' tool makes too (./siteImage.ts): the file exists and is an image.
        const site = await readSiteImage(source.src, options.publicDir);
        // Artwork is served as it is, at the size it gives.
        if (isSvgPath(source.src)) return { ok: true, picture: { src: source.src, ...(site.width && site.height ? { width: site.width, height: site.height } : DEFAULT_ARTWORK_SIZE) } };
        ({ bytes, format } = site);
      } else {
        bytes = source.kind === 'remote' ? await download(source.src, limits) : await readFile(source.file);
        format = (await sharp(bytes).metadata().catch(() => undefined))?.format;
      }
      if (isSvgPath(source.kind === 'file' ? source.file : source.src) || format === 'svg') {
        // A downloaded drawing is published unchanged under a name made from its content.
        const key = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
        const file = path.join(outDir, `${key}.svg`);
        await writeFile(file, bytes);
        published.add(`${key}.svg`);
        const size = (await svgSize(bytes)) ?? DEFAULT_ARTWORK_SIZE;
        return { ok: true, picture: { src: `${PUBLISHED_IMAGE_DIR}/${key}.svg`, ...size } };
      }
      const encoded = await encodeImage(bytes, options.cacheDir);
      if (encoded.fromCache) cachedCount++;
      else encodedCount++;
      for (const f of encoded.files) await publish(f.file, `${encoded.key}-${f.width}.${f.format}`, f.bytes);
      options.log?.progress?.(++done, rasterTotal);
      return { ok: true, picture: { key: encoded.key, width: encoded.width, height: encoded.height, colour: encoded.colour }, encoded };
    } catch (error) {
      if (error instanceof ImageSourceError || error instanceof ImageDecodeError) return { ok: false, reason: error.message };
      throw error;
    }
  }

  // Bounded: at most `concurrency` downloads or encodes at once (encoding uses every core already).
  const outcomes = await mapBounded(sources, options.concurrency ?? 4, process);
  const outcomeOf = (source: Source) => outcomes[indexByKey.get(keyOf(source))!]!;

  // Content: a picture that cannot be used stops the build, naming file, entry and field.
  const problems = new Map<string, string[]>();
  const problem = (file: string, line: string) => problems.set(file, [...(problems.get(file) ?? []), line]);
  const expeditionPhotos: Record<string, PublishedPhoto[]> = {};
  for (const photo of input.expeditionPhotos) {
    const outcome = outcomeOf({ kind: 'file', file: photo.file });
    if (!outcome.ok) problem(photo.where.listFile, `${photo.where.entry} › field file: ${photo.file} ${outcome.reason}`);
    else (expeditionPhotos[photo.slug] ??= []).push({ alt: photo.alt, picture: outcome.picture });
  }
  const pictures: Record<string, PictureData> = {};
  for (const image of input.contentImages) {
    const outcome = outcomeOf(isRemoteSource(image.src) ? { kind: 'remote', src: image.src } : { kind: 'site', src: image.src });
    if (!outcome.ok) problem(image.where.file, `${image.where.field}: ${image.src} ${outcome.reason}`);
    else pictures[image.src] = outcome.picture;
  }
  const [firstProblem] = problems;
  if (firstProblem) throw new ContentError(firstProblem[0], firstProblem[1]);

  // The gallery: a picture that cannot be used skips its document, like any other bad document.
  const gallery: WithPublishedPicture<T>[] = [];
  for (const item of input.gallery) {
    const outcome = outcomeOf(isRemoteSource(item.img) ? { kind: 'remote', src: item.img } : { kind: 'site', src: item.img });
    if (!outcome.ok) {
      options.onGallerySkip?.(item.id, `img ${outcome.reason}`);
      continue;
    }
    const picture: PictureData =
      outcome.picture.key === undefined && item.width !== undefined && item.height !== undefined
        ? { src: outcome.picture.src, width: item.width, height: item.height }
        : outcome.picture;
    gallery.push({ ...item, img: zoomSrc(picture), width: picture.width, height: picture.height, picture });
  }

  const stats: PrepareStats = {
    images: encodedCount + cachedCount,
    encoded: encodedCount,
    fromCache: cachedCount,
    seconds: (performance.now() - started) / 1000,
    largestFileBytes,
  };
  const originals = sources.flatMap((source, index) => (source.kind === 'site' && outcomes[index]!.ok && outcomes[index]!.picture.key !== undefined ? [source.src] : []));
  return { manifest: { gallery, pictures, expeditionPhotos, originals }, stats };
}

/** The build's one summary line. */
export function summaryLine(stats: PrepareStats): string {
  return `images ${stats.images}, encoded ${stats.encoded}, from cache ${stats.fromCache}, ${stats.seconds.toFixed(1)}s`;
}
