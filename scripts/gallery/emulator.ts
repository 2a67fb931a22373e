/** `gallery emulator`: an in-process Firestore emulator holding the sample gallery, until Ctrl-C. */
import { DEFAULT_EMULATOR_PROJECT_ID, ENV, GALLERY_SEED_FILE, gallerySeed, seedEmulator, startEmulator } from '@/lib/gallery/collection';
import { ToolError, parse, type ToolIo } from './commandLine';

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}

export async function emulator(args: string[], io: ToolIo): Promise<number> {
  const { values } = parse('emulator', args, { port: { type: 'string' }, empty: { type: 'boolean' } }, 0);
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new ToolError(`gallery emulator: --port must be a port number, not "${values.port}"`, 2);
  }
  // Seed under the project id that clients will use (FIREBASE_PROJECT_ID or the emulator default).
  const projectId = io.env[ENV.projectId]?.trim() || DEFAULT_EMULATOR_PROJECT_ID;
  const running = await startEmulator({ port, source: ENV.emulatorHost, projectId });
  try {
    if (!values.empty) await seedEmulator(running, gallerySeed);
    io.stdout.write(`${ENV.emulatorHost}=${running.host}\n`);
    io.stderr.write(
      `gallery emulator: listening on ${running.host} (project ${projectId}) with ${values.empty ? 'an empty gallery' : `${gallerySeed.length} items from ${GALLERY_SEED_FILE}`}; ` +
        `in another shell: export ${ENV.emulatorHost}=${running.host}. Ctrl-C stops it (its data is kept in memory only).\n`,
    );
    await (io.untilStopped ?? waitForSignal)();
    return 0;
  } finally {
    await running.stop();
  }
}
