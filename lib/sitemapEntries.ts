import { hrefs, routes } from '@/lib/routes';
import { people } from '@/lib/archive';
import { reportSlugs } from '@/lib/expeditions';
import { BASE_LANG } from '@/lib/i18n/lang';

/**
 * Every indexable page, as English site paths: the fixed routes, each report page under its
 * canonical slug (legacy slugs such as Indrasan-2003 point search engines at their canonical page
 * instead) and each person's page. The sitemap lists each with its twins.
 */
export function sitemapPaths(): string[] {
  const reports = reportSlugs.filter((entry) => !entry.isLegacy).map((entry) => hrefs.report(BASE_LANG, entry.slug));
  const persons = people.map((person) => hrefs.person(BASE_LANG, person.id));
  return [...Object.values(routes), ...reports, ...persons];
}
