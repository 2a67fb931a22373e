import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallerySeed, startEmulator, type RunningEmulator } from './embeddedEmulator';
import { GallerySourceError, openFirestore } from './firestoreClient';
import { readGallery, type GalleryLogger } from './readGallery';
import { GALLERY_WINDOW, filterGallery } from './galleryWindow';
import { sortGallery } from './galleryOrder';
import { GALLERY_COLLECTION } from './schema';

/** Collects what the loader prints. */
function recordingLogger() {
  const lines = { info: [] as string[], warn: [] as string[] };
  const logger: GalleryLogger = { info: (line) => lines.info.push(line), warn: (line) => lines.warn.push(line) };
  return { logger, lines };
}

/** Writes raw documents (valid or not) straight into the emulator through firebase-admin. */
async function putDocuments(emulator: RunningEmulator, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const connection = openFirestore(emulator.target);
  try {
    const ids = Object.keys(docs);
    for (let start = 0; start < ids.length; start += 400) {
      const batch = connection.db.batch();
      for (const id of ids.slice(start, start + 400)) batch.set(connection.db.collection(GALLERY_COLLECTION).doc(id), docs[id]!);
      await batch.commit();
    }
  } finally {
    await connection.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const NO_CONFIG = {
  FIRESTORE_EMULATOR_HOST: undefined,
  FIREBASE_SERVICE_ACCOUNT: undefined,
  GOOGLE_APPLICATION_CREDENTIALS: undefined,
  FIREBASE_PROJECT_ID: undefined,
  GALLERY_REQUIRE_FIRESTORE: undefined,
  RELEASE: undefined,
};

function stubEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries({ ...NO_CONFIG, ...values })) vi.stubEnv(name, value);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readGallery against a Firestore emulator (FIRESTORE_EMULATOR_HOST)', () => {
  let emulator: RunningEmulator;

  beforeEach(async () => {
    emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
    stubEnv({ FIRESTORE_EMULATOR_HOST: emulator.host });
  });

  afterEach(async () => {
    await emulator.stop();
  });

  it('returns valid items in the documented order: order, then title, then id', async () => {
    await putDocuments(emulator, {
      d: { title: 'Nun 2015', img: '/n.jpg' },
      c: { title: 'Everest 2010', img: 'https://example.org/e.jpg', order: 2 },
      b: { title: 'annapurna I 2012', img: '/a.jpg' },
      a: { title: 'Nun 2015', img: '/n2.jpg' },
      e: { title: 'Gorichen 2024', img: '/g.jpg', order: 1, alt: 'Gorichen summit', width: 1200, height: 800, takenAt: '2024-10' },
    });
    const { logger, lines } = recordingLogger();
    const items = await readGallery({ logger });
    expect(items.map((item) => item.id)).toEqual(['e', 'c', 'b', 'a', 'd']);
    expect(items[0]).toEqual({ id: 'e', title: 'Gorichen 2024', img: '/g.jpg', order: 1, alt: 'Gorichen summit', width: 1200, height: 800, takenAt: '2024-10' });
    expect(lines.warn).toEqual([]);
    expect(lines.info).toEqual([`gallery: read 5 items from the Firestore emulator at ${emulator.host}.`]);
  });

  it('skips each bad document with a warning naming its id, and keeps the good ones', async () => {
    await putDocuments(emulator, {
      good: { title: 'Shivling 2005', img: '/s.jpg' },
      'no-title': { img: '/a.jpg' },
      'number-title': { title: 2010, img: '/a.jpg' },
      'no-img': { title: 'No image' },
      'js-img': { title: 'Script', img: 'javascript:alert(document.cookie)' },
      'data-img': { title: 'Inline', img: 'data:image/png;base64,iVBORw0KGgo=' },
      'http-img': { title: 'Plain http', img: 'http://example.org/p.jpg' },
    });
    const { logger, lines } = recordingLogger();
    const items = await readGallery({ logger });
    expect(items.map((item) => item.id)).toEqual(['good']);
    const expected: [string, string][] = [
      ['data-img', 'img must be an https: URL or a site-relative path starting with /, not a data: URL'],
      ['http-img', 'img must be an https: URL or a site-relative path starting with /, not a http: URL'],
      ['js-img', 'img must be an https: URL or a site-relative path starting with /, not a javascript: URL'],
      ['no-img', 'img is missing'],
      ['no-title', 'title is missing'],
      ['number-title', 'title must be text'],
    ];
    expect(lines.warn).toEqual(expected.map(([id, problem]) => `gallery: skipped document "${id}" in GALLERY: ${problem}`));
    expect(lines.info).toEqual([`gallery: read 1 items from the Firestore emulator at ${emulator.host}, skipped 6.`]);
  });

  it('returns a title containing markup as plain text, unchanged', async () => {
    const title = '<script>alert("x")</script> Camp & <b>summit</b>';
    await putDocuments(emulator, { markup: { title, img: '/m.jpg' } });
    const items = await readGallery({ logger: recordingLogger().logger });
    expect(items).toEqual([{ id: 'markup', title, img: '/m.jpg' }]);
  });

  it('returns an empty gallery with a warning (not an error) for an empty collection', async () => {
    const { logger, lines } = recordingLogger();
    await expect(readGallery({ logger })).resolves.toEqual([]);
    expect(lines.warn).toEqual([
      `gallery: the GALLERY collection in the Firestore emulator at ${emulator.host} is empty; the gallery page will show its empty state.`,
    ]);
  });

  it('warns differently when every document was skipped', async () => {
    await putDocuments(emulator, { only: { title: '', img: '/x.jpg' } });
    const { logger, lines } = recordingLogger();
    await expect(readGallery({ logger })).resolves.toEqual([]);
    expect(lines.warn.at(-1)).toMatch(/all 1 documents of GALLERY .* were skipped \(see above\); the gallery page will show its empty state\./);
  });

  it('refuses to publish an empty gallery in a release build, naming why it is empty', async () => {
    stubEnv({ FIRESTORE_EMULATOR_HOST: emulator.host, RELEASE: 'true' });
    await expect(readGallery({ logger: recordingLogger().logger })).rejects.toThrow(/the collection is empty in .*a release build does not publish an empty gallery/);
    await putDocuments(emulator, { only: { title: '', img: '/x.jpg' } });
    await expect(readGallery({ logger: recordingLogger().logger })).rejects.toThrow(/all 1 documents were skipped \(see above\) in .*a release build does not publish an empty gallery/);
  });

  it('reads a large collection whole, and the 258 window applies after the title filter', async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < 600; i++) {
      const n = String(i).padStart(3, '0');
      docs[`p${n}`] = { title: i % 50 === 49 ? `Summit photo ${n}` : `Camp photo ${n}`, img: `/g/${n}.jpg`, order: i };
    }
    await putDocuments(emulator, docs);
    const items = await readGallery({ logger: recordingLogger().logger });
    expect(items).toHaveLength(600);
    expect(filterGallery(items, '')).toHaveLength(GALLERY_WINDOW);
    expect(filterGallery(items, '')[257]?.id).toBe('p257');
    const summits = filterGallery(items, 'SUMMIT');
    expect(summits).toHaveLength(12);
    expect(summits.at(-1)?.id).toBe('p599');
  });
});

describe('readGallery failures', () => {
  it('fails fast with one clear line when the emulator host is unreachable', async () => {
    const port = await freePort(); // free now, so nothing listens there
    stubEnv({ FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}` });
    const started = Date.now();
    const error = await readGallery({ logger: recordingLogger().logger }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(error).toBeInstanceOf(GallerySourceError);
    const message = (error as Error).message;
    expect(message).toBe(
      `gallery: cannot reach the Firestore emulator at 127.0.0.1:${port}: unreachable (connect ECONNREFUSED 127.0.0.1:${port}). Check FIRESTORE_EMULATOR_HOST (is the emulator running there?).`,
    );
  });

  it('honours a shorter bound', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    stubEnv({ FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}` });
    const started = Date.now();
    await expect(readGallery({ timeoutMs: 200, logger: recordingLogger().logger })).rejects.toThrow(/no answer from .* within 0.2 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.close();
  });

  it('names FIREBASE_SERVICE_ACCOUNT when its key is unusable', async () => {
    stubEnv({
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'mak-site', client_email: 'b@mak-site.iam.gserviceaccount.com', private_key: 'not a key' }),
    });
    const error = await readGallery({ logger: recordingLogger().logger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GallerySourceError);
    expect((error as Error).message).toMatch(/^gallery: cannot .*Firestore project mak-site: .*Check FIREBASE_SERVICE_ACCOUNT\.$/);
    expect((error as Error).message).not.toContain('\n');
  });

  it('refuses the embedded default when GALLERY_REQUIRE_FIRESTORE is set', async () => {
    stubEnv({ GALLERY_REQUIRE_FIRESTORE: 'true' });
    await expect(readGallery({ logger: recordingLogger().logger })).rejects.toThrow(
      /GALLERY_REQUIRE_FIRESTORE or RELEASE is set but no Firestore is configured\. Set FIREBASE_SERVICE_ACCOUNT/,
    );
  });

  it('refuses it in a release build, unless GALLERY_REQUIRE_FIRESTORE says otherwise', async () => {
    stubEnv({ RELEASE: 'true' });
    await expect(readGallery({ logger: recordingLogger().logger })).rejects.toThrow(/or RELEASE is set but no Firestore is configured/);
    stubEnv({ RELEASE: 'true', GALLERY_REQUIRE_FIRESTORE: 'false' });
    await expect(readGallery({ logger: recordingLogger().logger })).resolves.not.toHaveLength(0);
  });
});

describe('readGallery without configuration: the embedded default', () => {
  it('serves content/gallery.json through an in-process emulator and the same read path', async () => {
    stubEnv({});
    const { logger, lines } = recordingLogger();
    const items = await readGallery({ logger });
    expect(items).toEqual(sortGallery(gallerySeed));
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(lines.warn).toEqual([
      'gallery: no Firestore configured (FIREBASE_SERVICE_ACCOUNT, GOOGLE_APPLICATION_CREDENTIALS, FIREBASE_PROJECT_ID and FIRESTORE_EMULATOR_HOST are unset); reading the embedded sample gallery (content/gallery.json) through an in-process Firestore emulator.',
    ]);
    expect(lines.info).toEqual([expect.stringMatching(new RegExp(`^gallery: read ${items.length} items from the embedded Firestore emulator at 127\\.0\\.0\\.1:\\d+\\.$`))]);
  });

  it('stops the embedded emulator after the read', async () => {
    stubEnv({});
    const { logger, lines } = recordingLogger();
    await readGallery({ logger });
    const host = /at (127\.0\.0\.1:\d+)/.exec(lines.info[0] ?? '')?.[1];
    expect(host).toBeDefined();
    const [hostname, port] = host!.split(':');
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
