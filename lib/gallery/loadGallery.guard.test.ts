import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, importSpecifiers, readImportGraph, reachableFrom } from '@/tests/importGraph';

// vitest.config.mts aliases `server-only` to an empty module, so the guard is checked by reading
// the sources: the page-facing loader must carry it, and nothing the CLI tool or the build's image
// step loads may (they run outside Next.js, where it throws).
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const importsServerOnly = (file: string) => importSpecifiers(read(file)).includes('server-only');

describe('server-only guard', () => {
  const graph = readImportGraph();

  it('is the first import of lib/gallery/loadGallery.ts, and the pages’ gallery door carries it', () => {
    const firstImport = /^\s*import\s.*$/m.exec(read('lib/gallery/loadGallery.ts'))?.[0];
    expect(firstImport?.trim()).toBe("import 'server-only';");
    expect(reachableFrom(graph, 'lib/gallery/index.ts')).toContain('lib/gallery/loadGallery.ts');
  });

  it.each(['scripts/gallery.ts', 'scripts/prepare-images.ts', 'scripts/build-large-gallery.ts'])('is missing from everything %s loads', (script) => {
    const loaded = reachableFrom(graph, script);
    expect([...loaded].filter(importsServerOnly)).toEqual([]);
    expect(loaded).toContain('lib/gallery/collection.ts');
    expect(loaded).not.toContain('lib/gallery/index.ts');
  });

  it('keeps Firestore out of what pages load through the gallery door', () => {
    const loaded = [...reachableFrom(graph, 'lib/gallery/index.ts')];
    expect(loaded.filter((file) => importSpecifiers(read(file)).some((s) => /^(firebase-admin|@google-cloud\/firestore|@firestore-emulator)/.test(s)))).toEqual([]);
    expect(loaded).not.toContain('lib/gallery/collection.ts');
  });

  it('really throws outside a server bundle (the package the guard relies on)', () => {
    const require = createRequire(path.join(REPO_ROOT, 'package.json'));
    expect(() => require(path.join(REPO_ROOT, 'node_modules/server-only/index.js'))).toThrow(/Server Component/);
  });
});
