import { describe, expect, it } from 'vitest';
import { otherLang, pathIn, splitLangPath } from './lang';

describe('pathIn / splitLangPath', () => {
  it('puts Bengali pages under /bn and leaves English paths as they are', () => {
    expect(pathIn('en', '/gallery/')).toBe('/gallery/');
    expect(pathIn('bn', '/gallery/')).toBe('/bn/gallery/');
    expect(pathIn('bn', '/')).toBe('/bn/');
    expect(pathIn('bn', '/Expedition-Short-Note/#Everest-2010')).toBe('/bn/Expedition-Short-Note/#Everest-2010');
  });

  it('refuses a path that is not a site path or is already Bengali', () => {
    expect(() => pathIn('bn', 'gallery/')).toThrow(/not a site path/);
    expect(() => pathIn('bn', '/bn/gallery/')).toThrow(/already a Bengali path/);
  });

  it('round-trips every path through both languages', () => {
    for (const path of ['/', '/gallery/', '/Everest-2010/', '/about-us/#history']) {
      for (const lang of ['en', 'bn'] as const) {
        expect(splitLangPath(pathIn(lang, path))).toEqual({ lang, path });
      }
    }
    expect(splitLangPath('/bn')).toEqual({ lang: 'bn', path: '/' });
    expect(otherLang('bn')).toBe('en');
    expect(otherLang('en')).toBe('bn');
  });
});
