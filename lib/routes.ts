import { EDITOR_PATH } from '@/lib/editor/entryLinks';
import { langs, locales, type Locale } from '@/lib/i18n/lang';

/**
 * The URL registry: every address the site serves, pages and generated files, in one place. Pages
 * link through it, route handlers take their file names from it, the sitemap and the slug checks
 * read it, and the end-to-end suite imports it.
 *
 * Every fixed page, with the trailing slash the host serves it under (`trailingSlash: true`), so
 * internal links never pay for a redirect. Paths keep the original site's spelling and case: old
 * links must keep working. These are English paths; an edition's `ed.path(…)` gives its own.
 */
export const routes = {
  home: '/',
  about: '/about-us/',
  expeditionReport: '/expedition-report/',
  gallery: '/gallery/',
  shortNote: '/Expedition-Short-Note/',
  expeditions: '/MAK-organises-following-expeditions/',
  records: '/about-these-records/',
  peaks: '/peaks/',
  statistics: '/statistics/',
  summits: '/summits/',
  contact: '/contact-us/',
  member: '/member/',
  upcomingEvents: '/Upcoming-events/',
  upcomingCourse: '/UpcomingCourse/',
  terms: '/terms-and-conditions/',
  privacy: '/privacy-policy/',
  refund: '/refund-policy/',
  accessibility: '/accessibility/',
  search: '/search/',
  years: '/years/',
} as const;

export type RouteKey = keyof typeof routes;

/** The query parameter of a search that can be linked: the site search's (`/search/?q=everest`) and the gallery's (`/gallery/?q=susunia`). */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Fixed pages search engines are asked not to index (`noindex`) and the sitemap leaves out: the
 * search page has no content of its own, only results that are other pages, under any `?q=`.
 */
export const unindexedRoutes: ReadonlySet<RouteKey> = new Set<RouteKey>(['search']);

/** The folder of each kind of generated file (written by a route handler under app/<folder>). */
const folders = {
  reportPdf: '/pdf/expeditions/',
  artwork: '/artwork/expeditions/',
  courseForm: '/forms/',
  eventIcs: '/events/',
  ogCard: '/og/',
  data: '/data/',
  searchIndex: '/pagefind/',
  searchNames: '/search-names/',
} as const;

/**
 * The folder, under /data/, of each kind of record's own data file (lib/opendata/records.ts): one
 * JSON file per expedition, peak and person. Another kind is one more entry here and in
 * lib/opendata/records.ts, and a route file `app/data/<folder>/[file]/route.ts`.
 */
const recordFolders = { expedition: 'expeditions', peak: 'peaks', person: 'people' } as const;
export type RecordKind = keyof typeof recordFolders;

const artworkFile = (slug: string, labelled: boolean) => `${folders.artwork}${slug}${labelled ? '' : '.unlabelled'}.svg`;

/**
 * `/gallery/` → `gallery`, `/` → `home`, `/Everest-2010/` → `Everest-2010`, `/member/rumpa-das/` →
 * `member_rumpa-das`, `/bn/Everest-2010/` → `bn_Everest-2010`, `/bn/` → `bn`: a page's social-card
 * key. The cards sit in one folder, so a deeper page's segments are joined with `_`, which no slug
 * or id contains (they are letters, digits and hyphens); an edition's prefix is a reserved segment,
 * so no English page's key can be another edition's.
 */
export function ogCardKey(pagePath: string): string {
  return pagePath.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '_') || 'home';
}

/**
 * An edition's copy of a generated file: the base edition's address as it is, another edition's
 * with its prefix before the extension, `/pdf/expeditions/Everest-2010.pdf` →
 * `/pdf/expeditions/Everest-2010.bn.pdf` (a slug has no dot, so no file of one edition can be
 * another's). Pages link their edition's with `editionFile(ed.locale, hrefs.reportPdf(slug))`.
 */
export function editionFile(locale: Pick<Locale, 'prefix'>, href: string): string {
  const tag = locale.prefix.replace(/^\//, '');
  if (tag === '') return href;
  const name = fileNameOf(href);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) throw new Error(`editionFile: "${href}" has no extension`);
  return `${href.slice(0, href.length - name.length)}${name.slice(0, dot)}.${tag}${name.slice(dot)}`;
}

/**
 * Every address the site links to, by what it is: pages by their English path (an edition's
 * `ed.path(hrefs.report(slug))` gives its own, `/bn/Everest-2010/`) and the generated files by
 * the base edition's address (`editionFile` gives another edition's copy of the files each
 * edition has: summaries, application forms; social cards are named by their page's path).
 */
export const hrefs = {
  /** A person's page, by their id in content/people/: `/member/rumpa-das/`. */
  person: (id: string): string => `${routes.member}${id}/`,
  /** A report page: `/Everest-2010/`. */
  report: (slug: string): string => `/${slug}/`,
  /** A year's page, what the club did that year: `/years/2010/`. */
  year: (year: number): string => `${routes.years}${year}/`,
  /** The Atom feed of an edition's news of the records (`ed.path` gives another edition's: `/bn/feed.xml`). */
  feed: (): string => '/feed.xml',
  /** A peak's page, by its registry id (content/peaks/): `/peaks/everest/`. */
  peak: (id: string): string => `${routes.peaks}${id}/`,
  /** The contact page's form (the page gives its section `id="contact-form"`): where a record's "Suggest a correction" sends the visitor. */
  contactForm: (): string => `${routes.contact}#contact-form`,
  /** An event's entry on the events page (the page gives it `id={slug}`). */
  eventEntry: (slug: string): string => `${routes.upcomingEvents}#${slug}`,
  /** The generated summary PDF of an expedition, in the base edition (`editionFile` gives another's). */
  reportPdf: (slug: string): string => `${folders.reportPdf}${slug}.pdf`,
  /**
   * A generated drawing of an expedition: `labelled`, with the peak's name and year printed on it
   * (the base edition's), or without any text (every other edition's; see lib/expeditions' `artworkImage`).
   */
  artwork: (slug: string, labelled: boolean): string => artworkFile(slug, labelled),
  /** A course's generated application form, in the base edition (`editionFile` gives another's). */
  courseForm: (slug: string): string => `${folders.courseForm}${slug}.pdf`,
  /** A dated event's calendar file. */
  eventIcs: (slug: string): string => `${folders.eventIcs}${slug}.ics`,
  /** The social card of a page, by its path in its edition: `/og/Everest-2010.png`, `/og/bn_Everest-2010.png`. */
  ogCard: (pagePath: string): string => `${folders.ogCard}${ogCardKey(pagePath)}.png`,
  /**
   * A file of the open data (English only): a table as CSV or JSON, `hrefs.data('expeditions', 'csv')`
   * → `/data/expeditions.csv`, or the package that describes them, `hrefs.data('datapackage', 'json')`.
   */
  data: (name: string, format: 'csv' | 'json'): string => `${folders.data}${name}.${format}`,
  /** One record's own data (English, as the tables): `hrefs.recordData('expedition', 'Everest-2010')` → `/data/expeditions/Everest-2010.json`. */
  recordData: (kind: RecordKind, id: string): string => `${folders.data}${recordFolders[kind]}/${id}.json`,
  /** Pagefind's search script, loaded by the search page only when a visitor searches. */
  searchScript: (): string => `${folders.searchIndex}pagefind.js`,
  /**
   * The names "did you mean" matches on an edition's search page, by the edition's language code
   * (its hreflang): `/search-names/bn.json` (lib/search/namesIndex.ts). The search page alone loads it.
   */
  searchNames: (languageCode: string): string => `${folders.searchNames}${languageCode}.json`,
} as const;

/** The two drawings of each expedition: labelled and without text. */
export const artworkVariants: readonly boolean[] = [true, false];

/** The folder the search index is written to (scripts/build-search-index.ts), beside its script. */
export const searchIndexFolder = folders.searchIndex;

/** The file name a route handler writes for an address from `hrefs`: `/pdf/expeditions/x.pdf` → `x.pdf`. */
export function fileNameOf(href: string): string {
  const name = href.slice(href.lastIndexOf('/') + 1);
  if (!name || name.includes('#')) throw new Error(`fileNameOf: "${href}" is not the address of a file`);
  return name;
}

/**
 * Every first path segment already in use: the fixed pages, the generated files' folders, the
 * other editions' prefixes and what the build writes besides (Next's scripts, fonts, pictures, the 404 page).
 * A report slug equal to one of them (in any case) would overwrite that page in the static export.
 */
export const reservedSegments: readonly string[] = [
  ...new Set([
    ...Object.values(routes).map((path) => path.split('/')[1] ?? ''),
    ...Object.values(folders).map((folder) => folder.split('/')[1]!),
    ...langs.map((lang) => locales[lang].prefix.slice(1)).filter(Boolean),
    // The club's editor (lib/editor), served beside the pages.
    EDITOR_PATH.split('/')[1]!,
    '404',
    '_next',
    'fonts',
    'images',
    'img',
    'gallery',
  ]),
];
