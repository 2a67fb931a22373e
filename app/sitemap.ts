import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/content';
import { langs, pathIn } from '@/lib/i18n/lang';
import { languageAlternates } from '@/lib/pageMetadata';
import { sitemapPaths } from '@/lib/sitemapEntries';

export const dynamic = 'force-static';

/** Every page in both editions, each naming its twin (and x-default) as alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths().flatMap((path) =>
    langs.map((lang) => ({
      url: siteUrl(pathIn(lang, path)),
      changeFrequency: path === '/' || path === '/gallery/' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
