/**
 * The bench's limit: a copy of out/ whose pages carry no script at all, only what the HTML, CSS and
 * images give. It is what the site would cost if every island were free.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes every executable `<script>` (inline and external) and what only scripts need: script
 * preloads and modulepreloads. JSON-LD stays: it is data, never run. Styles, fonts and images stay.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*rel="preload")(?=[^>]*as="script")[^>]*>/gi, '');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Writes the copy to `copyDir` and a firebase.json for it beside; returns that config's path. */
export function writeZeroJsCopy(outDir: string, copyDir: string): string {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(outDir, copyDir, { recursive: true });
  for (const file of htmlFiles(copyDir)) writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  return hostingConfigFor(copyDir, 'firebase.zero-js.json');
}

/** Writes bench-results/<name>: the project's firebase.json serving `publicDir` instead of out/. */
export function hostingConfigFor(publicDir: string, name: string): string {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { public: string } };
  config.hosting.public = path.relative(process.cwd(), publicDir);
  mkdirSync('bench-results', { recursive: true });
  const configPath = path.join('bench-results', name);
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return configPath;
}
