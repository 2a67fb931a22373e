/** Runs after `next build`: gives every exported HTML page its own script-hash CSP (see cspHashes.ts). */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCspMeta } from './cspHashes';

const outDir = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles(outDir);
for (const file of files) writeFileSync(file, withCspMeta(readFileSync(file, 'utf8')));
console.log(`✓ Script-hash Content-Security-Policy added to ${files.length} pages.`);
