import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy for inline scripts. A static export has inline bootstrap scripts (Next's
 * flight data) that differ per page, so the host's header cannot list them; each page instead gets a
 * `<meta http-equiv="Content-Security-Policy">` naming the SHA-256 of its own inline scripts. The
 * browser enforces both the header and the meta policy, so only these exact scripts (and our own
 * files) can run, even though the header alone has to allow inline scripts.
 */

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** JSON-LD and other data blocks are not executed, so CSP does not govern them. */
function isExecutable(attributes: string): boolean {
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === '' || type === 'text/javascript' || type === 'module';
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => isExecutable(attributes ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** What a page may do beyond running its own scripts. */
export interface CspAllowances {
  /**
   * Compile WebAssembly (`'wasm-unsafe-eval'`): the search page only, where Pagefind runs its
   * search engine as WebAssembly. It allows compiling WebAssembly modules, not `eval` of JavaScript;
   * every other page's policy leaves it out, so WebAssembly cannot run there.
   */
  wasm?: boolean;
}

export function cspMetaTag(html: string, allow: CspAllowances = {}): string {
  const sources = ["'self'", ...(allow.wasm ? ["'wasm-unsafe-eval'"] : []), ...inlineScriptHashes(html)].join(' ');
  return `<meta http-equiv="Content-Security-Policy" content="script-src ${sources}; object-src 'none'; base-uri 'self'"/>`;
}

/**
 * The page with its CSP meta tag at the top of <head>, before any script can run (just after the
 * charset declaration, which must stay within the first 1024 bytes).
 */
export function withCspMeta(html: string, allow: CspAllowances = {}): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/?>/g, '');
  const anchor = /<meta charSet="utf-8"\/>/i.test(withoutOld) ? /<meta charSet="utf-8"\/>/i : /<head[^>]*>/;
  if (!anchor.test(withoutOld)) throw new Error('The page has no <head> to put its Content-Security-Policy in');
  return withoutOld.replace(anchor, (tag) => `${tag}${cspMetaTag(withoutOld, allow)}`);
}
