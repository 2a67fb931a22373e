import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { DEFAULT_EMULATOR_PROJECT_ID, openFirestore, type FirestoreTarget } from './firestoreConnection';
import { gallerySeed } from './gallerySeed';
import { writeGalleryItems } from './galleryStore';
import type { GalleryItem } from './schema';

/**
 * The in-process Firestore emulator (`@firestore-emulator/server`, gRPC only). The build uses it
 * when no Firestore is configured, so that even a build without credentials runs the real read
 * path (firebase-admin → gRPC → documents → validation). The tool and the tests use it too.
 */

/** The emulator keeps data per project: the embedded default uses the same id as other emulators. */
export const EMBEDDED_PROJECT_ID = DEFAULT_EMULATOR_PROJECT_ID;

export interface RunningEmulator {
  /** `127.0.0.1:<port>`, the value FIRESTORE_EMULATOR_HOST would take. */
  readonly host: string;
  readonly port: number;
  /** A target for openFirestore(); `source` says whether it is the build's embedded default. */
  readonly target: FirestoreTarget & { kind: 'emulator' };
  stop(): Promise<void>;
}

/** Asks the OS for a port that is free right now. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    // The emulator binds 0.0.0.0, so probe the same address.
    probe.listen(0, '0.0.0.0', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts an empty emulator on `port`, or on a random free port (retrying if another process takes
 * the port between the probe and the bind). The emulator always listens on 0.0.0.0 (its API has no
 * host option); clients use 127.0.0.1.
 */
export async function startEmulator(options: { port?: number; source?: 'embedded' | 'FIRESTORE_EMULATOR_HOST'; projectId?: string } = {}): Promise<RunningEmulator> {
  const attempts = options.port === undefined ? 5 : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = options.port ?? (await findFreePort());
    const server = new FirestoreServer();
    try {
      await server.start(port);
    } catch (error) {
      lastError = error;
      server.stop();
      continue;
    }
    const host = `127.0.0.1:${port}`;
    let stopped = false;
    return {
      host,
      port,
      target: { kind: 'emulator', source: options.source ?? 'embedded', host, projectId: options.projectId ?? EMBEDDED_PROJECT_ID },
      async stop() {
        if (stopped) return;
        stopped = true;
        server.stop();
      },
    };
  }
  throw new Error(`gallery: cannot start the in-process Firestore emulator${options.port ? ` on port ${options.port}` : ''}: ${String(lastError)}`);
}

/** Writes `items` into the emulator's GALLERY collection through firebase-admin. */
export async function seedEmulator(emulator: RunningEmulator, items: readonly GalleryItem[]): Promise<void> {
  const connection = openFirestore(emulator.target);
  try {
    await writeGalleryItems(connection.db, items);
  } finally {
    await connection.close();
  }
}

/** The build's embedded default: an emulator on a random port holding content/gallery.json. */
export async function startEmbeddedGallery(items: readonly GalleryItem[] = gallerySeed): Promise<RunningEmulator> {
  const emulator = await startEmulator();
  try {
    await seedEmulator(emulator, items);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}
