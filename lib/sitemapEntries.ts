import { hrefs, routes, unindexedRoutes, type RouteKey } from '@/lib/routes';
import { reportSlugs } from '@/lib/expeditions';
import { BASE_LANG } from '@/lib/i18n/lang';

/**
 * Every indexable page, as site paths: the fixed routes but those marked noindex (the search page)
 * and each report page under its canonical slug (legacy slugs such as Indrasan-2003 point search
 * engines at their canonical page instead).
 */
export function sitemapPaths(): string[] {
  const reports = reportSlugs.filter((entry) => !entry.isLegacy).map((entry) => hrefs.report(BASE_LANG, entry.slug));
  const fixed = (Object.keys(routes) as RouteKey[]).filter((key) => !unindexedRoutes.has(key)).map((key) => routes[key]);
  return [...fixed, ...reports];
}
