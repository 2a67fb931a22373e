import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { siteUrl } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { langs, locales, splitLangPath } from '@/lib/i18n/lang';
import { hrefs, routes } from '@/lib/routes';
import { archiveYears, archiveYearsOf } from '@/lib/years';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml, exportedPagePaths, outDir, readExported } from './exportedSite';

/**
 * The year pages and the feeds, read from the exported site (no page is loaded in a browser): every
 * year has a page in both editions, linked both ways with the reports, events, statistics and
 * table; each edition's Atom feed parses, newest first, every entry in the edition's language and
 * linking to a page the export holds; every page names its edition's feed.
 */
const hrefsIn = (html: string) => new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&')));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
const bengaliLetters = /\p{Script=Bengali}/u;
const latinWord = /\b[A-Za-z]{3,}\b/;

for (const lang of langs) {
  const ed = editionOf(lang);
  const years = archiveYearsOf(ed.expeditions.all, ed.events);

  test(`${lang}: the years index links every year's page, and each year's page links its reports and events and back`, () => {
    expect(years.map(({ year }) => year)).toEqual(archiveYears);
    const index = hrefsIn(exportedHtml(ed.path(routes.years)));
    archiveYears.forEach((year, i) => {
      const yearPath = ed.path(hrefs.year(year));
      expect(index.has(yearPath), `${routes.years} → ${year}`).toBe(true);
      const links = hrefsIn(exportedHtml(yearPath));
      for (const e of years[i]!.expeditions) {
        expect(links.has(ed.path(hrefs.report(e.slug))), `${yearPath} → ${e.slug}`).toBe(true);
        // The report names its year's page.
        expect(hrefsIn(exportedHtml(ed.path(hrefs.report(e.slug)))).has(yearPath), `${e.slug} → ${yearPath}`).toBe(true);
      }
      for (const event of years[i]!.events) expect(links.has(ed.path(hrefs.eventEntry(event.slug))), `${yearPath} → ${event.slug}`).toBe(true);
      // For search engines: the year's reports and events as an ItemList, in the page's order.
      const list = jsonLd(exportedHtml(yearPath)).find((item) => item['@type'] === 'ItemList') as { url: string; itemListElement: { position: number; url: string }[] };
      expect(list.url).toBe(siteUrl(yearPath));
      expect(list.itemListElement.map((item) => item.url)).toEqual(
        years[i]!.entries.map((entry) => siteUrl(ed.path(entry.kind === 'expedition' ? hrefs.report(entry.expedition.slug) : hrefs.eventEntry(entry.event.slug)))),
      );
      if (i > 0) expect(links.has(ed.path(hrefs.year(archiveYears[i - 1]!))), `${yearPath} ← previous`).toBe(true);
      if (i < archiveYears.length - 1) expect(links.has(ed.path(hrefs.year(archiveYears[i + 1]!))), `${yearPath} → next`).toBe(true);
    });
  });

  test(`${lang}: the events page, the statistics page and the table link each year's page`, () => {
    const events = hrefsIn(exportedHtml(ed.path(routes.upcomingEvents)));
    for (const event of ed.events.filter((candidate) => candidate.startDate)) expect(events.has(ed.path(hrefs.year(Number(event.startDate!.slice(0, 4))))), event.slug).toBe(true);
    const statistics = hrefsIn(exportedHtml(ed.path(routes.statistics)));
    const table = hrefsIn(exportedHtml(ed.path(routes.expeditions)));
    for (const year of archiveYears) expect(statistics.has(ed.path(hrefs.year(year))), `statistics → ${year}`).toBe(true);
    for (const e of ed.expeditions.all) expect(table.has(ed.path(hrefs.year(e.year))), `table → ${e.year}`).toBe(true);
  });

  test(`${lang}: the Atom feed parses, newest first, in the edition's language, each entry linking to an exported page`, () => {
    const feedPath = ed.path(hrefs.feed());
    const feed = parseFeed(readExported(feedPath.slice(1)));
    expect(feed.language).toBe(locales[lang].htmlLang);
    expect(feed.self).toBe(siteUrl(feedPath));
    expect(feed.items.length).toBeGreaterThanOrEqual(ed.expeditions.all.length);
    const updated = feed.items.map((item) => item.updated!.getTime());
    expect(updated.every(Number.isFinite)).toBe(true);
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(feed.updated?.getTime()).toBe(updated[0]);
    for (const item of feed.items) {
      const url = new URL(item.url!);
      expect(url.origin + url.pathname, item.title!).toBe(siteUrl(url.pathname));
      expect(url.pathname.startsWith(`${locales[lang].prefix}/`), `${item.url} in the edition`).toBe(true);
      expect(existsSync(path.join(outDir, url.pathname, 'index.html')), `${item.url} exported`).toBe(true);
      if (url.hash) expect(exportedHtml(url.pathname), item.url!).toContain(`id="${url.hash.slice(1)}"`);
      const text = `${item.title} ${item.description}`;
      if (lang === 'bn') {
        expect(text, item.url!).toMatch(bengaliLetters);
        expect(text.replace(/\b(?:m|ft)\b/g, ''), item.url!).not.toMatch(latinWord);
      } else expect(text, item.url!).not.toMatch(bengaliLetters);
    }
  });

  test(`${lang}: every page names its edition's feed, and the footer links it`, () => {
    const feedUrl = siteUrl(ed.path(hrefs.feed()));
    const pages = exportedPagePaths().filter((pagePath) => splitLangPath(pagePath).lang === lang);
    expect(pages.length).toBeGreaterThan(100);
    for (const pagePath of pages) {
      const html = exportedHtml(pagePath);
      const link = /<link rel="alternate" type="application\/atom\+xml"[^>]*>/.exec(html)?.[0];
      expect(link, pagePath).toContain(`href="${feedUrl}"`);
      expect(link, pagePath).toMatch(/ title="[^"]+"/);
      expect(hrefsIn(html).has(ed.path(hrefs.feed())), `${pagePath} footer`).toBe(true);
    }
  });
}
