import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EDITOR_PATH } from '@/lib/editor/entryLinks';

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
    // The club's editor (out/admin/) is an app for maintainers beside the site, not one of its pages.
    .filter((p) => !p.startsWith(EDITOR_PATH))
    .sort();
}

export function readExported(relativePath: string): string {
  return readFileSync(path.join(outDir, relativePath), 'utf8');
}

/**
 * Each page's HTML as read, kept for the worker's life: the scans of several spec files read every
 * page again and again (a worker runs many files), and out/ does not change while the tests run.
 */
const htmlByPath = new Map<string, string>();

/** The HTML of a page path, e.g. `/gallery/` → out/gallery/index.html. */
export function exportedHtml(pagePath: string): string {
  let html = htmlByPath.get(pagePath);
  if (html === undefined) {
    html = readExported(pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\/|\/$/g, '')}/index.html`);
    htmlByPath.set(pagePath, html);
  }
  return html;
}

/**
 * The pages a slow browser check (axe in a11y.spec.ts, the 320 px check in layout.spec.ts) loads.
 * Every fixed page (lib/routes.ts), in every edition. Of the pages a template makes from a table
 * (report pages from the expeditions, person pages, peak pages: about 120 per edition), three of
 * each kind: the first, the last and the one with the most HTML (the richest record: the most
 * sections, photos, sources and team). A page load and an axe scan cost about 4.5 s here, so
 * loading every third page (61 a language) kept the suite far beyond its time budget. The static
 * checks (links, SEO, the Bengali rules, valid HTML, fonts) still read every page.
 */
export function browserCheckedPages(paths: readonly string[], fixedPaths: readonly string[]): string[] {
  const withoutPrefix = (pagePath: string) => pagePath.replace(/^\/bn\//, '/');
  const kindOf = (pagePath: string) => {
    const english = withoutPrefix(pagePath);
    if (fixedPaths.includes(english)) return undefined;
    const folder = ['/member/', '/peaks/', '/years/'].find((candidate) => english.startsWith(candidate));
    return `${pagePath.startsWith('/bn/') ? 'bn' : 'en'}:${folder ?? 'report'}`;
  };
  const groups = new Map<string, string[]>();
  for (const pagePath of paths) {
    const kind = kindOf(pagePath);
    if (kind) groups.set(kind, [...(groups.get(kind) ?? []), pagePath]);
  }
  // Each page's HTML read once; the first of equally large pages wins.
  const richest = (group: readonly string[]) =>
    group.map((pagePath) => ({ pagePath, bytes: Buffer.byteLength(exportedHtml(pagePath)) })).reduce((best, page) => (page.bytes > best.bytes ? page : best)).pagePath;
  const kept = new Set([...groups.values()].flatMap((group) => [group[0]!, group.at(-1)!, richest(group)]));
  return paths.filter((pagePath) => kindOf(pagePath) === undefined || kept.has(pagePath));
}

/** Exported markup's text as a reader sees it: scripts, tags and React's text separators removed, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
