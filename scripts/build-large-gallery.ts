/**
 * Test fixture: a second export of the site whose gallery holds 300 photos, built the way a
 * maintainer publishes photos: an (emulated) Firestore, `npm run gallery -- import`, then the
 * production build reading it through FIRESTORE_EMULATOR_HOST. The e2e project `large-gallery`
 * checks the 258-photo window and that search looks beyond it.
 * Output: out-gallery-large/ and firebase.large-gallery.json (both git-ignored).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmulator } from '@/lib/gallery/embeddedEmulator';
import { largeGallerySeed, LARGE_GALLERY_DIR } from './largeGallerySeed';

/** Asynchronous on purpose: the emulator runs in this process and must keep answering. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function main() {
  const emulator = await startEmulator({ source: 'FIRESTORE_EMULATOR_HOST' });
  try {
    const env = { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: 'demo-mak', NEXT_TELEMETRY_DISABLED: '1' };
    const seedFile = path.join(mkdtempSync(path.join(tmpdir(), 'mak-gallery-')), 'large-gallery.json');
    writeFileSync(seedFile, JSON.stringify(largeGallerySeed()));
    await run('npx', ['tsx', 'scripts/gallery.ts', 'import', seedFile], env);
    await run('npx', ['next', 'build'], { ...env, NEXT_EXPORT_DIR: LARGE_GALLERY_DIR });
    await run('npx', ['tsx', 'scripts/add-csp-meta.ts', LARGE_GALLERY_DIR], env);
  } finally {
    await emulator.stop();
  }
  const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Record<string, unknown> };
  writeFileSync('firebase.large-gallery.json', JSON.stringify({ hosting: { ...hosting.hosting, public: LARGE_GALLERY_DIR } }, null, 2));
  console.log(`✓ ${LARGE_GALLERY_DIR}/ built with ${largeGallerySeed().length} gallery photos.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
