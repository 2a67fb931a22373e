import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import type { GalleryItem } from '@/lib/gallery/schema';
import { prepareImages, summaryLine, type PrepareOptions } from './prepare';
import { DEFAULT_FETCH_LIMITS, download } from './readSource';

let root: string;
let jpeg: Buffer;

const small = (seed: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40 + seed, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

function options(): PrepareOptions & { warnings: string[] } {
  const warnings: string[] = [];
  return { cacheDir: path.join(root, 'cache'), publicDir: path.join(root, 'public'), log: { info: () => undefined, warn: (line) => warnings.push(line) }, warnings };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'mak-prepare-'));
  mkdirSync(path.join(root, 'public', 'gallery'), { recursive: true });
  jpeg = await small(1);
  writeFileSync(path.join(root, 'public', 'gallery', 'a.jpg'), jpeg);
  writeFileSync(path.join(root, 'public', 'gallery', 'art.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>');
  writeFileSync(path.join(root, 'broken.jpg'), 'not a jpeg');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const gallery: GalleryItem[] = [
  { id: 'photo', title: 'Photo', img: '/gallery/a.jpg' },
  { id: 'same-photo', title: 'Same photo again', img: '/gallery/a.jpg' },
  { id: 'art', title: 'Art', img: '/gallery/art.svg', width: 960, height: 640 },
  { id: 'gone', title: 'Gone', img: '/gallery/gone.jpg' },
];

describe('prepareImages', () => {
  it('publishes variants, passes artwork through, and skips a document whose picture is missing, by id', async () => {
    const opts = options();
    const { manifest, stats } = await prepareImages({ gallery, expeditionPhotos: [], contentImages: [] }, opts);
    expect(manifest.gallery.map((i) => i.id)).toEqual(['photo', 'same-photo', 'art']);
    expect(opts.warnings).toEqual([expect.stringMatching(/^gallery: skipped document "gone" in GALLERY: img names a file that does not exist/)]);
    const [photo, , art] = manifest.gallery;
    expect(photo!.picture.key).toMatch(/^[0-9a-f]{16}$/);
    expect(photo!.img).toBe(`/img/${photo!.picture.key}-900.webp`);
    expect(art!.picture).toEqual({ src: '/gallery/art.svg', width: 960, height: 640 });
    // One source named twice is encoded once; every variant is in public/img/.
    expect(stats.images).toBe(1);
    const published = readdirSync(path.join(root, 'public', 'img')).sort();
    expect(published).toEqual(['480', '800', '900'].flatMap((w) => [`${photo!.picture.key}-${w}.avif`, `${photo!.picture.key}-${w}.webp`]).sort());
    expect(manifest.originals).toEqual(['/gallery/a.jpg']);
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
    const missing = prepareImages({ gallery: [], expeditionPhotos: [], contentImages: [{ src: '/images/none.jpg', where: { file: 'content/home.ts', field: 'aboutImage › field src' } }] }, options());
    await expect(missing).rejects.toThrow(/content\/home\.ts:\n  - aboutImage › field src: \/images\/none\.jpg names a file that does not exist/);
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

