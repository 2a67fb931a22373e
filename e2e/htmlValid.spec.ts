import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { exportedFiles, outDir } from './exportedSite';
import { checkerPackages } from '@/lib/accessibility/checks';

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message?: string };

// The W3C Nu checker (vnu-jar, Java). Its CSS parser predates @property and @layer, which Tailwind
// 4 uses, so messages about the stylesheet are left out; every HTML error counts.
test('every exported page is valid HTML (W3C Nu checker)', () => {
  test.setTimeout(180_000);
  const pages = exportedFiles().filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(50);
  const jar = path.resolve(__dirname, '..', `node_modules/${checkerPackages.nu}/build/dist/vnu.jar`);
  // One short run: the quick compiler alone, the serial collector and no language detection (its
  // guesses are warnings, left out anyway) took 22 core-seconds to 8 here. The quick compiler's
  // deeper stack needs the larger thread stack.
  const java = ['-Xss16m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
  const run = spawnSync('java', [...java, '-jar', jar, '--errors-only', '--no-langdetect', '--format', 'json', ...pages], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.error, 'Java is needed for the Nu checker (Debian: apt-get install default-jre-headless)').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const errors = messages
    .filter((m) => m.type !== 'info' && !m.message?.startsWith('CSS:'))
    .map((m) => `${path.relative(outDir, decodeURI(new URL(m.url ?? 'file:///').pathname))}:${m.lastLine}: ${m.message}`);
  expect(errors).toEqual([]);
});
