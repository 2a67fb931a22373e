import { routes, type RouteKey } from '@/lib/routes';

/** What each fixed page of the registry (lib/routes.ts) shows: its heading and the last crumb of its breadcrumb (none on the home page). */
const expected: Record<RouteKey, { heading: string; crumb: string | null }> = {
  home: { heading: "Mountaineers' Association of Krishnanagar", crumb: null },
  about: { heading: 'About', crumb: 'About' },
  expeditionReport: { heading: 'Expedition Report', crumb: 'Expedition Report' },
  gallery: { heading: 'Gallery', crumb: 'Gallery' },
  shortNote: { heading: 'Expedition Short Note', crumb: 'Expedition Short Note' },
  expeditions: { heading: 'MAK organises following Expeditions', crumb: 'Expeditions' },
  records: { heading: 'About these records', crumb: 'About these records' },
  peaks: { heading: 'Peaks', crumb: 'Peaks' },
  statistics: { heading: 'Statistics', crumb: 'Statistics' },
  summits: { heading: 'Summit claims', crumb: 'Summit claims' },
  contact: { heading: 'Contact Us', crumb: 'Contact Us' },
  member: { heading: 'Members and expedition teams', crumb: 'Members and expedition teams' },
  upcomingEvents: { heading: 'Upcoming Events', crumb: 'Upcoming Events' },
  upcomingCourse: { heading: 'Upcoming Events', crumb: 'Upcoming Events' },
  terms: { heading: 'Terms & Conditions', crumb: 'Terms & Conditions' },
  privacy: { heading: 'Privacy Policy', crumb: 'Privacy Policy' },
  refund: { heading: 'Refund Policy', crumb: 'Refund Policy' },
  accessibility: { heading: 'Accessibility statement', crumb: 'Accessibility statement' },
  search: { heading: 'Search', crumb: 'Search' },
  years: { heading: 'Year by year', crumb: 'Year by year' },
};

/** Every fixed route, its path from the registry. */
export const fixedRoutes = (Object.keys(routes) as RouteKey[]).map((key) => ({ path: routes[key], ...expected[key] }));
