import { routes, type RouteKey } from '@/lib/routes';
import { reportSlugs, expeditionTitle, resultText, RESULT_UNKNOWN } from '@/lib/expeditions';
import { club } from '@/lib/content/club';
import { wordsFor } from '@/lib/content/words';

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

/** Social cards are English images on both editions. */
const say = wordsFor('en').social;

function fixedCardTitle(key: RouteKey): string {
  return key === 'home' ? say.cards.home(club.foundedYear) : say.cards[key];
}

/** One card per pre-rendered page: every fixed route and every report slug. */
export function ogCards(): OgCard[] {
  const fixed = (Object.keys(routes) as RouteKey[]).map((key) => ({ key: ogKeyForPath(routes[key]), title: fixedCardTitle(key) }));
  const reports = reportSlugs.map(({ slug, expedition }) => {
    const result = resultText('en', expedition);
    return {
      key: slug,
      title: expeditionTitle('en', expedition),
      eyebrow: say.expeditionEyebrow(club.shortName, expedition.year),
      detail: result === RESULT_UNKNOWN ? club.name : say.result(result),
    };
  });
  return [...fixed, ...reports];
}
