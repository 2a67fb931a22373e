import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository's module graph, read from the sources: every `import`, `export … from`, dynamic
 * `import()` and `require()` of a .ts/.tsx file, type-only ones included (a type import still ties
 * two modules' designs together). `@/` resolves to the repository root, as in tsconfig.json.
 * Packages, JSON and files outside the scanned folders are not nodes.
 */

export const REPO_ROOT = path.resolve(__dirname, '..');
export const SOURCE_FOLDERS = ['lib', 'components', 'app', 'content', 'scripts'] as const;

/** Repo-relative paths with forward slashes, e.g. `lib/gallery/schema.ts`. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFilesIn(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    return file.includes('node_modules/') ? [] : [file];
  });
}

/** The specifiers a source text imports (comments and strings are not imports). */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The scanned file a specifier of `from` names, or undefined (a package, JSON, or outside the scan). */
export function resolveSpecifier(specifier: string, from: string, files: ReadonlySet<string>): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => files.has(candidate));
}

export function readImportGraph(root = REPO_ROOT, folders: readonly string[] = SOURCE_FOLDERS): ImportGraph {
  const files = new Set(folders.flatMap((folder) => sourceFilesIn(root, folder)));
  const graph = new Map<string, string[]>();
  for (const file of [...files].sort()) {
    const targets = importSpecifiers(fs.readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => resolveSpecifier(specifier, file, files) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The graph's import cycles: each strongly connected component of more than one module (or a module
 * importing itself), as its sorted members and one concrete cycle through them for the message.
 */
export function findCycles(graph: ImportGraph): { members: string[]; cycle: string[] }[] {
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  return components
    .filter((component) => component.length > 1 || (graph.get(component[0]!) ?? []).includes(component[0]!))
    .map((component) => {
      const members = [...component].sort();
      return { members, cycle: shortestCycle(graph, members[0]!, new Set(members)) };
    })
    .sort((a, b) => (a.members[0]! < b.members[0]! ? -1 : 1));
}

/** The shortest path from `start` back to itself inside `within` (breadth first). */
function shortestCycle(graph: ImportGraph, start: string, within: ReadonlySet<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!within.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** Every module `from` reaches through its imports, itself included. */
export function reachableFrom(graph: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...(graph.get(node) ?? []));
  }
  return seen;
}
