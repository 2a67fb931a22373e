import type { Metadata } from 'next';
import { club, siteUrl } from '@/lib/content/club';

type PageMetadataInput = {
  title: string;
  description: string;
  /** The page's own path, with trailing slash, e.g. `/gallery/`. */
  path: string;
  /** Where search engines should index this content, when it differs from `path`. */
  canonicalPath?: string;
  /** Open Graph image path (1200×630). */
  image?: string;
};

/** Title, description, canonical URL and social cards for one page, from one configured site URL. */
export function pageMetadata({ title, description, path, canonicalPath, image }: PageMetadataInput): Metadata {
  const canonical = siteUrl(canonicalPath ?? path);
  const images = image ? [{ url: image, width: 1200, height: 630, alt: title }] : undefined;
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
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  };
}
