/**
 * Maintainers' visual check: screenshots pages of a running server at phone and desktop widths.
 * Usage: tsx scripts/screenshot.ts [baseUrl] [path ...]   (PNGs go to ./screenshots/)
 */
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { chromiumPath } from './browserPath';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = [390, 1440];

async function main() {
  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  for (const path of paths.length ? paths : ['/']) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      page.on('console', (msg) => msg.type() === 'error' && console.error(`[${path} @${width}] console: ${msg.text()}`));
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      // Scroll through the page so lazy images load, then back to the top for the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
      await page.close();
    }
  }
  await browser.close();
}

void main();
