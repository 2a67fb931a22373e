import type { Metadata } from 'next';
import { club, siteUrl } from '@/lib/content/club';
import { ogImagePath } from '@/lib/og/ogCards';

type PageMetadataInput = {
  title: string;
  description: string;
  /** The page's own path, with trailing slash, e.g. `/gallery/`. */
  path: string;
  /** Where search engines should index this content, when it differs from `path`. */
  canonicalPath?: string;
  /** Open Graph image path (1200×630); defaults to the page's generated card. */
  image?: string;
};

/** Title, description, canonical URL and social cards for one page, from one configured site URL. */
export function pageMetadata({ title, description, path, canonicalPath, image }: PageMetadataInput): Metadata {
  const canonical = siteUrl(canonicalPath ?? path);
  const card = image ?? ogImagePath(canonicalPath ?? path);
  const images = [{ url: card, width: 1200, height: 630, alt: title }];
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: club.name,
      locale: 'en_IN',
      title,
      description,
      url: canonical,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: [card] },
  };
}
