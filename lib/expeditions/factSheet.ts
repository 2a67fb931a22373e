import { wordsFor } from '@/lib/content';
import type { Lang } from '@/lib/i18n/lang';
import { digitsIn } from '@/lib/i18n/format';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import {
  campLabel,
  costLabel,
  expeditionWhen,
  heightLabel,
  memberDetail,
  peakWithHeight,
  placeAndDateLabel,
  regionIn,
  summitHeading,
  summiterNames,
} from './labels';
import { resultText } from './results';

/** One labelled fact; `value` is absent when the label says it all (a member without a role). */
export interface Fact {
  label: string;
  value?: string;
  /** Where the label leads, in the same edition: a team member's person page. */
  href?: string;
}

export type FactSectionKey = 'overview' | 'team' | 'approach' | 'summits' | 'outcome';

export interface FactSection {
  /** Which section this is, whatever its heading says in the reader's language. */
  key: FactSectionKey;
  heading: string;
  facts: Fact[];
}

function fact(label: string, value: string | undefined): Fact[] {
  return value ? [{ label, value }] : [];
}

/**
 * The known facts of an expedition grouped under headings, unknown ones left out, empty sections
 * dropped. The short-note panels, report pages and the summary PDF all render from this.
 */
export function expeditionFactSheet(lang: Lang, e: Expedition, options: { omitTitleFacts?: boolean } = {}): FactSection[] {
  const words = wordsFor(lang);
  const w = words.expedition.facts;
  // Peak, height and date can be left out where a heading right above already shows them.
  const titleFacts: Fact[] = options.omitTitleFacts
    ? []
    : [
        ...(e.peaks
          ? e.peaks.map((peak) => ({ label: w.peak, value: peakWithHeight(lang, peak.name, peak.heightM, peak.heightFt) }))
          : [{ label: w.peak, value: e.peak }, ...fact(w.height, heightLabel(lang, e.heightM, e.heightFt))]),
        { label: w.when, value: expeditionWhen(lang, e) },
      ];
  const overview: Fact[] = [
    ...titleFacts,
    ...fact(w.area, e.area),
    ...fact(w.region, regionIn(lang, e.region)),
    ...fact(w.expeditionNumber, e.expeditionNumber === undefined ? undefined : digitsIn(lang, e.expeditionNumber)),
    ...fact(w.route, e.route),
    ...fact(w.duration, e.durationDays ? w.durationDays(e.durationDays) : undefined),
    ...fact(w.cost, e.cost ? [costLabel(lang, e.cost), e.cost.note].filter(Boolean).join('. ') : undefined),
    ...fact(w.sponsors, e.sponsors?.join('; ')),
    ...fact(w.agency, e.agency),
    ...fact(w.jointTeam, e.jointTeamPartners?.join('; ')),
  ];

  const team: Fact[] = e.members.map((m) => {
    const detail = memberDetail(lang, m);
    const href = hrefs.person(lang, m.person);
    return detail ? { label: m.name, value: detail, href } : { label: m.name, href };
  });

  const approach: Fact[] = [
    ...fact(w.departure, placeAndDateLabel(lang, e.departure)),
    ...fact(w.trekStart, placeAndDateLabel(lang, e.trekStart)),
    ...fact(w.roadHead, e.roadHead),
    ...e.transitCamps.flatMap((camp) => fact(w.transitCamp, campLabel(lang, camp))),
    ...fact(w.baseCamp, e.baseCamp ? campLabel(lang, { name: e.baseCamp.place, ...e.baseCamp }) : undefined),
    ...fact(w.furtherCamps, e.furtherCamps === undefined ? undefined : digitsIn(lang, e.furtherCamps)),
    ...e.highCamps.flatMap((camp) => fact(w.highCamp, campLabel(lang, camp))),
  ];

  const summits: Fact[] = e.summits.map((summit) =>
    summit.summiters ? { label: summitHeading(lang, summit), value: summiterNames(e, summit).join(', ') } : { label: summitHeading(lang, summit) },
  );

  const outcome: Fact[] = [
    { label: w.result, value: e.result === undefined ? words.expedition.results.unknownLong : resultText(lang, e) },
    ...fact(w.failureReason, e.failureReason),
    ...fact(w.note, e.firstAscentNote),
  ];

  return [
    { key: 'overview', heading: w.sections.overview, facts: overview },
    { key: 'team', heading: w.sections.team, facts: team },
    { key: 'approach', heading: w.sections.approach, facts: approach },
    { key: 'summits', heading: w.sections.summits, facts: summits },
    { key: 'outcome', heading: w.sections.outcome, facts: outcome },
  ].filter((section): section is FactSection => section.facts.length > 0);
}
