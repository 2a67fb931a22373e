import { hrefs, routes, unindexedRoutes, type RouteKey } from '@/lib/routes';
import { peaks, people } from '@/lib/archive';
import { reportSlugs } from '@/lib/expeditions';
import { BASE_LANG } from '@/lib/i18n/lang';

/**
 * Every indexable page, as English site paths: the fixed routes but those marked noindex (the
 * search page), each report page under its canonical slug (legacy slugs such as Indrasan-2003 point
 * search engines at their canonical page instead), each person's page and each peak of the registry
 * (the build checks that an expedition went to every one). The sitemap lists each with its twins.
 */
export function sitemapPaths(): string[] {
  const reports = reportSlugs.filter((entry) => !entry.isLegacy).map((entry) => hrefs.report(BASE_LANG, entry.slug));
  const fixed = (Object.keys(routes) as RouteKey[]).filter((key) => !unindexedRoutes.has(key)).map((key) => routes[key]);
  const persons = people.map((person) => hrefs.person(BASE_LANG, person.id));
  return [...fixed, ...reports, ...persons, ...peaks.map((peak) => hrefs.peak(BASE_LANG, peak.id))];
}
