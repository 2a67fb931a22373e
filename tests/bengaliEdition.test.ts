import { describe, expect, it } from 'vitest';
import { twinPath } from '@/components/site/LanguageSwitch';
import { editionOf } from '@/lib/edition';
import { languageAlternates, pageMetadata } from '@/lib/pageMetadata';
import { expeditions } from '@/lib/expeditions';
import sitemap from '@/app/sitemap';
import { SITE_URL } from '@/lib/content';

const site = SITE_URL.replace(/\/$/, '');

describe('twins and alternates', () => {
  it('the switch leads to the same path in the other edition, old slugs included', () => {
    expect(twinPath('bn', '/gallery/')).toBe('/bn/gallery/');
    expect(twinPath('en', '/bn/gallery')).toBe('/gallery/');
    expect(twinPath('bn', '/')).toBe('/bn/');
    expect(twinPath('en', '/bn')).toBe('/');
    expect(twinPath('bn', '/Indrasan-2003/')).toBe('/bn/Indrasan-2003/');
  });

  it('both twins name the same alternates, x-default being the English page', () => {
    expect(languageAlternates('/gallery/')).toEqual({ en: `${site}/gallery/`, bn: `${site}/bn/gallery/`, 'x-default': `${site}/gallery/` });
    const bn = pageMetadata(editionOf('bn'), { title: 't', description: 'd', path: '/Indrasan-2003/', canonicalPath: '/Indrasan-2004/' });
    expect(bn.alternates?.canonical).toBe(`${site}/bn/Indrasan-2004/`);
    expect(bn.alternates?.languages).toEqual(languageAlternates('/Indrasan-2004/'));
    expect(bn.openGraph).toMatchObject({ locale: 'bn_IN', url: `${site}/bn/Indrasan-2004/` });
  });

  it('the sitemap lists every page in both editions, each with its alternates', () => {
    const entries = sitemap();
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${site}/`);
    expect(urls).toContain(`${site}/bn/`);
    expect(urls.filter((url) => url.startsWith(`${site}/bn/`))).toHaveLength(urls.length / 2);
    for (const entry of entries) {
      const english = entry.url.replace(`${site}/bn/`, `${site}/`);
      expect(entry.alternates?.languages, entry.url).toMatchObject({ en: english, 'x-default': english });
    }
  });
});

describe('Bengali wording of record facts', () => {
  it('names every region of the records with the glossary’s places', () => {
    for (const e of expeditions) if (e.region) expect(editionOf('bn').label.region(e.region), e.slug).not.toMatch(/[A-Za-z]/);
    expect(editionOf('en').label.region('Gangotri (Garhwal)')).toBe('Gangotri (Garhwal)');
  });

  it('every area has words in both languages, with the same keys', () => {
    const keys = (value: unknown): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner).map((k) => `${key}.${k}`)])
        : [];
    expect(keys(editionOf('bn').words)).toEqual(keys(editionOf('en').words));
  });
});
