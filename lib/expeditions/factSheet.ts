import type { AttributedRecordPeak } from '@/lib/peaks';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import { peaksOfExpedition } from './data';
import type { ExpeditionEdition } from './editionSlice';

/** One labelled fact; `value` is absent when the label says it all (a member without a role). */
export interface Fact {
  label: string;
  value?: string;
  /** Where the label leads (a team member's person page) or the value links to (a peak's page), in the same edition. */
  href?: string;
  /** A line about the value: what a height is and who gives it. */
  note?: string;
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

function withNote(fact: Fact, note: string | undefined): Fact {
  return note ? { ...fact, note } : fact;
}

/** `A`, `A and B`, `A, B and C`, in the edition's words. */
function listOf(ed: ExpeditionEdition, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${ed.words.expedition.facts.listAnd} ${items.at(-1)}`;
}

/** What a height a record shows is (the club's figure or a reference height) and the publications of the sources that give it. */
function heightNote(ed: ExpeditionEdition, part: AttributedRecordPeak): string | undefined {
  if (!part.attribution) return undefined;
  const publications = [...new Set(part.attribution.sources.map((key) => ed.source(key).publication))];
  return ed.words.expedition.facts.heightKinds[part.attribution.kind](listOf(ed, publications));
}

/**
 * The known facts of an expedition grouped under headings, unknown ones left out, empty sections
 * dropped. The short-note panels, report pages and the summary PDF all render from this.
 */
export function expeditionFactSheet(ed: ExpeditionEdition, e: Expedition, options: { omitTitleFacts?: boolean } = {}): FactSection[] {
  const { words, label, format } = ed;
  const w = words.expedition.facts;
  // Peak, height and date can be left out where a heading right above already shows them.
  // Each peak links to its page; each height says what it is and who gives it.
  const parts = options.omitTitleFacts ? [] : peaksOfExpedition(e.slug);
  const titleFacts: Fact[] = options.omitTitleFacts
    ? []
    : [
        ...(e.peaks
          ? e.peaks.map((peak, i) => withNote({ label: w.peak, value: label.peakWithHeight(label.peakName(peak.peak), peak.heightM, peak.heightFt), href: ed.path(hrefs.peak(parts[i]!.peakId)) }, heightNote(ed, parts[i]!)))
          : [
              { label: w.peak, value: label.peaks(e), href: ed.path(hrefs.peak(parts[0]!.peakId)) },
              ...fact(w.height, format.height(e.heightM, e.heightFt)).map((height) => withNote(height, heightNote(ed, parts[0]!))),
            ]),
        { label: w.when, value: label.when(e) },
      ];
  const overview: Fact[] = [
    ...titleFacts,
    ...fact(w.area, e.area),
    ...fact(w.region, label.region(e.region)),
    ...fact(w.expeditionNumber, e.expeditionNumber === undefined ? undefined : format.digits(e.expeditionNumber)),
    ...fact(w.route, e.route),
    ...fact(w.duration, e.durationDays ? w.durationDays(e.durationDays) : undefined),
    // Two sentences, each ended by the language's full stop (Bengali: ।).
    ...fact(w.cost, e.cost ? [label.cost(e.cost), e.cost.note].filter(Boolean).join(`${ed.locale.fullStop} `) : undefined),
    ...fact(w.sponsors, e.sponsors?.join('; ')),
    ...fact(w.agency, e.agency),
    ...fact(w.jointTeam, e.jointTeamPartners?.join('; ')),
  ];

  const team: Fact[] = [
    ...e.members.map((m) => {
      const detail = label.memberDetail(m);
      const href = ed.path(hrefs.person(m.person));
      const name = ed.person(m.person).name;
      return detail ? { label: name, value: detail, href } : { label: name, href };
    }),
    // The sources count more than they name: say so, rather than let the list pass for the whole team.
    ...(e.teamSize === undefined ? [] : [{ label: w.unnamedLabel, value: w.unnamedMembers(e.teamSize - e.members.length, e.teamSize) }]),
  ];

  const approach: Fact[] = [
    ...fact(w.departure, label.placeAndDate(e.departure)),
    ...fact(w.trekStart, label.placeAndDate(e.trekStart)),
    ...fact(w.roadHead, e.roadHead),
    ...e.transitCamps.flatMap((camp) => fact(w.transitCamp, label.camp(camp))),
    ...fact(w.baseCamp, e.baseCamp ? label.camp({ name: e.baseCamp.place, ...e.baseCamp }) : undefined),
    ...fact(w.furtherCamps, e.furtherCamps === undefined ? undefined : format.digits(e.furtherCamps)),
    ...e.highCamps.flatMap((camp) => fact(w.highCamp, label.camp(camp))),
  ];

  const summits: Fact[] = e.summits.map((summit) =>
    summit.summiters
      ? { label: label.summitHeading(summit), value: summit.summiters.map((id) => ed.person(id).name).join(', ') }
      : { label: label.summitHeading(summit) },
  );

  const outcome: Fact[] = [
    { label: w.result, value: e.result === undefined ? words.expedition.results.unknownLong : label.result(e) },
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
