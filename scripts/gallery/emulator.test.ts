import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { gallerySeed } from '@/lib/gallery/collection';
import { listedIds, root, runCli } from './testFixtures';

describe('npm run gallery -- emulator', () => {
  it('runs a seeded emulator that the other commands can use, until stopped', async () => {
    const child = runCli(['emulator'], {});
    try {
      const host = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /FIRESTORE_EMULATOR_HOST=(\S+)\n/.exec(stdout);
          if (match) resolve(match[1]!);
        });
        child.on('close', (code) => reject(new Error(`emulator exited with ${code}`)));
      });
      vi.stubEnv('FIRESTORE_EMULATOR_HOST', host);
      expect((await listedIds({ FIRESTORE_EMULATOR_HOST: host }, { publicDir: path.join(root, 'public') })).sort()).toEqual(gallerySeed.map((item) => item.id).sort());
    } finally {
      vi.unstubAllEnvs();
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.kill('SIGINT');
      expect(await closed).toBe(0);
    }
  });
});
