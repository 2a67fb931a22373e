import { hrefs, routes, type RouteKey } from '@/lib/routes';
import { peakIdsOfExpedition, peaks, visitsByPeak } from '@/lib/archive';
import { allExpeditions, reportSlugs, expeditionTitle, peopleInRecordsIn, resultText, RESULT_UNKNOWN } from '@/lib/expeditions';
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

/** One card per pre-rendered page: every fixed route, every report slug, every person and every peak. */
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
  const persons = peopleInRecordsIn(BASE_LANG).map(({ person, expeditions, years }) => ({
    pagePath: hrefs.person(BASE_LANG, person.id),
    title: person.name,
    eyebrow: say.personEyebrow(club.shortName),
    detail: years ? say.personExpeditions(expeditions.length, wordsFor(BASE_LANG).member.years(years.first, years.last)) : say.personInClubDetails,
  }));
  const visits = visitsByPeak(allExpeditions, peaks, peakIdsOfExpedition);
  const peakCards = peaks.map((peak) => ({
    pagePath: hrefs.peak(BASE_LANG, peak.id),
    title: peak.name,
    eyebrow: say.peakEyebrow(club.shortName),
    detail: say.peakVisits((visits.get(peak.id) ?? []).map((visit) => visit.year).join(', ')),
  }));
  return [...fixed, ...reports, ...persons, ...peakCards];
}
