import { hrefs, routes, unindexedRoutes, type RouteKey } from '@/lib/routes';
import { reportSlugs } from '@/lib/expeditions';
import { peaks } from '@/lib/peaks';
import { people } from '@/lib/people';
import { archiveYears } from '@/lib/years';

/**
 * Every indexable page, as English site paths: the fixed routes but those marked noindex (the
 * search page), each report page under its canonical slug (legacy slugs such as Indrasan-2003 point
 * search engines at their canonical page instead), each person's page and each peak of the registry
 * (the build checks that an expedition went to every one), and each year's page. The sitemap lists each with its twins.
 */
export function sitemapPaths(): string[] {
  const reports = reportSlugs.filter((entry) => !entry.isLegacy).map((entry) => hrefs.report(entry.slug));
  const fixed = (Object.keys(routes) as RouteKey[]).filter((key) => !unindexedRoutes.has(key)).map((key) => routes[key]);
  const persons = people.map((person) => hrefs.person(person.id));
  return [...fixed, ...reports, ...persons, ...peaks.map((peak) => hrefs.peak(peak.id)), ...archiveYears.map(hrefs.year)];
}
