/**
 * How one exported page goes into the search index (scripts/build-search-index.ts). Pure, so the
 * rules are tested without a build: which pages are searchable, what kind of page each is, and the
 * copy of its HTML that Pagefind reads. The published page itself is never changed.
 */

/** What a result says it is. */
export const pageKinds = ['expedition', 'person', 'peak', 'page'] as const;
export type PageKind = (typeof pageKinds)[number];

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * Why a page stays out of the index, or undefined when it belongs in it. The index holds what
 * search engines are asked to index: not a page marked noindex (the search page itself, the 404
 * page), and not an old address kept alive whose canonical page is another (Indrasan-2003 repeats
 * Indrasan-2004, which the index already holds).
 */
export function reasonToSkip(pagePath: string, html: string): string | undefined {
  const robots = /<meta name="robots"[^>]*>/i.exec(html)?.[0];
  if (robots && /noindex/i.test(attribute(robots, 'content') ?? '')) return 'marked noindex';
  const canonicalTag = /<link rel="canonical"[^>]*>/i.exec(html)?.[0];
  const canonical = canonicalTag && attribute(canonicalTag, 'href');
  if (!canonical) return 'no canonical address';
  const canonicalPath = new URL(canonical, 'https://canonical.invalid').pathname;
  if (canonicalPath !== pagePath) return `a copy of ${canonicalPath}`;
  if (!/<main\b[^>]*\sdata-pagefind-body/i.test(html)) return 'no <main data-pagefind-body>';
  return undefined;
}

/**
 * A page's kind from its English path: the pages of the registries (report pages, people's and peaks' pages)
 * by their addresses in `kinds`; any other page is a page.
 */
export function kindOf(englishPath: string, kinds: ReadonlyMap<string, PageKind>): PageKind {
  return kinds.get(englishPath) ?? 'page';
}

/**
 * The copy of a page Pagefind indexes:
 * - its result title is the page's own title (og:title: "Everest 2010 expedition report"), which
 *   names the expedition and year, where the first heading ("Everest (8848.86 m)") would not;
 * - its kind is a meta value on <main>, for the result list to show, and a filter, for the list's
 *   kind filters (Pagefind counts the results of each kind);
 * - a space goes between an element's end and the next element's start, because Pagefind runs the
 *   text of adjacent inline elements together ("<dt>Departure</dt><dd>Kolkata…" would be indexed as
 *   the one word "DepartureKolkata", and "2010" and "Everest" in a short note's heading as "2010Everest").
 */
export function pageForIndex(html: string, kind: PageKind): string {
  return html
    .replace(/(<\/[a-z][\w-]*>)(?=<[a-z])/gi, '$1 ')
    .replace(/<meta property="og:title"/i, '<meta data-pagefind-meta="title[content]" property="og:title"')
    .replace(/<main\b/i, `<main data-pagefind-meta="kind:${kind}" data-pagefind-filter="kind:${kind}"`);
}
