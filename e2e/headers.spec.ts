import path from 'node:path';
import { tabTest as test, expect } from './fixtures';
import { exportedFiles, outDir } from './exportedSite';
import { hrefs } from '@/lib/routes';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('pages are served with strict security headers', async ({ request }) => {
  for (const path of ['/', '/gallery/', '/Everest-2010/', '/no-such-page/']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toMatch(/max-age=(\d{8,})/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);

    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    // No third-party script, ever: only our own origin (plus Next's inline bootstrap). The header
    // lets WebAssembly compile (Pagefind's search engine, in the search page and its worker); each
    // page's own meta policy takes that back everywhere but on the search pages (e2e/search.spec.ts).
    expect(csp.get('script-src')?.filter((source) => !["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"].includes(source) && !source.startsWith("'sha256-")), path).toEqual([]);
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'self'"]);
  }
});

test('hashed assets are cached for a year, HTML only briefly', async ({ request, page }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toMatch(/max-age=(\d+)/);
  const htmlMaxAge = Number(/max-age=(\d+)/.exec(html.headers()['cache-control'] ?? '')?.[1]);
  expect(htmlMaxAge).toBeLessThanOrEqual(600);

  await page.goto('/');
  const scriptSrc = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect(scriptSrc).toBeTruthy();
  const asset = await request.get(scriptSrc!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The search index's chunks are named by their content; Pagefind's script and entry file are not.
  const [chunk] = exportedFiles().filter((file) => file.endsWith('.pf_index'));
  expect(chunk).toBeTruthy();
  const chunkResponse = await request.get(`/${path.relative(outDir, chunk!).split(path.sep).join('/')}`);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(hrefs.searchScript())).headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
});

test('each page allows only its own inline scripts: an injected script is blocked', async ({ page, request }) => {
  for (const path of ['/', '/gallery/']) {
    const html = await (await request.get(path)).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(meta, path).not.toContain('unsafe-inline');
    expect(html.indexOf('Content-Security-Policy'), path).toBeLessThan(html.indexOf('<script'));
  }

  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(violations).toEqual([]); // the page's own scripts all run
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});
