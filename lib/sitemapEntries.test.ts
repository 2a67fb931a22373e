import { describe, expect, it } from 'vitest';
import { hrefs, routes, unindexedRoutes } from '@/lib/routes';
import { archiveYears } from '@/lib/years';
import { sitemapPaths } from './sitemapEntries';

describe('sitemapPaths', () => {
  it('lists every fixed page but those marked noindex, and the report pages', () => {
    const paths = sitemapPaths();
    expect(unindexedRoutes.has('search')).toBe(true);
    expect(paths).not.toContain(routes.search);
    expect(paths).toContain(routes.gallery);
    expect(paths).toContain('/Everest-2010/');
    expect(paths).not.toContain('/Indrasan-2003/');
  });

  it('lists the years index and each year’s page', () => {
    const paths = sitemapPaths();
    expect(paths).toContain(routes.years);
    expect(archiveYears.length).toBeGreaterThan(10);
    for (const year of archiveYears) expect(paths).toContain(hrefs.year(year));
  });
});
