import type { SiteWords } from '@/lib/content';
import type { Format } from '@/lib/i18n/format';
import type { Expedition, ExpeditionCamp, ExpeditionMember, ExpeditionSummit, MemberRole } from '@/lib/schema/expedition';
import type { GlossarySection } from '@/lib/schema/glossary';
import { resultLabel } from './results';

/** What the labels are written with: an edition's words, format, glossary names and peaks (an Edition is one). */
export interface LabelLanguage {
  words: Pick<SiteWords, 'expedition' | 'language'>;
  format: Format;
  name(section: GlossarySection, english: string): string;
  /** A peak of the registry in the edition's language, by id. */
  peak(id: string): { name: string; tableLabel?: string };
}

/**
 * Display text for expedition fields in one edition, shared by pages, the summary PDF and the
 * artwork so that a height or a date reads the same everywhere. Every label is absent (never
 * "undefined") when there is nothing to say. Pages reach them as `ed.label`.
 */
export interface ExpeditionLabels {
  /** A peak as the expedition table names it, by id: `Everest`, `Seta Glacier (exploration)`. */
  peakName(id: string): string;
  /** The expedition's peak, or its peaks joined: `Everest`, `Thelu & Koteswar` / `থেলু ও কোটেশ্বর`. */
  peaks(e: Pick<Expedition, 'peak' | 'peaks'>): string;
  /** `Everest (8848.86 m)`, `Shivling (6543 m / 21467 ft)`, `Thelu (6000 m) & Koteswar (6061 m / 19880 ft)`: the table's and cards' title. */
  title(e: Expedition): string;
  /** `Everest (8848.86 m), 2010`: a title that says the year, where expeditions of several years are listed. */
  titleWithYear(e: Expedition): string;
  /** `May 1987`, or `1987` when the month is not known. */
  when(e: Expedition): string;
  /** The table's own wording of the result, or "Not known yet". */
  result(e: Pick<Expedition, 'result'>): string;
  /** The region as the edition names it: `Gangotri (Garhwal)` → `গঙ্গোত্রী (গাড়োয়াল)`. */
  region(region: string): string;
  region(region: string | undefined): string | undefined;
  /** `Everest (8848.86 m)`, or just the name when the height is not known. */
  peakWithHeight(name: string, heightM?: number, heightFt?: number): string;
  role(role: MemberRole): string;
  /** `Deputy leader, video cameraman`, `Leader (Keokradong)`, `Member, load ferrying; reached Camp I`. */
  memberDetail(m: ExpeditionMember): string | undefined;
  /** `07:40`, `07:40-07:45`, `about 10:00`; on Bengali pages `সকাল ৭টা ৪০ মিনিট` (never the 24-hour clock). */
  time(time: string): string;
  /** `Darbang (1110 m), 16 April 2013`; `Camp IV (South Col, 7900 m)`. */
  camp(camp: Pick<ExpeditionCamp, 'altitudeM' | 'altitudeFt' | 'date'> & { name?: string }): string | undefined;
  /** `Gangotri, 17 August 2005` from a place and/or date. */
  placeAndDate(value: { place?: string; date?: string } | undefined): string | undefined;
  /** `Rs 42 lakh`. */
  cost(cost: NonNullable<Expedition['cost']>): string;
  /** `Everest, 17 May 2010, 07:40-07:45`. */
  summitHeading(summit: ExpeditionSummit): string;
}

/**
 * `Everest` + `8848.86 m` → `Everest (8848.86 m)`; a name that already ends in brackets takes the
 * extra inside them: `Black Peak (Kalanag, 6387 m)`, not a second pair of brackets.
 */
function withBracketed(name: string, extra: string | undefined): string {
  if (!extra) return name;
  return name.endsWith(')') ? `${name.slice(0, -1)}, ${extra})` : `${name} (${extra})`;
}

const present = (part: string | undefined): part is string => Boolean(part);

/** The labels of one edition, from its words, format and names. */
export function expeditionLabels({ words, format, name, peak }: LabelLanguage): ExpeditionLabels {
  const facts = words.expedition.facts;
  const peakName = (id: string) => peak(id).tableLabel ?? peak(id).name;
  const and = ` ${words.language.and} `;
  const peakWithHeight = (named: string, heightM?: number, heightFt?: number) => withBracketed(named, format.height(heightM, heightFt));
  const title = (e: Expedition) =>
    e.peaks ? e.peaks.map((part) => peakWithHeight(peakName(part.peak), part.heightM, part.heightFt)).join(and) : peakWithHeight(peakName(e.peak!), e.heightM, e.heightFt);
  const role = (memberRole: MemberRole) => facts.roles[memberRole];
  const time = (clock: string) => (clock.startsWith('c. ') ? facts.about(format.clock(clock.slice(3))) : format.clock(clock));
  return {
    peakName,
    peaks: (e) => (e.peaks ? e.peaks.map((part) => peakName(part.peak)).join(and) : peakName(e.peak!)),
    title,
    titleWithYear: (e) => words.expedition.titleWithYear(title(e), e.year),
    when: (e) => (e.month ? `${format.month(e.month)} ${format.digits(e.year)}` : format.digits(e.year)),
    result: (e) => resultLabel(words.expedition.results, e),
    // A region is a fact of the record (kept in English there); each place in it takes the
    // glossary's form, and a place missing from the glossary stops the build, naming it.
    region: ((region: string | undefined) => region?.replace(/[A-Za-z][A-Za-z’' &]*[A-Za-z]/g, (place) => name('places', place))) as ExpeditionLabels['region'],
    peakWithHeight,
    role,
    memberDetail(m) {
      const memberRole = m.role ? `${role(m.role)}${m.team ? ` (${m.team})` : ''}` : m.team;
      const job = [memberRole, m.duties].filter(present).join(', ');
      const parts = [job, m.note].filter(present);
      if (parts.length === 0) return undefined;
      const detail = parts.join('; ');
      return detail.charAt(0).toUpperCase() + detail.slice(1);
    },
    time,
    camp(camp) {
      const altitude = format.height(camp.altitudeM, camp.altitudeFt);
      const where = camp.name ? withBracketed(camp.name, altitude) : altitude;
      const parts = [where, camp.date ? format.date(camp.date) : undefined].filter(present);
      return parts.length > 0 ? parts.join(', ') : undefined;
    },
    placeAndDate(value) {
      if (!value) return undefined;
      const parts = [value.place, value.date ? format.date(value.date) : undefined].filter(present);
      return parts.length > 0 ? parts.join(', ') : undefined;
    },
    cost: (cost) => facts.costLakh(cost.lakhRupees),
    summitHeading: (summit) => [peakName(summit.peak), summit.date ? format.date(summit.date) : undefined, summit.time ? time(summit.time) : undefined].filter(present).join(', '),
  };
}

/** The highest known summit height of the expedition's objective(s), in metres. */
export function highestHeightM(e: Expedition): number | undefined {
  const heights = [e.heightM, ...(e.peaks ?? []).map((peak) => peak.heightM)].filter((height): height is number => height !== undefined);
  return heights.length > 0 ? Math.max(...heights) : undefined;
}

/** Height of the peak a summit entry names (the main peak or one of `peaks`). */
export function summitHeightM(e: Expedition, summit: ExpeditionSummit): number | undefined {
  const part = e.peaks?.find((p) => p.peak === summit.peak);
  if (part) return part.heightM;
  return summit.peak === e.peak ? e.heightM : undefined;
}
