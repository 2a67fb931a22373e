import { describe, expect, it } from 'vitest';
import { BASE_LANG, langs, locales, otherLangs, pathIn, prefixedPath, splitLangPath, type Locale } from './lang';

describe('pathIn / splitLangPath', () => {
  it('puts Bengali pages under /bn and leaves English paths as they are', () => {
    expect(pathIn('en', '/gallery/')).toBe('/gallery/');
    expect(pathIn('bn', '/gallery/')).toBe('/bn/gallery/');
    expect(pathIn('bn', '/')).toBe('/bn/');
    expect(pathIn('bn', '/Expedition-Short-Note/#Everest-2010')).toBe('/bn/Expedition-Short-Note/#Everest-2010');
  });

  it('refuses a path that is not a site path or is already in an edition', () => {
    expect(() => pathIn('bn', 'gallery/')).toThrow(/not a site path/);
    expect(() => pathIn('bn', '/bn/gallery/')).toThrow(/already a Bengali path/);
    expect(() => pathIn('en', '/bn')).toThrow(/already a Bengali path/);
    expect(pathIn('bn', '/bnx/')).toBe('/bn/bnx/');
  });

  it('round-trips every path through every language', () => {
    for (const path of ['/', '/gallery/', '/Everest-2010/', '/about-us/#history']) {
      for (const lang of langs) {
        expect(splitLangPath(pathIn(lang, path))).toEqual({ lang, path });
      }
    }
    expect(splitLangPath('/bn')).toEqual({ lang: 'bn', path: '/' });
    expect(splitLangPath('/bnx/')).toEqual({ lang: BASE_LANG, path: '/bnx/' });
  });

  it('prefixes any locale’s paths, in or out of the table', () => {
    const pseudo: Locale = { ...locales.en, prefix: '/xx', englishName: 'Pseudo' };
    expect(prefixedPath(pseudo, '/gallery/')).toBe('/xx/gallery/');
    expect(() => prefixedPath(pseudo, '/xx/gallery/')).toThrow(/already a Pseudo path/);
    expect(() => prefixedPath(pseudo, '/bn/')).toThrow(/already a Bengali path/);
  });

  it('names every other edition, in the table’s order', () => {
    expect(otherLangs('bn')).toEqual(['en']);
    expect(otherLangs('en')).toEqual(['bn']);
    for (const lang of langs) expect([lang, ...otherLangs(lang)].sort()).toEqual([...langs].sort());
  });

  it('gives every edition its own prefix and tags, the base one none', () => {
    expect(locales[BASE_LANG].prefix).toBe('');
    expect(new Set(langs.map((lang) => locales[lang].prefix)).size).toBe(langs.length);
    expect(new Set(langs.map((lang) => locales[lang].hreflang)).size).toBe(langs.length);
    for (const lang of langs) expect(new Intl.NumberFormat(locales[lang].intl).resolvedOptions().numberingSystem, lang).toBe(/-u-nu-(\w+)/.exec(locales[lang].intl)?.[1]);
  });
});
