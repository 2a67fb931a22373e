import { describe, expect, it } from 'vitest';
import { kindOf, pageForIndex, pageKinds, reasonToSkip } from './indexPage';

const page = ({ canonical = 'https://mak.org.in/Everest-2010/', robots = '', body = '<main id="main" data-pagefind-body="">x</main>' } = {}) =>
  `<html lang="en-IN"><head>${robots}<link rel="canonical" href="${canonical}"/><meta property="og:title" content="Everest 2010 expedition report"/></head><body>${body}</body></html>`;

describe('reasonToSkip', () => {
  it('keeps a page that is canonical to itself', () => {
    expect(reasonToSkip('/Everest-2010/', page())).toBeUndefined();
  });

  it('skips a page marked noindex', () => {
    expect(reasonToSkip('/Everest-2010/', page({ robots: '<meta name="robots" content="noindex, follow"/>' }))).toBe('marked noindex');
  });

  it('skips an old address whose canonical page is another', () => {
    expect(reasonToSkip('/Indrasan-2003/', page({ canonical: 'https://mak.org.in/Indrasan-2004/' }))).toBe('a copy of /Indrasan-2004/');
  });

  it('skips a page without a canonical address or without the indexed main element', () => {
    expect(reasonToSkip('/x/', '<html><head></head><body><main data-pagefind-body>x</main></body></html>')).toBe('no canonical address');
    expect(reasonToSkip('/Everest-2010/', page({ body: '<main id="main">x</main>' }))).toBe('no <main data-pagefind-body>');
  });
});

describe('kindOf', () => {
  const kinds = new Map([
    ['/Everest-2010/', 'expedition'],
    ['/member/rumpa-das/', 'person'],
  ] as const);
  it('names a registry page’s kind by its address, and any other page a page', () => {
    expect(kindOf('/Everest-2010/', kinds)).toBe('expedition');
    expect(kindOf('/member/rumpa-das/', kinds)).toBe('person');
    expect(kindOf('/gallery/', kinds)).toBe('page');
    expect(kindOf('/member/', kinds)).toBe('page');
  });
});

describe('pageForIndex', () => {
  const prepared = pageForIndex(page({ body: '<main id="main" data-pagefind-body=""><dl><dt>Departure</dt><dd>Kolkata</dd></dl><h2><span>2010</span><span>Everest</span></h2></main>' }), 'expedition');

  it('takes the result title from the page title and the kind from a meta value and a filter on <main>', () => {
    expect(prepared).toContain('<meta data-pagefind-meta="title[content]" property="og:title" content="Everest 2010 expedition report"/>');
    expect(prepared).toContain('<main data-pagefind-meta="kind:expedition" data-pagefind-filter="kind:expedition" id="main" data-pagefind-body="">');
  });

  it('separates the text of adjacent elements so their words stay apart', () => {
    expect(prepared).toContain('<dt>Departure</dt> <dd>Kolkata</dd>');
    expect(prepared).toContain('<span>2010</span> <span>Everest</span>');
  });

  it('leaves text inside an element as it is', () => {
    expect(pageForIndex('<p>Nun <b>Kun</b>, 2015</p>', 'page')).toBe('<p>Nun <b>Kun</b>, 2015</p>');
  });
});

describe('page kinds', () => {
  it('has words for every kind the index gives, in every edition, and none besides', async () => {
    const { editionOf } = await import('@/lib/edition');
    const { langs } = await import('@/lib/i18n/lang');
    for (const lang of langs) expect(Object.keys(editionOf(lang).words.search.kinds).sort(), lang).toEqual([...pageKinds].sort());
  });
});
