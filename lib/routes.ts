/**
 * Every fixed route of the site, with the trailing slash the host serves it under
 * (`trailingSlash: true`), so internal links never pay for a redirect.
 * Paths keep the original site's spelling and case: old links must keep working.
 */
export const routes = {
  home: '/',
  about: '/about-us/',
  expeditionReport: '/expedition-report/',
  gallery: '/gallery/',
  shortNote: '/Expedition-Short-Note/',
  expeditions: '/MAK-organises-following-expeditions/',
  records: '/about-these-records/',
  contact: '/contact-us/',
  member: '/member/',
  upcomingEvents: '/Upcoming-events/',
  upcomingCourse: '/UpcomingCourse/',
  terms: '/terms-and-conditions/',
  privacy: '/privacy-policy/',
  refund: '/refund-policy/',
} as const;

export type RouteKey = keyof typeof routes;

/** First path segment of every fixed route; report slugs must never collide with these. */
export const fixedRouteSegments: readonly string[] = Object.values(routes)
  .map((path) => path.split('/')[1] ?? '')
  .concat(['pdf', 'artwork', 'forms', 'events', 'gallery', '404', '_next', 'fonts', 'images', 'bn']);

/** The page's path for a report slug, e.g. `/Everest-2010/`. */
export function reportPath(slug: string): string {
  return `/${slug}/`;
}
