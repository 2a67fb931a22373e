import { formatIn, wordsFor } from '@/lib/content';
import { nameIn } from '@/lib/content';
import type { Lang } from '@/lib/i18n/lang';
import { digitsIn } from '@/lib/i18n/format';
import type {
  Expedition,
  ExpeditionCamp,
  ExpeditionMember,
  ExpeditionSummit,
  MemberRole,
} from '@/lib/schema/expedition';

/**
 * Display text for expedition fields, shared by pages, the summary PDF and the artwork so that a
 * height or a date reads the same everywhere. Every function returns undefined (never "undefined")
 * when there is nothing to say.
 */

/** `8848.86 m`, `6000 m`: the figure as the club gave it, no rounding. */
export function formatMetres(lang: Lang, metres: number): string {
  return formatIn(lang).metres(metres);
}

/** `21467 ft` / `২১৪৬৭ ফুট`: like metres, the figure as the club gave it, without grouping. */
export function formatFeet(lang: Lang, feet: number): string {
  return formatIn(lang).feet(feet);
}

/** `6543 m / 21467 ft`, `6543 m`, or undefined when no height is known. */
export function heightLabel(lang: Lang, heightM?: number, heightFt?: number): string | undefined {
  return formatIn(lang).height(heightM, heightFt);
}

/**
 * `Everest` + `8848.86 m` → `Everest (8848.86 m)`; a name that already ends in brackets takes the
 * extra inside them: `Black Peak (Kalanag, 6387 m)`, not a second pair of brackets.
 */
function withBracketed(name: string, extra: string | undefined): string {
  if (!extra) return name;
  return name.endsWith(')') ? `${name.slice(0, -1)}, ${extra})` : `${name} (${extra})`;
}

/** `Everest (8848.86 m)`, or just the name when the height is not known. */
export function peakWithHeight(lang: Lang, name: string, heightM?: number, heightFt?: number): string {
  return withBracketed(name, heightLabel(lang, heightM, heightFt));
}

/**
 * The expedition's title as the table and report cards show it: `Everest (8848.86 m)`,
 * `Shivling (6543 m / 21467 ft)`, `Thelu (6000 m) & Koteswar (6061 m / 19880 ft)`.
 */
export function expeditionTitle(lang: Lang, e: Expedition): string {
  if (e.peaks) return e.peaks.map((peak) => peakWithHeight(lang, peak.name, peak.heightM, peak.heightFt)).join(` ${wordsFor(lang).language.and} `);
  return peakWithHeight(lang, e.peak, e.heightM, e.heightFt);
}

/** The highest known summit height of the expedition's objective(s), in metres. */
export function highestHeightM(e: Expedition): number | undefined {
  const heights = [e.heightM, ...(e.peaks ?? []).map((peak) => peak.heightM)].filter(
    (height): height is number => height !== undefined,
  );
  return heights.length > 0 ? Math.max(...heights) : undefined;
}

/** Height of the peak a summit entry names (the main peak or one of `peaks`). */
export function summitHeightM(e: Expedition, summit: ExpeditionSummit): number | undefined {
  const peak = e.peaks?.find((p) => p.name === summit.peak);
  if (peak) return peak.heightM;
  return summit.peak === e.peak ? e.heightM : undefined;
}

/** The names of a summit's summiters as the record's members carry them, in the record's language (each summiter is a member). */
export function summiterNames(e: Expedition, summit: ExpeditionSummit): string[] {
  return (summit.summiters ?? []).map((id) => e.members.find((m) => m.person === id)?.name ?? id);
}

/** `May 1987`, or `1987` when the month is not known. */
export function expeditionWhen(lang: Lang, e: Expedition): string {
  return e.month ? `${formatIn(lang).month(e.month)} ${digitsIn(lang, e.year)}` : digitsIn(lang, e.year);
}

export function roleLabel(lang: Lang, role: MemberRole): string {
  return wordsFor(lang).expedition.facts.roles[role];
}

/** `Deputy leader, video cameraman`, `Leader (Keokradong)`, `Member, load ferrying; reached Camp I`, or undefined when nothing is known. */
export function memberDetail(lang: Lang, m: ExpeditionMember): string | undefined {
  const role = m.role ? `${roleLabel(lang, m.role)}${m.team ? ` (${m.team})` : ''}` : m.team;
  const job = [role, m.duties].filter((part): part is string => Boolean(part)).join(', ');
  const parts = [job, m.note].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return undefined;
  const detail = parts.join('; ');
  return detail.charAt(0).toUpperCase() + detail.slice(1);
}

/** `07:40`, `07:40-07:45`, `about 10:00`. */
export function timeLabel(lang: Lang, time: string): string {
  return time.startsWith('c. ') ? wordsFor(lang).expedition.facts.about(digitsIn(lang, time.slice(3))) : digitsIn(lang, time);
}

/** `Darbang (1110 m), 16 April 2013`; `Camp IV (South Col, 7900 m)`. */
export function campLabel(lang: Lang, camp: Pick<ExpeditionCamp, 'altitudeM' | 'altitudeFt' | 'date'> & { name?: string }): string | undefined {
  const altitude = heightLabel(lang, camp.altitudeM, camp.altitudeFt);
  const where = camp.name ? withBracketed(camp.name, altitude) : altitude;
  const parts = [where, camp.date ? formatIn(lang).date(camp.date) : undefined].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** `Gangotri, 17 August 2005` from a place and/or date. */
export function placeAndDateLabel(lang: Lang, value: { place?: string; date?: string } | undefined): string | undefined {
  if (!value) return undefined;
  const parts = [value.place, value.date ? formatIn(lang).date(value.date) : undefined].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** `Rs 42 lakh`. */
export function costLabel(lang: Lang, cost: NonNullable<Expedition['cost']>): string {
  return wordsFor(lang).expedition.facts.costLakh(cost.lakhRupees);
}

/** `Everest, 17 May 2010, 07:40-07:45`. */
export function summitHeading(lang: Lang, summit: ExpeditionSummit): string {
  return [summit.peak, summit.date ? formatIn(lang).date(summit.date) : undefined, summit.time ? timeLabel(lang, summit.time) : undefined]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/**
 * The region as the edition names it: `Gangotri (Garhwal)` → `গঙ্গোত্রী (গাড়োয়াল)`. A region is a
 * fact of the record (kept in English there); each place in it takes the glossary's form in the
 * edition's language, and a place missing from the glossary stops the build, naming it.
 */
export function regionIn(lang: Lang, region: string): string;
export function regionIn(lang: Lang, region: string | undefined): string | undefined;
export function regionIn(lang: Lang, region: string | undefined): string | undefined {
  return region?.replace(/[A-Za-z][A-Za-z’' &]*[A-Za-z]/g, (place) => nameIn(lang, 'places', place));
}
