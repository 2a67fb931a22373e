import { describe, expect, it } from 'vitest';
import { langs, locales } from '@/lib/i18n/lang';
import { BASE_LANG, TRANSLATED_FIELD_NAMES, textOverlayOf, translatedFieldsOf, translatedLangs } from './itemText';
import type { PublishedGalleryItem } from './schema';
import { documentFieldsOf, validateGalleryDocument } from './validateDocument';
import { galleryCard, galleryZoomPhoto } from './zoomPhotos';

const doc = { title: 'Susunia rocks', img: '/images/gallery/susunia.svg' };

describe('gallery documents in Bengali (titleBn, altBn)', () => {
  it('names one title and one alt field per language other than English', () => {
    expect([BASE_LANG, ...translatedLangs]).toEqual(langs);
    expect(TRANSLATED_FIELD_NAMES).toEqual(['titleBn', 'altBn']);
  });

  it('accepts an optional titleBn and altBn in Bengali script, as the item’s Bengali overlay', () => {
    const result = validateGalleryDocument('susunia', { ...doc, titleBn: ' শুশুনিয়া পাহাড় ', altBn: 'শুশুনিয়ায় রক ক্লাইম্বিং' });
    expect(result).toEqual({ ok: true, item: { id: 'susunia', ...doc, text: { bn: { title: 'শুশুনিয়া পাহাড়', alt: 'শুশুনিয়ায় রক ক্লাইম্বিং' } } } });
    const titleOnly = validateGalleryDocument('susunia', { ...doc, titleBn: 'শুশুনিয়া' });
    expect(titleOnly).toMatchObject({ ok: true, item: { text: { bn: { title: 'শুশুনিয়া' } } } });
    expect(validateGalleryDocument('susunia', doc)).toEqual({ ok: true, item: { id: 'susunia', ...doc } });
  });

  it('writes the overlay back as the same Firestore fields (validate ∘ documentFieldsOf is the identity)', () => {
    const result = validateGalleryDocument('susunia', { ...doc, titleBn: 'শুশুনিয়া', altBn: 'পাহাড়ে রক ক্লাইম্বিং', order: 2 });
    if (!result.ok) throw new Error(result.problems.join());
    expect(documentFieldsOf(result.item)).toEqual({ ...doc, order: 2, titleBn: 'শুশুনিয়া', altBn: 'পাহাড়ে রক ক্লাইম্বিং' });
    expect(validateGalleryDocument('susunia', documentFieldsOf(result.item))).toEqual(result);
    expect(translatedFieldsOf(textOverlayOf({ altBn: 'শুধু বিবরণ' }))).toEqual({ altBn: 'শুধু বিবরণ' });
    expect(textOverlayOf({})).toBeUndefined();
  });

  it('skips a document whose titleBn or altBn is not Bengali, naming the field', () => {
    const latin = validateGalleryDocument('susunia', { ...doc, titleBn: 'Susunia rocks' });
    expect(latin).toMatchObject({ ok: false, id: 'susunia' });
    expect(latin.ok ? [] : latin.problems).toEqual(['titleBn must be written in Bengali script']);
    const mixed = validateGalleryDocument('susunia', { ...doc, altBn: 'শুশুনিয়া at dawn' });
    expect(mixed.ok ? [] : mixed.problems).toEqual(['altBn must be written in Bengali script (only acronyms such as MAK may stay Latin)']);
    const long = validateGalleryDocument('susunia', { ...doc, titleBn: 'শ'.repeat(201) });
    expect(long.ok ? [] : long.problems).toEqual(['titleBn must be at most 200 characters']);
    // An acronym may stay Latin, as in the site's Bengali text.
    expect(validateGalleryDocument('susunia', { ...doc, titleBn: 'MAK-এর শিবির' }).ok).toBe(true);
  });
});

describe('a gallery card in one edition', () => {
  const en = { lang: 'en', locale: locales.en } as const;
  const bn = { lang: 'bn', locale: locales.bn } as const;
  const picture = { src: '/images/gallery/susunia.svg', width: 1200, height: 800 };
  const item = (fields: Partial<PublishedGalleryItem>): PublishedGalleryItem => ({ id: 'a', title: 'Susunia', img: doc.img, width: 1200, height: 800, picture, ...fields });

  it('shows the Bengali title on Bengali pages, and the English one marked English when there is none', () => {
    const withBn = item({ text: { bn: { title: 'শুশুনিয়া' } }, alt: 'Climbers on a rock face' });
    const without = item({ id: 'b', alt: 'Climbers on a rock face' });
    expect(galleryCard(bn, withBn)).toEqual({ id: 'a', title: 'শুশুনিয়া', picture });
    expect(galleryCard(bn, without)).toEqual({ id: 'b', title: 'Susunia', alt: 'Climbers on a rock face', picture, textLang: 'en' });
    expect(galleryCard(en, withBn)).toEqual({ id: 'a', title: 'Susunia', alt: 'Climbers on a rock face', picture });
    expect(galleryCard(en, without)).not.toHaveProperty('textLang');
  });

  it('uses the Bengali alt text when there is one, and marks an alt-only translation’s English title', () => {
    const both = item({ text: { bn: { title: 'শুশুনিয়া', alt: 'পাথরে আরোহীরা' } }, alt: 'Climbers' });
    expect(galleryZoomPhoto(bn, both)).toEqual({ picture, title: 'শুশুনিয়া', alt: 'পাথরে আরোহীরা' });
    const altOnly = item({ text: { bn: { alt: 'পাথরে আরোহীরা' } } });
    expect(galleryCard(bn, altOnly)).toEqual({ id: 'a', title: 'Susunia', alt: 'পাথরে আরোহীরা', picture, textLang: 'en' });
    expect(galleryZoomPhoto(bn, item({}))).toEqual({ picture, title: 'Susunia', alt: 'Susunia', textLang: 'en' });
  });
});
