import type { Expedition } from '@/lib/schema/expedition';
import {
  campLabel,
  costLabel,
  expeditionWhen,
  heightLabel,
  memberDetail,
  peakWithHeight,
  placeAndDateLabel,
  summitHeading,
} from './labels';
import { resultText } from './results';

/** One labelled fact; `value` is absent when the label says it all (a member without a role). */
export interface Fact {
  label: string;
  value?: string;
}

export interface FactSection {
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
export function expeditionFactSheet(e: Expedition, options: { omitTitleFacts?: boolean } = {}): FactSection[] {
  // Peak, height and date can be left out where a heading right above already shows them.
  const titleFacts: Fact[] = options.omitTitleFacts
    ? []
    : [
        ...(e.peaks
          ? e.peaks.map((peak) => ({ label: 'Peak', value: peakWithHeight(peak.name, peak.heightM, peak.heightFt) }))
          : [{ label: 'Peak', value: e.peak }, ...fact('Height', heightLabel(e.heightM, e.heightFt))]),
        { label: 'When', value: expeditionWhen(e) },
      ];
  const overview: Fact[] = [
    ...titleFacts,
    ...fact('Area', e.area),
    ...fact('Region', e.region),
    ...fact('Expedition number', e.expeditionNumber?.toString()),
    ...fact('Route', e.route),
    ...fact('Duration', e.durationDays ? `${e.durationDays} days` : undefined),
    ...fact('Cost', e.cost ? [costLabel(e.cost), e.cost.note].filter(Boolean).join('. ') : undefined),
    ...fact('Sponsors', e.sponsors?.join('; ')),
    ...fact('Agency', e.agency),
    ...fact('Joint team with', e.jointTeamPartners?.join('; ')),
  ];

  const team: Fact[] = e.members.map((m) => {
    const detail = memberDetail(m);
    return detail ? { label: m.name, value: detail } : { label: m.name };
  });

  const approach: Fact[] = [
    ...fact('Departure', placeAndDateLabel(e.departure)),
    ...fact('Trek start', placeAndDateLabel(e.trekStart)),
    ...fact('Road head', e.roadHead),
    ...e.transitCamps.flatMap((camp) => fact('Transit camp', campLabel(camp))),
    ...fact('Base camp', e.baseCamp ? campLabel({ name: e.baseCamp.place, ...e.baseCamp }) : undefined),
    ...fact('Further camps', e.furtherCamps?.toString()),
    ...e.highCamps.flatMap((camp) => fact('High camp', campLabel(camp))),
  ];

  const summits: Fact[] = e.summits.map((summit) =>
    summit.summiters ? { label: summitHeading(summit), value: summit.summiters.join(', ') } : { label: summitHeading(summit) },
  );

  const outcome: Fact[] = [
    { label: 'Result', value: resultText(e) },
    ...fact('Why the summit was not reached', e.failureReason),
    ...fact('Note', e.firstAscentNote),
  ];

  return [
    { heading: 'Overview', facts: overview },
    { heading: 'Team', facts: team },
    { heading: 'Approach and camps', facts: approach },
    { heading: 'Summits', facts: summits },
    { heading: 'Outcome', facts: outcome },
  ].filter((section) => section.facts.length > 0);
}
