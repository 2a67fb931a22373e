/**
 * Runs after `next build`: every exported HTML page loads Next's runtime after its first paint
 * (runtimeAfterLoad.ts) and gets its own script-hash CSP (cspHashes.ts). The search pages' policy
 * also lets Pagefind compile its WebAssembly; no other page's does.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './cspHashes';
import { withRuntimeAfterLoad } from './runtimeAfterLoad';
import { langs, pathIn } from '@/lib/i18n/lang';
import { routes } from '@/lib/routes';

const outDir = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles(outDir);
const searchPages = new Set(langs.map((lang) => path.join(outDir, pathIn(lang, routes.search), 'index.html')));
// The runtime loader is an inline script itself, so it goes in before the hashes are taken.
for (const file of files) {
  writeFileSync(file, withCspMeta(withRuntimeAfterLoad(readFileSync(file, 'utf8')), { wasm: searchPages.has(file) }));
}
console.log(`✓ Script-hash Content-Security-Policy added to ${files.length} pages.`);
