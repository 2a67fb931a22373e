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

/** Folders whose pages all come from one template and one registry: a person's page, a peak's page. */
const registryFolders = ['/member/', '/peaks/'];

/**
 * The pages a slow browser check (axe in a11y.spec.ts) loads: every page, except that of the pages
 * one template makes from a registry (person and peak pages, about 80 per edition) it takes every
 * third, the first and the last, so each template is checked on pages of every kind while the
 * suite stays within its time budget. The static checks (links, SEO, the Bengali rules, valid
 * HTML) still read every page.
 */
export function browserCheckedPages(paths: readonly string[]): string[] {
  const isRegistryPage = (pagePath: string) => registryFolders.some((folder) => pagePath.replace(/^\/bn\//, '/').startsWith(folder) && pagePath.replace(/^\/bn\//, '/') !== folder);
  const registryPages = paths.filter(isRegistryPage);
  const kept = new Set(registryPages.filter((_, index) => index % 3 === 0 || index === registryPages.length - 1));
  return paths.filter((pagePath) => !isRegistryPage(pagePath) || kept.has(pagePath));
}
