/**
 * The build's image step, run before `next build` (see package.json "build"): reads the gallery
 * from Firestore (once per build), the expedition photo folders and the other content pictures,
 * encodes every raster picture into its variants through the cache in .cache/images/, publishes
 * them into public/img/ and writes the manifest the pages read. Prints one summary line:
 *   images 14, encoded 2, from cache 12, 3.1s
 * A bad picture in content stops the build (file, entry, field); a bad gallery picture skips its
 * document (id and reason).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '@/lib/content';
import { baseRecords } from '@/lib/content';
import { allExpeditions } from '@/lib/expeditions';
import { GallerySourceError, describeSkipped, readGallery } from '@/lib/gallery/collection';
import { expeditionPhotoFolders } from '@/lib/expeditions';
import {
  CACHE_UNUSED_DAYS,
  DEFAULT_FETCH_LIMITS,
  IMAGE_CACHE_DIR,
  IMAGE_MANIFEST_FILE,
  prepareImages,
  pruneImageCache,
  publicFileOf,
  summaryLine,
  type ContentImage,
  type FetchLimits,
  type ImageManifest,
} from '@/lib/images';

/** Every picture content names outside the photo folders (others join here as content gains pictures). */
function contentImages(): ContentImage[] {
  const file = 'content/home.yml › en';
  return [
    ...baseRecords.home.heroSlides.map((slide, i) => ({ src: slide.image.src, where: { file, field: `heroSlides[${i}] (${slide.id}) › field image.src` } })),
    { src: baseRecords.home.aboutImage.src, where: { file, field: 'aboutImage › field src' } },
    ...allExpeditions.flatMap((e) =>
      e.photos.map((photo, i) => ({ src: photo.src, where: { file: `content/expeditions/${e.slug}.en.yml`, field: `photos[${i}] › field src` } })),
    ),
  ];
}

function progressBar(): ((done: number, total: number) => void) | undefined {
  if (!process.stdout.isTTY) return undefined;
  return (done, total) => {
    // Only long runs get a bar: a rebuild from the cache finishes before it would be read.
    if (total < 8) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stdout.write(`\r  images [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`);
  };
}

/** After `next build`: removes the raster originals Next copied from public/, so only variants are published. */
async function unpublishOriginals(exportDir: string) {
  const manifest = JSON.parse(await readFile(IMAGE_MANIFEST_FILE, 'utf8')) as ImageManifest;
  for (const src of manifest.originals) await rm(publicFileOf(src, exportDir), { force: true });
}

function fetchLimits(): FetchLimits {
  const timeout = Number(process.env.IMAGE_FETCH_TIMEOUT_MS);
  return { ...DEFAULT_FETCH_LIMITS, ...(timeout > 0 ? { timeoutMs: timeout } : {}) };
}

async function main() {
  const [command, exportDir] = process.argv.slice(2);
  if (command === 'unpublish-originals') return unpublishOriginals(exportDir ?? 'out');
  const gallery = await readGallery();
  const { manifest, stats } = await prepareImages(
    { gallery, expeditionPhotos: expeditionPhotoFolders(), contentImages: contentImages() },
    {
      cacheDir: IMAGE_CACHE_DIR,
      publicDir: 'public',
      fetchLimits: fetchLimits(),
      log: { info: console.log, warn: console.warn, progress: progressBar() },
      onGallerySkip: (id, problem) => console.warn(describeSkipped({ id, problems: [problem] })),
    },
  );
  await mkdir(path.dirname(IMAGE_MANIFEST_FILE), { recursive: true });
  await writeFile(IMAGE_MANIFEST_FILE, JSON.stringify(manifest));
  const pruned = await pruneImageCache(IMAGE_CACHE_DIR);
  console.log(summaryLine(stats) + (pruned ? `, pruned ${pruned} cache entries unused for ${CACHE_UNUSED_DAYS} days` : ''));
}

main().catch((error: unknown) => {
  if (error instanceof ContentError) console.error(`\n✖ ${error.message}\n`);
  else if (error instanceof GallerySourceError) console.error(`✖ ${error.message}`);
  else console.error(error);
  process.exit(1);
});
