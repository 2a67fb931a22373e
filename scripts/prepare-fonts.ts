/**
 * The build's font step, run after the image step and before `next build` (package.json "build",
 * "dev"; scripts/build-large-gallery.ts): publishes the two subsets of Noto Sans Bengali
 * (scripts/fontSubsets.ts) into public/fonts/ under content-hashed names, removes older ones, and
 * records their addresses in .cache/fonts/fonts.json for the pages (lib/fonts/subsetFaces.ts).
 *
 * The Bengali edition's face is cut to the glyphs of every Bengali run in the site's sources: the
 * words in content/ and the code beside it, and the gallery as the image step read it (its
 * manifest in .cache/images/). The end-to-end tests then shape every Bengali run of the export
 * with the published face and the full one, and fail on any difference.
 * Prints one line: `fonts: Bengali face 40.2 KB (2808 runs), language link 1.0 KB, 4.1s`
 *
 * Cutting and checking the faces takes about 11 s, so the step keeps a key of what they are cut
 * from (the full face, the Bengali runs, the language names and the subsetting code) beside the
 * manifest: when nothing of it changed and the files are there, it publishes nothing new (a second
 * build, the large-gallery build of `npm test`, a rebuild to publish photos with the same titles).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_MANIFEST_FILE, PUBLIC_FONT_DIR, type FontManifest, type SubsetFaceKey } from '@/lib/fonts/subsetFaces';
import { langs, locales } from '@/lib/i18n/lang';
import { IMAGE_CACHE_DIR } from '@/lib/images';
import { FULL_BENGALI_FACE, bengaliRuns, languageNameFace, siteFace } from './fontSubsets';

const fileStem: Record<SubsetFaceKey, string> = { bengali: 'noto-sans-bengali-site', languageName: 'noto-sans-bengali-language-name' };

/** Folders whose source files hold the site's words (content/ mostly, its records as YAML; a few labels live beside code). */
const SOURCE_FOLDERS = ['content', 'app', 'components', 'lib'];
const SOURCE_FILE = /\.(ts|tsx|json|yml)$/;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The texts the Bengali pages can show: every source file, and the image step's manifests (the gallery's Bengali titles). */
export async function siteTexts(): Promise<string[]> {
  const files = (await Promise.all(SOURCE_FOLDERS.map(filesUnder))).flat();
  const manifests = (await readdir(IMAGE_CACHE_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).map((name) => path.join(IMAGE_CACHE_DIR, name));
  return Promise.all([...files, ...manifests].map((file) => readFile(file, 'utf8')));
}

/** Writes the faces under content-hashed names and removes the files an earlier build published. */
async function publish(faces: Record<SubsetFaceKey, Buffer>): Promise<FontManifest> {
  await mkdir(PUBLIC_FONT_DIR, { recursive: true });
  const entries = Object.entries(faces) as [SubsetFaceKey, Buffer][];
  const published = entries.map(([key, bytes]) => {
    const name = `${fileStem[key]}.${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.woff2`;
    return [key, { name, bytes }] as const;
  });
  const keep = new Set(published.map(([, { name }]) => name));
  for (const name of await readdir(PUBLIC_FONT_DIR)) if (!keep.has(name)) await rm(path.join(PUBLIC_FONT_DIR, name));
  for (const [, { name, bytes }] of published) await writeFile(path.join(PUBLIC_FONT_DIR, name), bytes);
  const manifest = Object.fromEntries(published.map(([key, { name, bytes }]) => [key, { href: `/fonts/${name}`, bytes: bytes.length }])) as FontManifest;
  await mkdir(path.dirname(FONT_MANIFEST_FILE), { recursive: true });
  await writeFile(FONT_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** What the faces are cut from, written beside the manifest. */
const FONT_KEY_FILE = path.join(path.dirname(FONT_MANIFEST_FILE), 'fonts.key');

/** A hash of everything the faces depend on: the full face, the runs, the names and the code that cuts them. */
async function inputsKey(full: Buffer, runs: ReadonlySet<string>, names: readonly string[]): Promise<string> {
  const code = await Promise.all(['scripts/fontSubsets.ts', 'scripts/prepare-fonts.ts', 'lib/fonts/subsetFaces.ts', 'lib/fonts/harfbuzz.ts'].map((file) => readFile(file)));
  const hash = createHash('sha256').update(full);
  for (const part of [...code, [...runs].sort().join('\n'), names.join('\n')]) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The manifest of the last cut, when its key matches and its files are still published. */
async function unchangedManifest(key: string): Promise<FontManifest | undefined> {
  try {
    if ((await readFile(FONT_KEY_FILE, 'utf8')).trim() !== key) return undefined;
    const manifest = JSON.parse(await readFile(FONT_MANIFEST_FILE, 'utf8')) as FontManifest;
    const present = Object.values(manifest).every(({ href }) => existsSync(path.join(PUBLIC_FONT_DIR, path.basename(href))));
    return present ? manifest : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const started = Date.now();
  const full = await readFile(FULL_BENGALI_FACE);
  const texts = await siteTexts();
  // The language links' names written in Bengali (`বাংলা`): the words of the one-word face.
  const bengaliNames = langs.filter((lang) => locales[lang].script === 'Bengali').map((lang) => locales[lang].ownName);
  const runs = bengaliRuns(texts);
  const key = await inputsKey(full, runs, bengaliNames);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const unchanged = await unchangedManifest(key);
  if (unchanged) {
    console.log(`fonts: unchanged since the last cut (${runs.size} runs), Bengali face ${kb(unchanged.bengali.bytes)}, language link ${kb(unchanged.languageName.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)}s`);
    return;
  }
  const [bengali, languageName] = await Promise.all([siteFace(full, runs), languageNameFace(full, bengaliNames)]);
  await publish({ bengali, languageName });
  await writeFile(FONT_KEY_FILE, `${key}\n`);
  console.log(
    `fonts: Bengali face ${kb(bengali.length)} (${runs.size} runs), language link ${kb(languageName.length)}, ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}

main().catch((error: unknown) => {
  console.error(`fonts: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
