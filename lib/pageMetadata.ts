import type { Metadata } from 'next';
import { siteUrl } from '@/lib/content';
import { BASE_LANG, langs, locales, otherLangs, pathIn, type Lang, type Locale } from '@/lib/i18n/lang';
import { hrefs } from '@/lib/routes';

/** What the metadata needs of the page's edition (an Edition is one). */
export interface MetadataEdition {
  lang: Lang;
  locale: Locale;
  club: { name: string };
  words: { feed: { follow: string } };
  path(englishPath: string): string;
}

/**
 * The edition's Atom feed, for `<link rel="alternate" type="application/atom+xml">` on each of its
 * pages (a page's `alternates` replace the layout's, so both carry it).
 */
export function feedAlternate(ed: Pick<MetadataEdition, 'words' | 'path'>): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/atom+xml': [{ url: siteUrl(ed.path(hrefs.feed())), title: ed.words.feed.follow }] };
}

type PageMetadataInput = {
  title: string;
  description: string;
  /** The page's English path, with trailing slash, e.g. `/gallery/` (the Bengali twin is `/bn/gallery/`). */
  path: string;
  /** Where search engines should index this content, when it differs from `path` (English path). */
  canonicalPath?: string;
  /** Open Graph image path (1200×630); defaults to the page's generated card, in the page's edition. */
  image?: string;
  /** False for a page search engines should not index (lib/routes.ts › unindexedRoutes); links on it are still followed. */
  indexable?: boolean;
  /** The page's record as data (`hrefs.recordData(kind, id)`): linked as `<link rel="alternate" type="application/json">`. */
  data?: string;
};

/**
 * The hreflang alternates of a page: every edition (by its locale's hreflang), and `x-default`
 * (the base-language page) for a visitor whose language is none of them. The same on every twin,
 * so each names the others.
 */
export function languageAlternates(englishPath: string): Record<string, string> {
  return {
    ...Object.fromEntries(langs.map((lang) => [locales[lang].hreflang, siteUrl(pathIn(lang, englishPath))])),
    'x-default': siteUrl(pathIn(BASE_LANG, englishPath)),
  };
}

/**
 * Title, description, canonical URL (per edition), hreflang alternates and social cards for one
 * page in one edition, from one configured site URL. The social card is the edition's own: the
 * Bengali twin of `/Everest-2010/` shows `/og/bn_Everest-2010.png`, its title drawn in Bengali.
 */
export function pageMetadata(ed: MetadataEdition, { title, description, path, canonicalPath, image, indexable = true, data }: PageMetadataInput): Metadata {
  const englishCanonical = canonicalPath ?? path;
  const canonical = siteUrl(ed.path(englishCanonical));
  const card = image ?? hrefs.ogCard(ed.path(englishCanonical));
  const images = [{ url: card, width: 1200, height: 630, alt: title }];
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates(englishCanonical), types: { ...feedAlternate(ed), ...(data ? { 'application/json': siteUrl(data) } : {}) } },
    openGraph: {
      type: 'website',
      siteName: ed.club.name,
      locale: ed.locale.og,
      alternateLocale: otherLangs(ed.lang).map((other) => locales[other].og),
      title,
      description,
      url: canonical,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: [card] },
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
  };
}
