import { routes, type RouteKey } from '@/lib/routes';
import { reportSlugs, expeditionTitle, resultText, RESULT_NOT_RECORDED } from '@/lib/expeditions';

/** What one page's social card says. */
export type OgCard = { key: string; title: string; eyebrow?: string; detail?: string };

/** `/gallery/` → `gallery`, `/` → `home`, `/Everest-2010/` → `Everest-2010`. */
export function ogKeyForPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '') || 'home';
}

/** The generated card image of a page, served from `out/og/<key>.png`. */
export function ogImagePath(path: string): string {
  return `/og/${ogKeyForPath(path)}.png`;
}

const fixedCardTitles: Record<RouteKey, string> = {
  home: 'Himalayan expeditions, courses and camps since 1986',
  about: 'About the club',
  expeditionReport: 'Expedition reports, 1987 to 2025',
  gallery: 'Gallery',
  shortNote: 'Expedition short notes',
  expeditions: '38 expeditions, 1987 to 2024',
  records: 'About these records',
  contact: 'Contact the club',
  member: 'Members',
  upcomingEvents: 'Upcoming events',
  upcomingCourse: 'Upcoming courses and events',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
};

/** One card per pre-rendered page: every fixed route and every report slug. */
export function ogCards(): OgCard[] {
  const fixed = (Object.keys(routes) as RouteKey[]).map((key) => ({ key: ogKeyForPath(routes[key]), title: fixedCardTitles[key] }));
  const reports = reportSlugs.map(({ slug, expedition }) => {
    const result = resultText(expedition);
    return {
      key: slug,
      title: expeditionTitle(expedition),
      eyebrow: `MAK expedition · ${expedition.year}`,
      detail: result === RESULT_NOT_RECORDED ? 'Mountaineers’ Association of Krishnanagar' : `Result: ${result}`,
    };
  });
  return [...fixed, ...reports];
}
