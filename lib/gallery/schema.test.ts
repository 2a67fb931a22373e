import { describe, expect, it } from 'vitest';
import { reportSlugs } from '@/lib/expeditions';
import { compareGalleryItems, sortGallery } from './galleryOrder';
import { imageUrlProblem, isAllowedImageUrl } from './imageUrl';
import type { GalleryItem } from './schema';
import { validateGalleryDocument } from './validateDocument';

describe('image URL rule', () => {
  it.each([
    'https://example.org/photo.jpg',
    'https://cdn.example.org/a/b.webp?w=600#x',
    '/gallery/everest-2010.svg',
    '/images/Photo%20One.JPG',
  ])('allows %s', (url) => {
    expect(imageUrlProblem(url)).toBeUndefined();
    expect(isAllowedImageUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', /not a javascript: URL/],
    ['JavaScript:alert(1)', /not a javascript: URL/],
    ['data:image/svg+xml;base64,PHN2Zz4=', /not a data: URL/],
    ['http://example.org/photo.jpg', /not a http: URL/],
    ['ftp://example.org/photo.jpg', /not a ftp: URL/],
    ['//evil.example/photo.jpg', /another site/],
    ['/\\evil.example/photo.jpg', /another site/],
    ['gallery/photo.jpg', /site-relative path starting with \//],
    ['/gallery/my photo.jpg', /spaces or control characters/],
    ['https://user:pw@example.org/a.jpg', /user name or password/],
    ['', /must not be empty/],
  ])('refuses %s', (url, message) => {
    expect(imageUrlProblem(url)).toMatch(message);
    expect(isAllowedImageUrl(url)).toBe(false);
  });
});

describe('validateGalleryDocument', () => {
  it('accepts a minimal document and keeps the title text exactly, markup included', () => {
    const result = validateGalleryDocument('a1', { title: 'Camp <script>alert(1)</script> & co', img: '/a.jpg' });
    expect(result).toEqual({ ok: true, item: { id: 'a1', title: 'Camp <script>alert(1)</script> & co', img: '/a.jpg' } });
  });

  it('keeps the optional fields, drops unknown ones and never returns undefined-valued keys', () => {
    const result = validateGalleryDocument('a2', {
      title: '  Everest 2010 ',
      img: 'https://example.org/e.jpg',
      alt: 'Summit ridge',
      width: 1200,
      height: 800,
      order: 2.5,
      takenAt: '2010-05',
      note: 'internal',
    });
    expect(result).toEqual({
      ok: true,
      item: { id: 'a2', title: 'Everest 2010', img: 'https://example.org/e.jpg', alt: 'Summit ridge', width: 1200, height: 800, order: 2.5, takenAt: '2010-05' },
    });
    const minimal = validateGalleryDocument('a3', { title: 'T', img: '/t.jpg', alt: '   ' });
    expect(minimal.ok && Object.keys(minimal.item)).toEqual(['id', 'title', 'img']);
  });

  it('keeps the expedition a photo belongs to under its canonical slug, a legacy slug included', () => {
    const legacy = reportSlugs.find((entry) => entry.isLegacy);
    expect(legacy, 'content/expeditions/ has a legacy slug to test with').toBeDefined();
    expect(validateGalleryDocument('e', { title: 'Summit', img: '/e.jpg', expedition: ' Everest-2010 ' })).toEqual({
      ok: true,
      item: { id: 'e', title: 'Summit', img: '/e.jpg', expedition: 'Everest-2010' },
    });
    const viaLegacy = validateGalleryDocument('i', { title: 'Indrasan', img: '/i.jpg', expedition: legacy!.slug });
    expect(viaLegacy.ok && viaLegacy.item.expedition).toBe(legacy!.canonicalSlug);
    expect(legacy!.canonicalSlug).not.toBe(legacy!.slug);
    // A field cleared in the console names no expedition, as an empty alt is no alt.
    expect(validateGalleryDocument('n', { title: 'T', img: '/t.jpg', expedition: '  ' })).toEqual({ ok: true, item: { id: 'n', title: 'T', img: '/t.jpg' } });
  });

  it.each([
    ['Everest-2011', 'expedition must be an expedition\'s slug, the name of a file in content/expeditions/ (like Everest-2010), not "Everest-2011"'],
    ['everest-2010', 'not "everest-2010" (did you mean "Everest-2010"?)'],
  ])('refuses the expedition %j, naming the field and the slug', (expedition, problem) => {
    const result = validateGalleryDocument('e', { title: 'Summit', img: '/e.jpg', expedition });
    expect(result).toMatchObject({ ok: false, id: 'e' });
    expect(result.ok ? '' : result.problems.join('; ')).toContain(problem);
  });

  it('turns a Firestore-like timestamp into a date', () => {
    const takenAt = { toDate: () => new Date('2015-06-20T10:00:00Z') };
    const result = validateGalleryDocument('t', { title: 'Nun 2015', img: '/n.jpg', takenAt });
    expect(result.ok && result.item.takenAt).toBe('2015-06-20');
  });

  it.each([
    [{ img: '/a.jpg' }, 'title is missing'],
    [{ title: 42, img: '/a.jpg' }, 'title must be text'],
    [{ title: ['x'], img: '/a.jpg' }, 'title must be text'],
    [{ title: '   ', img: '/a.jpg' }, 'title must not be empty'],
    [{ title: 'x'.repeat(201), img: '/a.jpg' }, 'title must be at most 200 characters'],
    [{ title: 'T' }, 'img is missing'],
    [{ title: 'T', img: 7 }, 'img must be text'],
    [{ title: 'T', img: 'javascript:alert(1)' }, 'img must be an https: URL or a site-relative path starting with /, not a javascript: URL'],
    [{ title: 'T', img: '/a.jpg', width: 100 }, 'height must be given together with width'],
    [{ title: 'T', img: '/a.jpg', width: 10.5, height: 4 }, 'width must be a whole number of pixels'],
    [{ title: 'T', img: '/a.jpg', width: -1, height: 4 }, 'width must be greater than 0'],
    [{ title: 'T', img: '/a.jpg', order: '1' }, 'order must be a number'],
    [{ title: 'T', img: '/a.jpg', takenAt: '2024-13-01' }, 'takenAt must be a date'],
    [{ title: 'T', img: '/a.jpg', takenAt: '2023-02-29' }, 'takenAt must be a date'],
    [{ title: 'T', img: '/a.jpg', expedition: 2010 }, 'expedition must be text (an expedition slug such as Everest-2010)'],
    [null, 'title is missing'],
  ])('refuses %j: %s', (data, problem) => {
    const result = validateGalleryDocument('bad-1', data);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.id).toBe('bad-1');
      expect(result.problems.join('; ')).toContain(problem);
    }
  });

  it('names every problem of a document at once', () => {
    const result = validateGalleryDocument('bad-2', { title: 5, img: 'data:text/html,x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual(['title must be text', expect.stringContaining('img must be')]);
  });

  it.each([['a/b', 'must not contain /'], ['..', 'must not be . or ..'], ['__x__', 'reserved'], ['', 'must not be empty']])(
    'refuses the id %j',
    (id, problem) => {
      const result = validateGalleryDocument(id, { title: 'T', img: '/a.jpg' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.join()).toContain(problem);
    },
  );
});

describe('gallery order', () => {
  const item = (id: string, title: string, order?: number): GalleryItem => (order === undefined ? { id, title, img: '/x.jpg' } : { id, title, img: '/x.jpg', order });

  it('sorts by order, then title (case-insensitive, numeric), then id; items without order last', () => {
    const items = [
      item('z', 'nun 2015'),
      item('y', 'Camp 10'),
      item('x', 'Camp 2'),
      item('b', 'Nun 2015'),
      item('a', 'Nun 2015'),
      item('p', 'Zebra', 1),
      item('q', 'Alpha', 2),
      item('r', 'Beta', -5),
      item('s', 'Nun 2014'),
    ];
    expect(sortGallery(items).map((i) => i.id)).toEqual(['r', 'p', 'q', 'x', 'y', 's', 'a', 'b', 'z']);
  });

  it('gives the same order whatever the input order', () => {
    const items = [item('c', 'B'), item('a', 'B'), item('b', 'A', 3), item('d', 'a')];
    const expected = sortGallery(items).map((i) => i.id);
    expect(sortGallery([...items].reverse()).map((i) => i.id)).toEqual(expected);
    expect(compareGalleryItems(item('a', 'Same'), item('a', 'Same'))).toBe(0);
  });
});
