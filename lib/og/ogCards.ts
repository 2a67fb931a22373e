import { hrefs, routes, type RouteKey } from '@/lib/routes';
import { archiveCount, reportSlugs, RESULT_UNKNOWN } from '@/lib/expeditions';
import type { Edition } from '@/lib/edition';
import { archiveYearsOf } from '@/lib/years';

/** What one page's social card says; `pagePath` is the English path of the page it belongs to. */
export type OgCard = { pagePath: string; title: string; eyebrow?: string; detail?: string };

/** One card per pre-rendered page: every fixed route, every report slug, every person, every peak and every year, in the edition's words. */
export function ogCards(ed: Edition): OgCard[] {
  const say = ed.words.social;
  const { club } = ed;
  const { expeditions, firstYear, lastYear } = archiveCount;
  const fixedCardTitle = (key: RouteKey): string => {
    if (key === 'home') return say.cards.home(club.foundedYear);
    if (key === 'expeditions') return say.cards.expeditions(expeditions, firstYear, lastYear);
    if (key === 'expeditionReport') return say.cards.expeditionReport(firstYear, lastYear);
    return say.cards[key];
  };
  const fixed = (Object.keys(routes) as RouteKey[]).map((key) => ({ pagePath: routes[key], title: fixedCardTitle(key) }));
  const reports = reportSlugs.map(({ slug, expedition }) => {
    const record = ed.expeditions.report(slug)!.expedition;
    const result = ed.label.result(record);
    return {
      pagePath: hrefs.report(slug),
      title: ed.label.title(record),
      eyebrow: say.expeditionEyebrow(club.shortName, expedition.year),
      detail: result === RESULT_UNKNOWN ? club.name : say.result(result),
    };
  });
  const persons = ed.peopleInRecords.map(({ person, expeditions, years }) => ({
    pagePath: hrefs.person(person.id),
    title: person.name,
    eyebrow: say.personEyebrow(club.shortName),
    detail: years ? say.personExpeditions(expeditions.length, ed.words.member.years(years.first, years.last)) : say.personInClubDetails,
  }));
  const peakCards = ed.peaks.map((peak) => ({
    pagePath: hrefs.peak(peak.id),
    title: peak.name,
    eyebrow: say.peakEyebrow(club.shortName),
    detail: say.peakVisits(ed.visitsOf(peak.id).map((visit) => visit.year).join(', ')),
  }));
  const yearCards = archiveYearsOf(ed.expeditions.all, ed.events).map(({ year, expeditions, events }) => ({
    pagePath: hrefs.year(year),
    title: ed.words.year.heading(year),
    eyebrow: say.yearEyebrow(club.shortName),
    detail: [expeditions.length > 0 ? ed.words.years.expeditions(expeditions.length) : undefined, events.length > 0 ? ed.words.years.events(events.length) : undefined].filter(Boolean).join(', '),
  }));
  return [...fixed, ...reports, ...persons, ...peakCards, ...yearCards];
}
