/**
 * Runs after `next build` and add-csp-meta: the site search's index, made by Pagefind from the
 * exported pages and written to out/pagefind/. Pagefind splits it by each page's `<html lang>`, so
 * English pages (en-IN) and Bengali pages (bn) get an index each, and each search page loads only
 * its own language's. Only each page's main content is indexed (`<main data-pagefind-body>` in the
 * shared layout; the breadcrumb inside it is marked data-pagefind-ignore); lib/search/indexPage.ts
 * decides which pages go in and prepares the copy Pagefind reads.
 *
 * Then each search page gets its early script at the top of its <head> (scripts/earlySearchScript.ts,
 * lib/search/earlySearch.ts), which names the index's files (their names are known only now), and
 * its script-hash policy again (scripts/cspHashes.ts).
 *
 * Usage: tsx scripts/build-search-index.ts [outDir]   (default out/)
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { peaks } from '@/lib/peaks';
import { people } from '@/lib/people';
import { reportSlugs } from '@/lib/expeditions';
import { edition } from '@/lib/edition';
import { islandNumbers } from '@/lib/i18n/islandNumbers';
import { langs, locales, pathIn, splitLangPath } from '@/lib/i18n/lang';
import { hrefs, routes, searchIndexFolder } from '@/lib/routes';
import { kindOf, pageForIndex, reasonToSkip, type PageKind } from '@/lib/search/indexPage';
import { withCspMeta } from './cspHashes';
import { earlySearchScript } from './earlySearchScript';

const outDir = path.resolve(process.argv[2] ?? 'out');
/** Where the index and Pagefind's search script go; the search island loads them from here. */
const indexDir = path.join(outDir, searchIndexFolder);
/** Pagefind also writes its ready-made interfaces; the site has its own, so these are not published. */
const unusedFiles = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** `out/bn/Everest-2010/index.html` → `/bn/Everest-2010/`. */
function pagePathOf(file: string): string {
  const dir = path.relative(outDir, path.dirname(file)).split(path.sep).join('/');
  return dir ? `/${dir}/` : '/';
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === indexDir ? [] : pageFiles(full);
    return name === 'index.html' ? [full] : [];
  });
}

// Pagefind's Node API is an ES module only; this script runs as CommonJS under tsx.
const pagefindApi = () => import('pagefind');

async function main() {
  const started = Date.now();
  const { createIndex, close } = await pagefindApi();
  rmSync(indexDir, { recursive: true, force: true });
  const kinds = new Map<string, PageKind>([
    ...reportSlugs.map(({ slug }) => [hrefs.report(slug), 'expedition'] as const),
    ...people.map(({ id }) => [hrefs.person(id), 'person'] as const),
    ...peaks.map(({ id }) => [hrefs.peak(id), 'peak'] as const),
  ]);
  const { index, errors } = await createIndex();
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);

  const indexed = new Map<string, number>();
  const skipped: string[] = [];
  for (const file of pageFiles(outDir).sort()) {
    const pagePath = pagePathOf(file);
    const html = readFileSync(file, 'utf8');
    const reason = reasonToSkip(pagePath, html);
    if (reason) {
      skipped.push(`${pagePath} (${reason})`);
      continue;
    }
    const { lang, path: englishPath } = splitLangPath(pagePath);
    const added = await index.addHTMLFile({ url: pagePath, content: pageForIndex(html, kindOf(englishPath, kinds)) });
    if (added.errors.length > 0) throw new Error(`search index: ${pagePath}: ${added.errors.join('; ')}`);
    indexed.set(lang, (indexed.get(lang) ?? 0) + 1);
  }
  if (indexed.size === 0) throw new Error(`search index: no page in ${outDir} has <main data-pagefind-body>; nothing to index`);

  const written = await index.writeFiles({ outputPath: indexDir });
  if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
  await close();
  for (const name of readdirSync(indexDir)) if (unusedFiles.test(name)) rmSync(path.join(indexDir, name));

  addEarlySearch();

  const counts = [...indexed].map(([lang, count]) => `${count} ${lang}`).join(', ');
  console.log(`✓ Search index: ${counts} pages in ${path.relative(process.cwd(), indexDir)}/, ${skipped.length} left out, ${((Date.now() - started) / 1000).toFixed(1)}s`);
  for (const line of skipped) console.log(`  left out: ${line}`);
}

/** Pagefind's record of its indexes: per language (its `<html lang>`, lower case), the hash of its files and its WebAssembly's language. */
type PagefindEntry = { languages: Record<string, { hash: string; wasm: string | null }> };

const EARLY_SCRIPT = /<script data-early-search="">[\s\S]*?<\/script>/;

/** Each edition's search page with its early script, first in its <head> after the policy that allows it. */
function addEarlySearch() {
  const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
  for (const lang of langs) {
    const locale = locales[lang];
    const index = entry.languages[locale.htmlLang.toLowerCase()];
    if (!index) throw new Error(`search index: Pagefind wrote no index for <html lang="${locale.htmlLang}">`);
    const ed = edition(lang);
    const numbers = islandNumbers(ed.format.islandNumbers);
    const script = earlySearchScript({
      script: hrefs.searchScript(),
      worker: `${searchIndexFolder}pagefind-worker.js`,
      wasm: `${searchIndexFolder}wasm.${index.wasm ?? 'unknown'}.pagefind`,
      meta: `${searchIndexFolder}pagefind.${index.hash}.pf_meta`,
      names: hrefs.searchNames(locale.hreflang),
      digits: Array.from({ length: 10 }, (_, digit) => numbers.digits(digit)).join(''),
      kinds: ed.words.search.kinds,
      namesHeadings: { asRecords: ed.words.search.goStraight, otherwise: ed.words.search.didYouMean },
    });
    const file = path.join(outDir, pathIn(lang, routes.search), 'index.html');
    const html = readFileSync(file, 'utf8').replace(EARLY_SCRIPT, '');
    const tag = `<script data-early-search="">${script}</script>`;
    const withScript = html.replace(/(<meta http-equiv="Content-Security-Policy"[^>]*\/?>)/, `$1${tag}`);
    if (withScript === html) throw new Error(`search index: ${path.relative(outDir, file)} has no Content-Security-Policy to put its early script after`);
    writeFileSync(file, withCspMeta(withScript, { wasm: true }));
  }
}

main().catch(async (error: unknown) => {
  await (await pagefindApi()).close().catch(() => undefined);
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
