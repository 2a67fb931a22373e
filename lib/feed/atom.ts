import { Feed } from 'feed';
import { siteUrl } from '@/lib/content';
import type { Edition } from '@/lib/edition';
import { hrefs, routes } from '@/lib/routes';
import type { FeedEntry } from './feedEntries';

/** The feed library writes titles and summaries as HTML (`type="html"`): plain text is escaped so a reader shows it as written. */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * An edition's feed as Atom 1.0 (the `feed` package), every entry in the edition's language: the
 * feed says so with `xml:lang`, and each entry links to the edition's page. Its `updated` is its
 * newest entry's, so the file changes only when a record does.
 */
export function atomFeed(ed: Pick<Edition, 'club' | 'words' | 'locale' | 'path'>, entries: readonly FeedEntry[]): string {
  const w = ed.words.feed;
  const home = siteUrl(ed.path(routes.home));
  const feed = new Feed({
    id: home,
    title: w.title(ed.club.name),
    description: w.subtitle,
    link: home,
    feedLinks: { atom: siteUrl(ed.path(hrefs.feed())) },
    author: { name: ed.club.name, link: home },
    updated: entries[0]?.updated,
    generator: false,
  });
  for (const entry of entries) {
    const url = siteUrl(ed.path(entry.path));
    feed.addItem({
      id: url,
      link: url,
      title: asHtml(entry.title),
      description: asHtml(entry.summary),
      date: entry.updated,
      published: entry.published,
      category: [{ term: entry.kind, name: w.categories[entry.kind] }],
    });
  }
  const xml = feed.atom1();
  if (!xml.includes(ATOM_ROOT)) throw new Error('atomFeed: the feed package no longer writes the Atom root element this code marks with xml:lang');
  return xml.replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${ed.locale.htmlLang}">`);
}
