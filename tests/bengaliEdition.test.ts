import { describe, expect, it } from 'vitest';
import { validateGalleryDocument } from '@/lib/gallery/schema';
import { galleryCardIn } from '@/lib/gallery/zoomPhotos';
import { twinPath } from '@/components/site/LanguageSwitch';
import { regionIn } from '@/lib/expeditions/labels';
import { languageAlternates, pageMetadata } from '@/lib/pageMetadata';
import { wordsFor } from '@/lib/content/words';
import { expeditions } from '@/lib/expeditions';
import sitemap from '@/app/sitemap';
import { club } from '@/lib/content/club';
import type { GalleryItem } from '@/lib/gallery/loadGallery';

const site = club.siteUrl.replace(/\/$/, '');
const doc = { title: 'Susunia rocks', img: '/images/gallery/susunia.svg' };

describe('gallery documents in Bengali', () => {
  it('accepts an optional titleBn and altBn in Bengali script, and keeps them', () => {
    const result = validateGalleryDocument('susunia', { ...doc, titleBn: 'শুশুনিয়া পাহাড়', altBn: 'শুশুনিয়ায় রক ক্লাইম্বিং' });
    expect(result).toMatchObject({ ok: true, item: { titleBn: 'শুশুনিয়া পাহাড়', altBn: 'শুশুনিয়ায় রক ক্লাইম্বিং' } });
  });

  it('skips a document whose titleBn or altBn is not Bengali, naming the field', () => {
    const latin = validateGalleryDocument('susunia', { ...doc, titleBn: 'Susunia rocks' });
    expect(latin).toMatchObject({ ok: false, id: 'susunia' });
    expect(latin.ok ? [] : latin.problems.join(' ')).toMatch(/^titleBn must be written in Bengali script/);
    const mixed = validateGalleryDocument('susunia', { ...doc, altBn: 'শুশুনিয়া at dawn' });
    expect(mixed.ok ? [] : mixed.problems.join(' ')).toMatch(/altBn must be written in Bengali script/);
    // An acronym may stay Latin, as in the site's Bengali text.
    expect(validateGalleryDocument('susunia', { ...doc, titleBn: 'MAK-এর শিবির' }).ok).toBe(true);
  });

  it('shows the Bengali title on Bengali pages, and the English one marked English when there is none', () => {
    const picture = { src: '/images/gallery/susunia.svg', width: 1200, height: 800 } as GalleryItem['picture'];
    const withBn: GalleryItem = { id: 'a', title: 'Susunia', titleBn: 'শুশুনিয়া', img: doc.img, picture };
    const without: GalleryItem = { id: 'b', title: 'Susunia', alt: 'Climbers on a rock face', img: doc.img, picture };
    expect(galleryCardIn('bn', withBn)).toMatchObject({ title: 'শুশুনিয়া' });
    expect(galleryCardIn('bn', withBn)).not.toHaveProperty('textLang');
    expect(galleryCardIn('bn', without)).toMatchObject({ title: 'Susunia', alt: 'Climbers on a rock face', textLang: 'en' });
    expect(galleryCardIn('en', withBn)).toMatchObject({ title: 'Susunia' });
    expect(galleryCardIn('en', without)).not.toHaveProperty('textLang');
  });
});

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
    const bn = pageMetadata({ lang: 'bn', title: 't', description: 'd', path: '/Indrasan-2003/', canonicalPath: '/Indrasan-2004/' });
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
    for (const e of expeditions) if (e.region) expect(regionIn('bn', e.region), e.slug).not.toMatch(/[A-Za-z]/);
    expect(regionIn('en', 'Gangotri (Garhwal)')).toBe('Gangotri (Garhwal)');
  });

  it('every area has words in both languages, with the same keys', () => {
    const keys = (value: unknown): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner).map((k) => `${key}.${k}`)])
        : [];
    expect(keys(wordsFor('bn'))).toEqual(keys(wordsFor('en')));
  });
});
