import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The exported site on disk; the tests read it to know every page that exists. */
export const outDir = path.resolve(__dirname, '..', 'out');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function exportedFiles(): string[] {
  return walk(outDir);
}

/** Every page's URL path (`/`, `/gallery/`, `/Everest-2010/`), from the `index.html` files in out/. */
export function exportedPagePaths(): string[] {
  return exportedFiles()
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
    .filter((p) => p !== '/_not-found/' && p !== '/404/')
    .sort();
}

export function readExported(relativePath: string): string {
  return readFileSync(path.join(outDir, relativePath), 'utf8');
}

/** The HTML of a page path, e.g. `/gallery/` → out/gallery/index.html. */
export function exportedHtml(pagePath: string): string {
  return readExported(pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\/|\/$/g, '')}/index.html`);
}
