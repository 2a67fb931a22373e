import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A card's SVG rendered to PNG by sharp (librsvg), as a palette PNG: the cards are a few flat
 * colours, a gradient and anti-aliased text, which 256 colours hold with dithering at half the
 * bytes of a true-colour PNG (every card stays well under 60 KB; e2e/editionFiles.spec.ts).
 *
 * Encoding a card takes about 0.1 s, so the PNGs are kept in `.cache/og/`, keyed by a hash of the
 * SVG (which holds every outline and colour drawn) and of the encoder: a rebuild encodes only the
 * cards whose text or drawing changed. Entries no build has used for 30 days are removed.
 */
export const CARD_CACHE_DIR = path.resolve('.cache/og');
const KEEP_UNUSED_DAYS = 30;
const encoder = { palette: true } as const;
const encoderKey = JSON.stringify({ vips: sharp.versions.vips, sharp: sharp.versions.sharp, encoder });

let pruned: Promise<void> | undefined;
/** Once per process: removes the cards no build has used for 30 days. */
function pruneOnce(): Promise<void> {
  pruned ??= (async () => {
    const names = await readdir(CARD_CACHE_DIR).catch(() => [] as string[]);
    const cutoff = Date.now() - KEEP_UNUSED_DAYS * 24 * 3600 * 1000;
    for (const name of names) {
      const file = path.join(CARD_CACHE_DIR, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
      if (mtimeMs < cutoff) await rm(file, { force: true });
    }
  })();
  return pruned;
}

/** The cards being encoded in this process, by key: a second request for one waits for the first. */
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * The PNG of a card's SVG, from the cache when an earlier build encoded the same drawing. Two
 * pages may share a card (an old address and its report), and a build renders them at the same
 * time: the drawing is encoded once, and the second page gets the first one's bytes.
 */
export function cardPng(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(encoderKey).update('\0').update(svg).digest('hex').slice(0, 32);
  let png = inFlight.get(key);
  if (!png) {
    png = cachedPng(key, svg).finally(() => inFlight.delete(key));
    inFlight.set(key, png);
  }
  return png;
}

async function cachedPng(key: string, svg: string): Promise<Buffer> {
  await pruneOnce();
  const file = path.join(CARD_CACHE_DIR, `${key}.png`);
  try {
    const cached = await readFile(file);
    const now = new Date();
    await utimes(file, now, now);
    return cached;
  } catch {
    // Not cached yet.
  }
  const png = await sharp(Buffer.from(svg)).png(encoder).toBuffer();
  await mkdir(CARD_CACHE_DIR, { recursive: true });
  // Written under a temporary name and renamed, so a build worker never reads half a file. The
  // name is the process's own (build workers are processes), and a process writes a card once at
  // a time (inFlight above): two writes under one name could make the second rename fail.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}
