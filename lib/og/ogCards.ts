import { hrefs, routes, type RouteKey } from '@/lib/routes';
import { reportSlugs, expeditionTitle, resultText, RESULT_UNKNOWN } from '@/lib/expeditions';
import { club } from '@/lib/content';
import { wordsFor } from '@/lib/content';
import { BASE_LANG } from '@/lib/i18n/lang';

/** What one page's social card says; `pagePath` is the English path of the page it belongs to. */
export type OgCard = { pagePath: string; title: string; eyebrow?: string; detail?: string };

/** Social cards are English images on both editions. */
const say = wordsFor(BASE_LANG).social;

function fixedCardTitle(key: RouteKey): string {
  return key === 'home' ? say.cards.home(club.foundedYear) : say.cards[key];
}

/** One card per pre-rendered page: every fixed route and every report slug. */
export function ogCards(): OgCard[] {
  const fixed = (Object.keys(routes) as RouteKey[]).map((key) => ({ pagePath: routes[key], title: fixedCardTitle(key) }));
  const reports = reportSlugs.map(({ slug, expedition }) => {
    const result = resultText(BASE_LANG, expedition);
    return {
      pagePath: hrefs.report(BASE_LANG, slug),
      title: expeditionTitle(BASE_LANG, expedition),
      eyebrow: say.expeditionEyebrow(club.shortName, expedition.year),
      detail: result === RESULT_UNKNOWN ? club.name : say.result(result),
    };
  });
  return [...fixed, ...reports];
}
