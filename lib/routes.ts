import { BASE_LANG, langs, locales, pathIn, type Lang } from '@/lib/i18n/lang';

/**
 * The URL registry: every address the site serves, pages and generated files, in one place. Pages
 * link through it, route handlers take their file names from it, the sitemap and the slug checks
 * read it, and the end-to-end suite imports it.
 *
 * Every fixed page, with the trailing slash the host serves it under (`trailingSlash: true`), so
 * internal links never pay for a redirect. Paths keep the original site's spelling and case: old
 * links must keep working. These are English paths; `pathIn(lang, …)` gives another edition's.
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
  contact: '/contact-us/',
  member: '/member/',
  upcomingEvents: '/Upcoming-events/',
  upcomingCourse: '/UpcomingCourse/',
  terms: '/terms-and-conditions/',
  privacy: '/privacy-policy/',
  refund: '/refund-policy/',
  search: '/search/',
} as const;

export type RouteKey = keyof typeof routes;

/** The search page's query parameter: `/search/?q=everest` is a search that can be linked. */
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
} as const;

/**
 * Which drawing of an expedition an edition shows: the base edition's, with the peak's name and year
 * printed on it in English; every other edition's without any text (its words would need the
 * page's fonts, which an SVG shown as an image cannot use).
 */
export const artworkLabelled = (lang: Lang): boolean => lang === BASE_LANG;

/** The two drawings of each expedition: labelled and without text. */
export const artworkVariants: readonly boolean[] = [true, false];

const artworkFile = (slug: string, labelled: boolean) => `${folders.artwork}${slug}${labelled ? '' : '.unlabelled'}.svg`;

/**
 * `/gallery/` → `gallery`, `/` → `home`, `/Everest-2010/` → `Everest-2010`, `/member/rumpa-das/` →
 * `member_rumpa-das`: a page's social-card key. The cards sit in one folder, so a deeper page's
 * segments are joined with `_`, which no slug or id contains (they are letters, digits and hyphens).
 */
export function ogCardKey(pagePath: string): string {
  return pagePath.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '_') || 'home';
}

/** Every address the site links to, by what it is. Functions that depend on the edition take it first. */
export const hrefs = {
  /** A fixed page in one edition: the gallery in Bengali → `/bn/gallery/`. */
  page: (lang: Lang, key: RouteKey): string => pathIn(lang, routes[key]),
  /** A person's page, by their id in content/people.ts: `/member/rumpa-das/`, `/bn/member/rumpa-das/`. */
  person: (lang: Lang, id: string): string => pathIn(lang, `${routes.member}${id}/`),
  /** A report page: `/Everest-2010/`, `/bn/Everest-2010/`. */
  report: (lang: Lang, slug: string): string => pathIn(lang, `/${slug}/`),
  /** A peak's page, by its registry id (content/peaks.ts): `/peaks/everest/`, `/bn/peaks/everest/`. */
  peak: (lang: Lang, id: string): string => pathIn(lang, `${routes.peaks}${id}/`),
  /** The generated summary PDF of an expedition (English only). */
  reportPdf: (slug: string): string => `${folders.reportPdf}${slug}.pdf`,
  /** The generated drawing of an expedition, in the variant an edition shows. */
  artwork: (lang: Lang, slug: string): string => artworkFile(slug, artworkLabelled(lang)),
  /** A variant of the generated drawing, for the route handler that writes both. */
  artworkVariant: (slug: string, labelled: boolean): string => artworkFile(slug, labelled),
  /** A course's generated application form (English only). */
  courseForm: (slug: string): string => `${folders.courseForm}${slug}.pdf`,
  /** A dated event's calendar file. */
  eventIcs: (slug: string): string => `${folders.eventIcs}${slug}.ics`,
  /** An event's entry on the events page (the page gives it `id={slug}`). */
  eventEntry: (lang: Lang, slug: string): string => `${pathIn(lang, routes.upcomingEvents)}#${slug}`,
  /** The social card of a page, by its English path. */
  ogCard: (pagePath: string): string => `${folders.ogCard}${ogCardKey(pagePath)}.png`,
  /**
   * A file of the open data (English only): a table as CSV or JSON, `hrefs.data('expeditions', 'csv')`
   * → `/data/expeditions.csv`, or the package that describes them, `hrefs.data('datapackage', 'json')`.
   */
  data: (name: string, format: 'csv' | 'json'): string => `${folders.data}${name}.${format}`,
  /** Pagefind's search script, loaded by the search page only when a visitor searches. */
  searchScript: (): string => `${folders.searchIndex}pagefind.js`,
} as const;

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
    '404',
    '_next',
    'fonts',
    'images',
    'img',
    'gallery',
  ]),
];
