import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from './embeddedEmulator';
import { openFirestore } from './firestoreConnection';
import { GALLERY_COLLECTION } from './schema';

// vitest.config.mts aliases `server-only` to its empty module; the guard itself is checked in
// loadGallery.guard.test.ts.

let emulator: RunningEmulator | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await emulator?.stop();
  emulator = undefined;
});

async function setDoc(id: string, data: Record<string, unknown>) {
  const connection = openFirestore(emulator!.target);
  await connection.db.collection(GALLERY_COLLECTION).doc(id).set(data);
  await connection.close();
}

describe('loadGallery', () => {
  it('reads Firestore once per process: later calls share the first read', async () => {
    emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await setDoc('first', { title: 'Everest 2010', img: '/e.jpg' });
    const { loadGallery } = await import('./loadGallery');

    const first = loadGallery();
    const items = await first;
    expect(items.map((i) => i.id)).toEqual(['first']);

    await setDoc('second', { title: 'Nun 2015', img: '/n.jpg' });
    const again = loadGallery();
    expect(again).toBe(first);
    expect((await again).map((i) => i.id)).toEqual(['first']);

    // A fresh process (module instance) reads again and sees the new document.
    vi.resetModules();
    const fresh = await import('./loadGallery');
    expect((await fresh.loadGallery()).map((i) => i.id)).toEqual(['first', 'second']);
  });

  it('hands out frozen items, since every page shares them', async () => {
    emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await setDoc('only', { title: 'Shivling 2005', img: '/s.jpg' });
    const { loadGallery } = await import('./loadGallery');
    const items = await loadGallery();
    expect(Object.isFrozen(items)).toBe(true);
    expect(Object.isFrozen(items[0])).toBe(true);
  });

  it('shares a failure too, with its one-line message', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', 'not-a-host');
    const { loadGallery } = await import('./loadGallery');
    await expect(loadGallery()).rejects.toThrow(/FIRESTORE_EMULATOR_HOST="not-a-host" is not host:port/);
    await expect(loadGallery()).rejects.toThrow(/is not host:port/);
  });
});
