import { describe, expect, it } from 'vitest';
import { runCli } from './gallery/testFixtures';

describe('the command line entry (scripts/gallery.ts)', () => {
  it('exits non-zero with the message on bad input', async () => {
    const child = runCli(['add', '--title', 'X', '--img', 'javascript:alert(1)'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('gallery add: img must be an https: URL or a site-relative path starting with /, not a javascript: URL');
  });

  it('refuses `add --title Test --img /nope.jpg` before it connects: no such file under public/', async () => {
    const child = runCli(['add', '--title', 'Test', '--img', '/nope.jpg'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe('gallery add: img names a file that does not exist (public/nope.jpg); the build would skip this document.\n');
  });
});
