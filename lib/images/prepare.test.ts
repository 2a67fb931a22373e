import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import { prepareImages, summaryLine, type GalleryPictureSource, type PrepareOptions } from './prepare';
import { DEFAULT_FETCH_LIMITS, download } from './readSource';
import { imageProblemBeforeDownload } from './siteImage';

let root: string;
let jpeg: Buffer;

const small = (seed: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40 + seed, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

function options(): PrepareOptions & { warnings: string[]; skipped: [string, string][] } {
  const warnings: string[] = [];
  const skipped: [string, string][] = [];
  return {
    cacheDir: path.join(root, 'cache'),
    publicDir: path.join(root, 'public'),
    log: { info: () => undefined, warn: (line) => warnings.push(line) },
    onGallerySkip: (id, problem) => skipped.push([id, problem]),
    warnings,
    skipped,
  };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'mak-prepare-'));
  mkdirSync(path.join(root, 'public', 'gallery'), { recursive: true });
  jpeg = await small(1);
  writeFileSync(path.join(root, 'public', 'gallery', 'a.jpg'), jpeg);
  writeFileSync(path.join(root, 'public', 'gallery', 'art.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>');
  writeFileSync(path.join(root, 'broken.jpg'), 'not a jpeg');
  writeFileSync(path.join(root, 'public', 'gallery', 'broken.jpg'), 'not a jpeg');
  writeFileSync(path.join(root, 'public', 'gallery', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><unclosed');
  // A small JPEG whose header claims 12000×11000 pixels (132 MP): refused before anything decodes it.
  const huge = await small(2);
  const sof = huge.indexOf(Buffer.from([0xff, 0xc0]));
  huge.writeUInt16BE(11000, sof + 5);
  huge.writeUInt16BE(12000, sof + 7);
  writeFileSync(path.join(root, 'public', 'gallery', 'huge.jpg'), huge);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Gallery documents as lib/gallery hands them over: with fields of their own this step passes through. */
type Document = GalleryPictureSource & { title: string; expedition?: string };
const gallery: Document[] = [
  { id: 'photo', title: 'Photo', img: '/gallery/a.jpg', expedition: 'Everest-2010' },
  { id: 'same-photo', title: 'Same photo again', img: '/gallery/a.jpg' },
  { id: 'art', title: 'Art', img: '/gallery/art.svg', width: 960, height: 640 },
  { id: 'gone', title: 'Gone', img: '/gallery/gone.jpg' },
];

describe('prepareImages', () => {
  it('publishes variants, passes artwork through, and skips a document whose picture is missing, by id', async () => {
    const opts = options();
    const { manifest, stats } = await prepareImages({ gallery, expeditionPhotos: [], contentImages: [] }, opts);
    expect(manifest.gallery.map((i) => i.id)).toEqual(['photo', 'same-photo', 'art']);
    expect(opts.skipped).toEqual([['gone', expect.stringMatching(/^img names a file that does not exist \(.*gone\.jpg\)$/)]]);
    expect(opts.warnings).toEqual([]);
    const [photo, , art] = manifest.gallery;
    expect(photo).toMatchObject({ title: 'Photo', expedition: 'Everest-2010' });
    expect(photo!.picture.key).toMatch(/^[0-9a-f]{16}$/);
    expect(photo!.img).toBe(`/img/${photo!.picture.key}-900.webp`);
    expect(art!.picture).toEqual({ src: '/gallery/art.svg', width: 960, height: 640 });
    // One source named twice is encoded once; every variant is in public/img/.
    expect(stats.images).toBe(1);
    const published = readdirSync(path.join(root, 'public', 'img')).sort();
    expect(published).toEqual(['480', '800', '900'].flatMap((w) => [`${photo!.picture.key}-${w}.avif`, `${photo!.picture.key}-${w}.webp`]).sort());
    expect(manifest.originals).toEqual(['/gallery/a.jpg']);
  });

  it('skips a site path the maintainers’ tool would refuse, for the reason the tool gives (one check)', async () => {
    const broken: Document[] = [
      { id: 'not-an-image', title: 'Text named .jpg', img: '/gallery/broken.jpg' },
      { id: 'bad-drawing', title: 'Broken SVG', img: '/gallery/broken.svg' },
      { id: 'outside', title: 'Outside', img: '/../broken.jpg' },
      { id: 'huge', title: 'Too many pixels', img: '/gallery/huge.jpg' },
    ];
    const opts = options();
    const { manifest } = await prepareImages({ gallery: broken, expeditionPhotos: [], contentImages: [] }, opts);
    expect(manifest.gallery).toEqual([]);
    const publicDir = path.join(root, 'public');
    const expected = await Promise.all(broken.map(async (doc) => [doc.id, `img ${await imageProblemBeforeDownload(doc.img, publicDir)}`]));
    expect(opts.skipped).toEqual(expected);
    expect(opts.skipped.map(([, problem]) => problem)).toEqual([
      expect.stringMatching(/^img is not a readable image \(/),
      expect.stringMatching(/^img is not a readable image \(/),
      'img points outside the site folder',
      'img is too large: 132 megapixels (at most 120)',
    ]);
    // An https: picture is only known once downloaded.
    expect(await imageProblemBeforeDownload('https://example.org/nothing-here.jpg', publicDir)).toBeUndefined();
  });

  it('a rebuild with nothing new encodes nothing, and says so in its summary line', async () => {
    const first = await prepareImages({ gallery, expeditionPhotos: [], contentImages: [] }, options());
    const second = await prepareImages({ gallery, expeditionPhotos: [], contentImages: [] }, options());
    expect(first.stats.images).toBe(1);
    expect(second.stats).toMatchObject({ images: 1, encoded: 0, fromCache: 1 });
    expect(summaryLine(second.stats)).toMatch(/^images 1, encoded 0, from cache 1, \d+\.\ds$/);
  });

  it('a broken photo in content stops the build naming the file, the entry and the field', async () => {
    const photo = { slug: 'Everest-2010', file: path.join(root, 'broken.jpg'), alt: 'x', where: { listFile: 'content/photos/Everest-2010/photos.json', entry: 'entry 1 (broken.jpg)' } };
    const run = prepareImages({ gallery: [], expeditionPhotos: [photo], contentImages: [] }, options());
    await expect(run).rejects.toBeInstanceOf(ContentError);
    await expect(run).rejects.toThrow(/content\/photos\/Everest-2010\/photos\.json:\n  - entry 1 \(broken\.jpg\) › field file: .*broken\.jpg is not a readable image/);
    const missing = prepareImages({ gallery: [], expeditionPhotos: [], contentImages: [{ src: '/images/none.jpg', where: { file: 'content/home.yml › en', field: 'aboutImage › field src' } }] }, options());
    await expect(missing).rejects.toThrow(/content\/home\.yml › en:\n  - aboutImage › field src: \/images\/none\.jpg names a file that does not exist/);
  });
});

describe('download', () => {
  let origin: string;
  let ca: string;
  let server: https.Server;

  beforeAll(async () => {
    const keyFile = path.join(root, 'key.pem');
    const certFile = path.join(root, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    ca = readFileSync(certFile, 'utf8');
    server = https.createServer({ key: readFileSync(keyFile), cert: ca }, (request, response) => {
      if (request.url === '/ok.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (request.url === '/page') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      if (request.url === '/moved') return void response.writeHead(301, { location: '/ok.jpg' }).end();
      if (request.url === '/slow') return; // never answers
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const limits = () => ({ ...DEFAULT_FETCH_LIMITS, ca, timeoutMs: 500 });

  it('downloads an image, following a redirect', async () => {
    expect((await download(`${origin}/moved`, limits())).equals(jpeg)).toBe(true);
  });

  it('names the reason: HTTP status, not an image, over the size cap, too slow', async () => {
    await expect(download(`${origin}/missing.jpg`, limits())).rejects.toThrow('could not be downloaded: HTTP 404');
    await expect(download(`${origin}/page`, limits())).rejects.toThrow('not an image (content-type text/html)');
    await expect(download(`${origin}/ok.jpg`, { ...limits(), maxBytes: 100 })).rejects.toThrow(/larger than/);
    await expect(download(`${origin}/slow`, limits())).rejects.toThrow(/within 0.5 s/);
  });
});

