import type { Metadata } from 'next';
import { clubIn, siteUrl } from '@/lib/content';
import { ogLocale, otherLang, pathIn, type Lang } from '@/lib/i18n/lang';
import { hrefs } from '@/lib/routes';

type PageMetadataInput = {
  /** The edition the page belongs to. */
  lang: Lang;
  title: string;
  description: string;
  /** The page's English path, with trailing slash, e.g. `/gallery/` (the Bengali twin is `/bn/gallery/`). */
  path: string;
  /** Where search engines should index this content, when it differs from `path` (English path). */
  canonicalPath?: string;
  /** Open Graph image path (1200×630); defaults to the page's generated card (English only). */
  image?: string;
  /** False for a page search engines should not index (lib/routes.ts › unindexedRoutes); links on it are still followed. */
  indexable?: boolean;
};

/**
 * The hreflang alternates of a page: both editions, and `x-default` (the English page) for a
 * visitor whose language is neither. The same on both twins, so each names the other.
 */
export function languageAlternates(englishPath: string): Record<string, string> {
  return {
    [hreflang.en]: siteUrl(pathIn('en', englishPath)),
    [hreflang.bn]: siteUrl(pathIn('bn', englishPath)),
    'x-default': siteUrl(pathIn('en', englishPath)),
  };
}

/** hreflang values: the language alone, so one alternate serves every region. */
export const hreflang: Record<Lang, string> = { en: 'en', bn: 'bn' };

/**
 * Title, description, canonical URL (per edition), hreflang alternates and social cards for one
 * page, from one configured site URL. Social cards are English images on both editions.
 */
export function pageMetadata({ lang, title, description, path, canonicalPath, image, indexable = true }: PageMetadataInput): Metadata {
  const englishCanonical = canonicalPath ?? path;
  const canonical = siteUrl(pathIn(lang, englishCanonical));
  const card = image ?? hrefs.ogCard(englishCanonical);
  const images = [{ url: card, width: 1200, height: 630, alt: title }];
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates(englishCanonical) },
    openGraph: {
      type: 'website',
      siteName: clubIn(lang).name,
      locale: ogLocale[lang],
      alternateLocale: [ogLocale[otherLang(lang)]],
      title,
      description,
      url: canonical,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: [card] },
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
  };
}
