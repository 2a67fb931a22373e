import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/content/club';
import { sitemapPaths } from '@/lib/sitemapEntries';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths().map((path) => ({
    url: siteUrl(path),
    changeFrequency: path === '/' || path === '/gallery/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
