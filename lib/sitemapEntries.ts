import { hrefs, routes } from '@/lib/routes';
import { people } from '@/lib/archive';
import { reportSlugs } from '@/lib/expeditions';

/**
 * Every indexable page, as English site paths: the fixed routes, each report page under its
 * canonical slug (legacy slugs such as Indrasan-2003 point search engines at their canonical page
 * instead) and each person's page. The sitemap lists each with its Bengali twin.
 */
export function sitemapPaths(): string[] {
  const reports = reportSlugs.filter((entry) => !entry.isLegacy).map((entry) => hrefs.report('en', entry.slug));
  const persons = people.map((person) => hrefs.person('en', person.id));
  return [...Object.values(routes), ...reports, ...persons];
}
