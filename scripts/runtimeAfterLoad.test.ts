import { describe, expect, it } from 'vitest';
import { withRuntimeAfterLoad } from './runtimeAfterLoad';
import { withoutScripts } from './zeroJsCopy';

const page =
  '<html><head><meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><p>Hello</p><script type="application/ld+json">{"a":1}</script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script>self.__next_f.push([1])</script></body></html>';

describe('runtime after load', () => {
  const deferred = withRuntimeAfterLoad(page);

  it('takes every runtime file out of the HTML and its preloads with it', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b)\.js"/);
    expect(deferred).not.toContain('rel="preload" as="script"');
  });

  it('adds them back from one inline loader at the load event, in page order', () => {
    const loader = /<script data-runtime-after-load="">(.*?)<\/script><\/body>/.exec(deferred)?.[1];
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]');
  });

  it('waits for a hold a page’s early script set, at most a few seconds after the load event', () => {
    const loader = /<script data-runtime-after-load="">(.*?)<\/script><\/body>/.exec(deferred)?.[1];
    expect(loader).toContain('Promise.race([window.__runtimeHold,');
    expect(loader).toMatch(/setTimeout\(r,\d{4}\)/);
  });

  it('keeps the flight data, JSON-LD and the legacy nomodule script, and is idempotent', () => {
    expect(deferred).toContain('<script>self.__next_f.push([1])</script>');
    expect(deferred).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(deferred).toContain('noModule=""');
    expect(withRuntimeAfterLoad(deferred)).toBe(deferred);
  });
});

describe('zero-JS copy', () => {
  it('removes every executable script and script preload, keeps JSON-LD and content', () => {
    const bare = withoutScripts(page);
    expect(bare).toBe('<html><head><meta charSet="utf-8"/></head><body><p>Hello</p><script type="application/ld+json">{"a":1}</script></body></html>');
  });
});
