/**
 * Test fixture: a second export of the site, built the way a maintainer publishes photos: an
 * (emulated) Firestore, `npm run gallery -- import`, then the production build steps reading it
 * through FIRESTORE_EMULATOR_HOST. Its gallery holds 300 artwork items (the 258-photo window, the
 * search beyond it) and real 12-megapixel JPEGs with EXIF orientation and GPS, made here at build
 * time: one a site path, one an https: URL served by a local server on 127.0.0.1 (with a
 * throw-away certificate), plus documents whose picture is broken (404, not an image, corrupt,
 * too slow, missing file), which the build must skip by id. An expedition gets a photo folder
 * (a temporary CONTENT_PHOTOS_DIR). The image step runs a second time after the build, and both
 * summary lines are saved for the e2e tests (the second must encode nothing), with the expedition
 * each published document names. Its content is a copy of content/ with the expedition, peak,
 * person and source the editor test adds, as the editor writes them (editorAddedRecords.ts), so
 * e2e/added-expedition.spec.ts can find them on every page a new expedition reaches; the search
 * index is built as the site's is. Of the record pages, it renders only those its tests read
 * (MAK_BUILD_ONLY, lib/buildScope.ts).
 * Output: out-gallery-large/, firebase.large-gallery.json and .cache/large-gallery-build.json
 * (all git-ignored).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedEmulator, startEmulator, validateGalleryDocument, type GalleryItem } from '@/lib/gallery/collection';
import { toYaml } from '@/lib/content';
import { IMAGE_MANIFEST_FILE, makeTestPhoto, type ImageManifest } from '@/lib/images';
import { hrefs } from '@/lib/routes';
import { ADDED_EXPEDITION, editorAddedFiles } from './editorAddedRecords';
import {
  FIXTURE_BROKEN_PHOTOS,
  FIXTURE_EXPEDITION,
  FIXTURE_REMOTE_PHOTO,
  FIXTURE_SITE_PHOTO,
  LARGE_GALLERY_DIR,
  LARGE_GALLERY_REPORT,
  largeGallerySeed,
} from './largeGallerySeed';

/** Asynchronous on purpose: the emulator and the image server run in this process and must keep answering. */
function run(command: string, args: string[], env: Record<string, string>, capture = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** One of the build's own scripts, run as `npm run build` runs it: node with tsx as its loader. */
const runScript = (args: string[], env: Record<string, string>, capture = false) => run(process.execPath, ['--import', 'tsx', ...args], env, capture);

/** A throw-away certificate for 127.0.0.1, trusted by the build through NODE_EXTRA_CA_CERTS. */
function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], {
    stdio: 'ignore',
  });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** Serves the remote photo and the broken cases on 127.0.0.1 only. */
async function startImageServer(tls: { key: string; cert: string }, remotePhoto: Buffer): Promise<{ origin: string; stop(): void }> {
  const server = https.createServer(tls, (request, response) => {
    switch (request.url) {
      case `/${FIXTURE_REMOTE_PHOTO.file}`:
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': remotePhoto.length });
        response.end(remotePhoto);
        return;
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Not a photo</title>');
        return;
      case '/corrupt.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.end(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]));
        return;
      case '/slow.jpg':
        // Never answers: the build's time limit must give up on it.
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Where the site's own export waits while the fixture is built (same file system as out/). */
const SITE_EXPORT = 'out';
const SET_ASIDE = '.cache/out-set-aside';

/**
 * `next build` with the site's own configuration, so the compiler's cache from the site's build
 * (.next/cache) serves this one: only the pages are rendered again. A second export folder set in
 * the configuration (distDir) would change that configuration and compile everything anew. The
 * site's out/ is set aside meanwhile and put back whatever happens.
 */
async function buildIntoOwnFolder(env: Record<string, string>): Promise<void> {
  const hadSite = existsSync(SITE_EXPORT);
  rmSync(SET_ASIDE, { recursive: true, force: true });
  mkdirSync(path.dirname(SET_ASIDE), { recursive: true });
  if (hadSite) renameSync(SITE_EXPORT, SET_ASIDE);
  try {
    await run(path.join('node_modules', '.bin', 'next'), ['build'], env);
    rmSync(LARGE_GALLERY_DIR, { recursive: true, force: true });
    renameSync(SITE_EXPORT, LARGE_GALLERY_DIR);
  } finally {
    if (hadSite) {
      rmSync(SITE_EXPORT, { recursive: true, force: true });
      renameSync(SET_ASIDE, SITE_EXPORT);
    }
  }
}

/** The broken document whose site path names no file. */
const MISSING_FILE = '/gallery/fixture-large-does-not-exist.jpg';

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'mak-gallery-'));
  const sitePhotoFile = path.join('public', FIXTURE_SITE_PHOTO.path);
  const photosDir = path.join(work, 'photos');
  const [sitePhoto, remotePhoto, expeditionPhoto] = [await makeTestPhoto({ seed: 1 }), await makeTestPhoto({ seed: 2 }), await makeTestPhoto({ seed: 3 })];
  writeFileSync(sitePhotoFile, sitePhoto);
  mkdirSync(path.join(photosDir, FIXTURE_EXPEDITION.slug), { recursive: true });
  writeFileSync(path.join(photosDir, FIXTURE_EXPEDITION.slug, FIXTURE_EXPEDITION.file), expeditionPhoto);
  writeFileSync(path.join(photosDir, FIXTURE_EXPEDITION.slug, 'photos.json'), JSON.stringify([{ file: FIXTURE_EXPEDITION.file, alt: FIXTURE_EXPEDITION.alt }]));

  const contentDir = path.join(work, 'content');
  cpSync('content', contentDir, { recursive: true });
  // In the layout the editor saves a record in (lib/content's toYaml, which the round-trip test holds to).
  for (const [file, data] of Object.entries(editorAddedFiles)) writeFileSync(path.join(contentDir, file), toYaml(data, Object.keys(data)));

  const tls = makeCertificate(work);
  const images = await startImageServer(tls, remotePhoto);
  const emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
  const summaries: string[] = [];
  /** The expedition each published document names, as the manifest the pages read carries it. */
  const expeditions: Record<string, string> = {};
  try {
    const env = {
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: 'demo-mak',
      NEXT_TELEMETRY_DISABLED: '1',
      CONTENT_PHOTOS_DIR: photosDir,
      CONTENT_DIR: contentDir,
      NODE_EXTRA_CA_CERTS: tls.certFile,
      // The never-answering document costs the image step this long, twice, on npm test's longest lane;
      // the real photos come from this machine in milliseconds.
      IMAGE_FETCH_TIMEOUT_MS: '1500',
      // The record pages the fixture's tests read (lib/buildScope.ts): the expedition with the photo
      // folder, the report and peak the legacy-slug photo goes to, and a peak without it
      // (large-gallery.spec.ts); the added expedition, its peak, team and year (added-expedition.spec.ts).
      MAK_BUILD_ONLY: [
        hrefs.report(FIXTURE_EXPEDITION.slug),
        hrefs.report('Indrasan-2004'),
        hrefs.peak('indrasan'),
        hrefs.peak('everest'),
        hrefs.report(ADDED_EXPEDITION.slug),
        hrefs.peak(ADDED_EXPEDITION.peak.id),
        ...[ADDED_EXPEDITION.person, ...ADDED_EXPEDITION.registryPeople].map(({ id }) => hrefs.person(id)),
        hrefs.year(ADDED_EXPEDITION.year),
      ].join(','),
    };
    const photos = [
      {
        id: FIXTURE_SITE_PHOTO.id,
        title: FIXTURE_SITE_PHOTO.title,
        img: FIXTURE_SITE_PHOTO.path,
        alt: 'Fixture photo: a ridge under a blue sky',
        order: FIXTURE_SITE_PHOTO.order,
        expedition: FIXTURE_SITE_PHOTO.expedition,
      },
      { id: FIXTURE_REMOTE_PHOTO.id, title: FIXTURE_REMOTE_PHOTO.title, img: `${images.origin}/${FIXTURE_REMOTE_PHOTO.file}`, alt: 'Fixture photo: a second ridge', order: FIXTURE_REMOTE_PHOTO.order },
      ...FIXTURE_BROKEN_PHOTOS.map((broken, index) => ({
        id: broken.id,
        title: `Broken ${broken.id}`,
        img: broken.file ? `${images.origin}/${broken.file}` : MISSING_FILE,
        order: 0.3 + index / 100,
      })),
    ];
    // The tool refuses a site path with no file, so that document is written the way a maintainer
    // could still make one: straight into Firestore (the console), past the tool's checks.
    const seedFile = path.join(work, 'large-gallery.json');
    writeFileSync(seedFile, JSON.stringify([...photos.filter((photo) => photo.img !== MISSING_FILE), ...largeGallerySeed()]));
    await runScript(['scripts/gallery.ts', 'import', seedFile], env);
    await seedEmulator(
      emulator,
      photos.filter((photo) => photo.img === MISSING_FILE).map(({ id, ...fields }) => {
        const result = validateGalleryDocument(id, fields);
        if (!result.ok) throw new Error(`fixture document ${id}: ${result.problems.join('; ')}`);
        return result.item;
      }),
    );
    const first = await runScript(['scripts/prepare-images.ts'], env, true);
    // The font step cuts the faces from the repository's content/, not CONTENT_DIR: after the site's
    // build it has nothing to do (a cut of its own for the added records' few Bengali words cost 9 s
    // on npm test's longest lane), and no test of this export reads the shapes of those words.
    await runScript(['scripts/prepare-fonts.ts'], env);
    await buildIntoOwnFolder(env);
    await runScript(['scripts/add-csp-meta.ts', LARGE_GALLERY_DIR], env);
    await runScript(['scripts/build-search-index.ts', LARGE_GALLERY_DIR], env);
    await runScript(['scripts/prepare-images.ts', 'unpublish-originals', LARGE_GALLERY_DIR], env);
    // A rebuild with nothing new: the image step must take every variant from the cache.
    const second = await runScript(['scripts/prepare-images.ts'], env, true);
    summaries.push(first, second);
    const manifest = JSON.parse(readFileSync(IMAGE_MANIFEST_FILE, 'utf8')) as ImageManifest<GalleryItem>;
    for (const item of manifest.gallery) if (item.expedition !== undefined) expeditions[item.id] = item.expedition;
  } finally {
    await emulator.stop();
    images.stop();
    rmSync(sitePhotoFile, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
  const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Record<string, unknown> };
  writeFileSync('firebase.large-gallery.json', JSON.stringify({ hosting: { ...hosting.hosting, public: LARGE_GALLERY_DIR } }, null, 2));
  writeFileSync(LARGE_GALLERY_REPORT, JSON.stringify({ runs: summaries, expeditions }, null, 2));
  console.log(`✓ ${LARGE_GALLERY_DIR}/ built with ${largeGallerySeed().length} artwork items and the photo fixtures.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
