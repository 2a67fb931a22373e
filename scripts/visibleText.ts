/**
 * What a visitor reads on every exported page, as one text file, so that two builds can be compared
 * with `diff` (a refactor that should change nothing a visitor sees proves it this way).
 *
 * Usage: tsx scripts/visibleText.ts <baseUrl> <outDir> <result.txt>
 *   e.g. npm run serve & tsx scripts/visibleText.ts http://127.0.0.1:3000 out /tmp/after.txt
 *        diff /tmp/before.txt /tmp/after.txt
 *
 * For every `index.html` under outDir, and `404.html`, it records the title, the meta description,
 * the text as laid out (`innerText`, so hidden text is left out), every image's alt text and every
 * aria-label: once without JavaScript (what the HTML says) and once with it (after the islands run).
 */
import { chromium, type Browser } from '@playwright/test';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './browserPath';

function pagePaths(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') found.push(`/${path.relative(outDir, dir).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
    }
  };
  walk(outDir);
  return [...found.filter((p) => p !== '/_not-found/' && p !== '/404/').sort(), '/404.html'];
}

async function readPage(browser: Browser, url: string, javaScript: boolean): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: javaScript ? 'networkidle' : 'load' });
  const text = await page.evaluate(() => {
    const meta = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const alts = [...document.querySelectorAll('img[alt]')].map((img) => `alt: ${img.getAttribute('alt')}`);
    const labels = [...document.querySelectorAll('[aria-label]')].map((el) => `aria-label: ${el.getAttribute('aria-label')}`);
    return [`title: ${document.title}`, `description: ${meta}`, document.body.innerText, ...alts, ...labels].join('\n');
  });
  await context.close();
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n');
}

async function main() {
  const [baseUrl, outDir, resultFile] = process.argv.slice(2);
  if (!baseUrl || !outDir || !resultFile) throw new Error('usage: tsx scripts/visibleText.ts <baseUrl> <outDir> <result.txt>');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const paths = pagePaths(outDir);
  const sections: string[] = [];
  for (const pagePath of paths) {
    const url = new URL(pagePath, baseUrl).toString();
    sections.push(`=== ${pagePath} (no JavaScript)\n${await readPage(browser, url, false)}`);
    sections.push(`=== ${pagePath} (JavaScript)\n${await readPage(browser, url, true)}`);
  }
  await browser.close();
  writeFileSync(resultFile, `${sections.join('\n\n')}\n`);
  console.log(`${paths.length} pages → ${resultFile}`);
}

void main();
