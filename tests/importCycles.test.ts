import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCycles, readImportGraph, reachableFrom, type ImportGraph } from './importGraph';

/**
 * Import cycles known today, each as the sorted modules of its strongly connected component. Only
 * these may remain; any other cycle (or a known one that grows) fails the test below. There are none.
 */
const KNOWN_CYCLES: readonly (readonly string[])[] = [];

const known = new Set(KNOWN_CYCLES.map((members) => members.join(' ')));

describe('import cycles', () => {
  let tmp: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      fs.writeFileSync(path.join(tmp, file), text);
    };
    write('lib/a/index.ts', "export { b } from './b';\n");
    write('lib/a/b.ts', "import type { C } from '@/lib/c';\n// import { nothing } from './nowhere';\nexport const b = 1;\n");
    write('lib/c.ts', "import { b } from './a';\nimport data from './data.json';\nimport fs from 'node:fs';\nexport type C = number;\n");
    write('lib/d.tsx', "const e = () => import('./e');\nexport default e;\n");
    write('lib/e.ts', "export const text = \"import x from './d'\";\n");
    write('lib/self.ts', "export * from './self';\n");
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('reads imports the way TypeScript does: type-only, re-exports, dynamic, `@/` and folders; not comments or strings', () => {
    const graph = readImportGraph(tmp, ['lib']);
    expect(Object.fromEntries(graph)).toEqual({
      'lib/a/b.ts': ['lib/c.ts'],
      'lib/a/index.ts': ['lib/a/b.ts'],
      'lib/c.ts': ['lib/a/index.ts'],
      'lib/d.tsx': ['lib/e.ts'],
      'lib/e.ts': [],
      'lib/self.ts': ['lib/self.ts'],
    });
    expect(findCycles(graph)).toEqual([
      { members: ['lib/a/b.ts', 'lib/a/index.ts', 'lib/c.ts'], cycle: ['lib/a/b.ts', 'lib/c.ts', 'lib/a/index.ts', 'lib/a/b.ts'] },
      { members: ['lib/self.ts'], cycle: ['lib/self.ts', 'lib/self.ts'] },
    ]);
  });

  describe('in this repository (lib, components, app, content, scripts)', () => {
    let graph: ImportGraph;
    let cycles: ReturnType<typeof findCycles>;

    beforeAll(() => {
      graph = readImportGraph();
      cycles = findCycles(graph);
    });

    it('reads the whole source tree', () => {
      expect(graph.get('lib/gallery/index.ts')).toContain('lib/gallery/loadGallery.ts');
      expect(graph.size).toBeGreaterThan(100);
    });

    it('has no import cycle but the known ones', () => {
      const fresh = cycles.filter((c) => !known.has(c.members.join(' '))).map((c) => c.cycle.join(' → '));
      expect(fresh, `new import cycles:\n${fresh.join('\n')}`).toEqual([]);
      const gone = KNOWN_CYCLES.filter((members) => !cycles.some((c) => c.members.join(' ') === members.join(' ')));
      if (gone.length > 0) console.warn(`importCycles.test.ts: these known cycles are gone, remove them from KNOWN_CYCLES:\n${gone.map((m) => m.join(' ')).join('\n')}`);
    });

    it('keeps lib/gallery and lib/images out of every cycle', () => {
      const ours = cycles.filter((c) => c.members.some((file) => /^lib\/(gallery|images)\//.test(file)));
      expect(ours.map((c) => c.cycle.join(' → '))).toEqual([]);
    });

    it('lets the gallery depend on the images, never the other way round, and neither on components', () => {
      const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => `${from} → ${to}`));
      expect(edges.filter((edge) => /^lib\/images\/\S+ → lib\/gallery\//.test(edge))).toEqual([]);
      expect(edges.filter((edge) => /^lib\/(gallery|images)\/\S+ → components\//.test(edge))).toEqual([]);
      // Not even through another folder.
      for (const file of [...graph.keys()].filter((f) => f.startsWith('lib/images/') && !f.endsWith('.test.ts'))) {
        expect([...reachableFrom(graph, file)].filter((f) => f.startsWith('lib/gallery/')), file).toEqual([]);
      }
    });
  });
});
