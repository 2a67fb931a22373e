import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest.config.mts aliases `server-only` to an empty module, so the guard is checked by reading
// the sources: the page-facing loader must carry it, and nothing the CLI tool loads may.
const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Relative imports of a TypeScript file, resolved to repo paths. */
function localImports(file: string): string[] {
  const source = read(file);
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((m) => (m[1] ?? m[2])!);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = path.join(path.dirname(file), s);
      return ['.ts', '.json', ''].map((ext) => base + ext).find((candidate) => fs.existsSync(path.join(root, candidate))) ?? base;
    });
}

function importsServerOnly(file: string): boolean {
  return /^\s*import\s+'server-only';/m.test(read(file));
}

describe('server-only guard', () => {
  it('is the first import of lib/gallery/loadGallery.ts', () => {
    const firstImport = /^\s*import\s.*$/m.exec(read('lib/gallery/loadGallery.ts'))?.[0];
    expect(firstImport?.trim()).toBe("import 'server-only';");
  });

  it('is missing from everything the maintainers\' tool loads (it runs outside Next.js)', () => {
    const seen = new Set<string>();
    const queue = ['scripts/gallery.ts'];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || !file.endsWith('.ts')) continue;
      seen.add(file);
      expect(importsServerOnly(file), `${file} imports server-only`).toBe(false);
      queue.push(...localImports(file));
    }
    expect(seen).toContain('lib/gallery/galleryStore.ts');
    expect(seen).toContain('lib/gallery/firestoreClient.ts');
  });

  it('really throws outside a server bundle (the package the guard relies on)', () => {
    const require = createRequire(path.join(root, 'package.json'));
    expect(() => require(path.join(root, 'node_modules/server-only/index.js'))).toThrow(/Server Component/);
  });
});
