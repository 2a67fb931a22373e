import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withCspMeta } from './cspHashes';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('script-hash CSP', () => {
  const page = '<html><head><meta charSet="utf-8"/><script src="/_next/a.js"></script><script>self.__next_f.push([1])</script></head><body><script type="application/ld+json">{"a":1}</script><script>go()</script></body></html>';

  it('hashes executable inline scripts only (not external files, not JSON-LD)', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('self.__next_f.push([1])'), sha('go()')]);
  });

  it('puts the policy right after the charset, before any script, and replaces an old one', () => {
    const once = withCspMeta(page);
    expect(once).toMatch(/^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/);
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
    expect(withCspMeta(once)).toBe(once);
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('lets only the page that asks compile WebAssembly', () => {
    expect(withCspMeta(page)).not.toContain('wasm-unsafe-eval');
    expect(withCspMeta(page, { wasm: true })).toMatch(/content="script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(withCspMeta(page, { wasm: true })).not.toContain("'unsafe-eval'");
  });

  it('refuses a page it cannot protect', () => {
    expect(() => withCspMeta('<p>no head</p>')).toThrow(/no <head>/);
  });
});
