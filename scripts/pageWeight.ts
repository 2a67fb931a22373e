import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes a page costs on first load, gzip-compressed as the host serves them. */
export type PageWeight = { html: number; js: number; css: number; scripts: string[] };

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

/**
 * An asset's gzip size, computed once per version of the file: every page shares the framework's
 * scripts, and a check over the whole export would otherwise compress them again for each page.
 */
const assetSizes = new Map<string, number>();
function assetGzipSize(file: string): number {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}\0${mtimeMs}\0${size}`;
  let bytes = assetSizes.get(key);
  if (bytes === undefined) {
    bytes = gzipSize(readFileSync(file));
    assetSizes.set(key, bytes);
  }
  return bytes;
}

function pageFile(outDir: string, pagePath: string): string {
  if (pagePath === '/404') return path.join(outDir, '404.html');
  return path.join(outDir, pagePath.replace(/^\/|\/$/g, ''), 'index.html');
}

/** A page of `out/` and the scripts and styles it references (what loads before any click). */
export function pageAssets(outDir: string, pagePath: string): { html: string; scripts: string[]; styles: string[] } {
  const html = readFileSync(pageFile(outDir, pagePath), 'utf8');
  const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
  // `noModule` scripts are legacy polyfills that modern browsers never download.
  // The runtime files are either script tags or listed by the loader that adds them after `load`
  // (scripts/runtimeAfterLoad.ts); either way the page downloads them on first load.
  // The loader's list of runtime files (it may also name a hold to wait for: `[window.__runtimeHold, …]`).
  const loaderList = /<script data-runtime-after-load="">[^<]*?(\["\/_next\/[^\]]*\])/.exec(html)?.[1];
  const loaded = loaderList ? (JSON.parse(loaderList) as string[]) : [];
  const scripts = [...new Set([...assets(/<script(?![^>]*noModule)[^>]+src="(\/_next\/static\/[^"]+\.js)"/g), ...loaded])];
  const styles = assets(/<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/static\/[^"]+\.css)"/g);
  return { html, scripts, styles };
}

/** What a page of `out/` costs on first load: its HTML and the scripts and styles it references. */
export function pageWeight(outDir: string, pagePath: string): PageWeight {
  const { html, scripts, styles } = pageAssets(outDir, pagePath);
  const sizeOf = (asset: string) => assetGzipSize(path.join(outDir, decodeURIComponent(asset)));
  return {
    html: gzipSize(html),
    js: scripts.reduce((sum, asset) => sum + sizeOf(asset), 0),
    css: styles.reduce((sum, asset) => sum + sizeOf(asset), 0),
    scripts,
  };
}

/** The framework's floor: the JS of the 404 page, which has the shared chrome and nothing else. */
export function jsFloor(outDir: string): number {
  return pageWeight(outDir, '/404').js;
}
