import { expect, test } from './fixtures';
import { exportedHtml, exportedPagePaths, readExported } from './exportedSite';
import { club, SITE_URL } from '@/lib/content';

const site = SITE_URL.replace(/\/$/, '');

function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') : undefined;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const parsed = JSON.parse(json!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test('every page has a title, a description, a canonical URL and social cards', () => {
  const titles = new Map<string, string>();
  for (const pagePath of exportedPagePaths()) {
    const html = exportedHtml(pagePath);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, pagePath).toBeTruthy();
    const canonicalPath = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(site, '');
    // An old alias (Indrasan-2003) repeats its canonical page on purpose; every other title is unique.
    // Titles are unique within an edition (the twins of a page may match until it is translated).
    const key = `${pagePath.startsWith('/bn/') ? 'bn' : 'en'} ${title}`;
    if (canonicalPath === pagePath) {
      expect(titles.has(key), `${pagePath} repeats the title of ${titles.get(key)}`).toBe(false);
      titles.set(key, pagePath);
    }
    expect(meta(html, 'description')?.length ?? 0, pagePath).toBeGreaterThanOrEqual(40);

    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical?.startsWith(`${site}/`), `${pagePath} canonical ${canonical}`).toBe(true);
    expect(meta(html, 'og:title'), pagePath).toBeTruthy();
    expect(meta(html, 'og:url'), pagePath).toBe(canonical);
    expect(meta(html, 'og:image'), pagePath).toMatch(new RegExp(`^${site}/og/[^/]+\\.png$`));
    expect(meta(html, 'twitter:card'), pagePath).toBe('summary_large_image');
  }
});

test('a page is canonical to itself unless it is a kept-alive old URL', () => {
  for (const pagePath of exportedPagePaths()) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(exportedHtml(pagePath))?.[1];
    if (pagePath === '/Indrasan-2003/') expect(canonical).toBe(`${site}/Indrasan-2004/`);
    else if (pagePath === '/bn/Indrasan-2003/') expect(canonical).toBe(`${site}/bn/Indrasan-2004/`);
    else expect(canonical, pagePath).toBe(`${site}${pagePath}`);
  }
});

/** A page that asks search engines not to index it (the search pages). */
const isNoindex = (pagePath: string) => /<meta name="robots" content="[^"]*noindex/.test(exportedHtml(pagePath));

test('the sitemap lists every page but old aliases and noindex pages, and robots.txt points at it', () => {
  const sitemap = readExported('sitemap.xml');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(site, '')).sort();
  const noindex = exportedPagePaths().filter(isNoindex);
  expect(noindex).toEqual(['/bn/search/', '/search/']);
  const expected = exportedPagePaths().filter((p) => p !== '/Indrasan-2003/' && p !== '/bn/Indrasan-2003/' && !noindex.includes(p)).sort();
  expect(listed).toEqual(expected);
  expect(readExported('robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('JSON-LD is valid JSON of the right type on the pages that carry it', () => {
  for (const pagePath of exportedPagePaths()) {
    for (const item of jsonLd(exportedHtml(pagePath))) {
      expect(item['@context'], pagePath).toBe('https://schema.org');
      expect(typeof item['@type'], pagePath).toBe('string');
    }
  }
  const types = (pagePath: string) => jsonLd(exportedHtml(pagePath)).map((item) => item['@type']);
  expect(types('/')).toContain('SportsOrganization');
  expect(types('/gallery/')).toContain('ImageGallery');
  expect(types('/Everest-2010/')).toContain('Report');
  expect(types('/Upcoming-events/')).toContain('Event');
  expect(types('/about-these-records/')).toContain('Dataset');
  expect(types('/bn/about-these-records/')).toContain('Dataset');
  const organization = jsonLd(exportedHtml('/')).find((item) => item['@type'] === 'SportsOrganization')!;
  expect(organization).toMatchObject({ foundingDate: '1986', address: { postalCode: '741101' } });
  // A placeholder is never published to search engines as the club's phone or e-mail.
  if (club.secretary.email.placeholder) expect(organization).not.toHaveProperty('email');
  if (club.phones.every((phone) => phone.placeholder)) expect(organization).not.toHaveProperty('telephone');
});
