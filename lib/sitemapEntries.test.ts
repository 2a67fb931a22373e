import { describe, expect, it } from 'vitest';
import { routes, unindexedRoutes } from '@/lib/routes';
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
});
