import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_WINDOW, filterGallery } from './galleryWindow';

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, title: i % 100 === 99 ? `Summit day ${i}` : `Camp view ${i}` }));

describe('filterGallery', () => {
  it('reads Bengali digits as the same numbers', () => {
    const items = [{ id: 'a', title: 'Everest 2010' }, { id: 'b', title: 'নুন ২০১৫' }, { id: 'c', title: 'Kamet 1997' }];
    expect(filterGallery(items, '২০১০').map((item) => item.id)).toEqual(['a']);
    expect(filterGallery(items, '2015').map((item) => item.id)).toEqual(['b']);
  });

  it('keeps the original window of 258 items', () => {
    expect(GALLERY_WINDOW).toBe(258);
    const result = filterGallery(many(600), '');
    expect(result).toHaveLength(258);
    expect(result[0]?.id).toBe('p0');
    expect(result[257]?.id).toBe('p257');
  });

  it('filters before cutting, so matches beyond the first 258 items are found', () => {
    const result = filterGallery(many(600), 'summit');
    expect(result.map((i) => i.id)).toEqual(['p99', 'p199', 'p299', 'p399', 'p499', 'p599']);
  });

  it('cuts a long filtered list to 258, keeping the given order', () => {
    const items = many(1000);
    const result = filterGallery(items, 'CAMP');
    expect(result).toHaveLength(258);
    expect(result.every((i) => i.title.startsWith('Camp view'))).toBe(true);
    expect(result.map((i) => i.id)).toEqual(items.filter((i) => i.title.startsWith('Camp')).slice(0, 258).map((i) => i.id));
  });

  it('is case-insensitive, ignores surrounding spaces and matches inside words', () => {
    const items = [
      { title: 'Everest 2010' },
      { title: 'EVEREST 2021' },
      { title: 'Rock climbing at Susunia' },
      { title: 'Kanchenjunga 2011' },
    ];
    expect(filterGallery(items, '  everest ').map((i) => i.title)).toEqual(['Everest 2010', 'EVEREST 2021']);
    expect(filterGallery(items, 'SUSU').map((i) => i.title)).toEqual(['Rock climbing at Susunia']);
    expect(filterGallery(items, 'junga 20').map((i) => i.title)).toEqual(['Kanchenjunga 2011']);
    expect(filterGallery(items, 'makalu')).toEqual([]);
  });

  it('treats the query as text, not as a pattern', () => {
    const items = [{ title: 'Camp (2)' }, { title: 'Camp 2' }, { title: 'a.b' }, { title: 'axb' }];
    expect(filterGallery(items, '(2)').map((i) => i.title)).toEqual(['Camp (2)']);
    expect(filterGallery(items, 'a.b').map((i) => i.title)).toEqual(['a.b']);
  });

  it('does not change its input', () => {
    const items = many(300);
    const copy = structuredClone(items);
    filterGallery(items, 'camp');
    expect(items).toEqual(copy);
  });

  it('stays free of firebase and server-only imports (it ships to the browser)', () => {
    const source = fs.readFileSync(path.join(__dirname, 'galleryWindow.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
