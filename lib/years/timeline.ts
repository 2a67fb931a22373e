import type { ClubEvent } from '@/lib/schema/event';
import type { Expedition } from '@/lib/schema/expedition';

/**
 * The records year by year (/years/ and /years/<yyyy>/): every year with an expedition or a dated
 * event (a course with dates is an event of kind `course`; a course announced without dates has
 * no year of its own). Pure over the records it is given, so each edition lays out its own words
 * in the same years.
 */

type YearExpedition = Pick<Expedition, 'slug' | 'year' | 'month'>;
type YearEvent = Pick<ClubEvent, 'slug' | 'startDate'>;

/** One thing the club did in a year: an expedition or an event, with the day or month it is known by (YYYY-MM-DD, YYYY-MM or none). */
export type YearEntry<E, V> = { kind: 'expedition'; when?: string; expedition: E } | { kind: 'event'; when: string; event: V };

export interface ArchiveYear<E, V> {
  year: number;
  expeditions: E[];
  events: V[];
  /** Expeditions and events in date order; an expedition whose month is not known comes after the dated ones, in table order. */
  entries: YearEntry<E, V>[];
}

/** Every calendar date a record states (`date:` fields at any depth: departure, camps, summits), sorted. */
export function datesIn(record: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  walk(record);
  return found.sort();
}

/** When an expedition is known to have started: its first stated day in its own year, else its month, else nothing. */
function expeditionWhen(e: YearExpedition): string | undefined {
  const day = datesIn(e).find((date) => date.startsWith(`${e.year}-`));
  if (day) return day;
  return e.month ? `${e.year}-${String(e.month).padStart(2, '0')}` : undefined;
}

/** Year of an event: the year of its first day; an undated announcement has none. */
function eventYear(event: YearEvent): number | undefined {
  return event.startDate ? Number(event.startDate.slice(0, 4)) : undefined;
}

/** Every year with an expedition or a dated event, oldest first, each with its records in date order. */
export function archiveYearsOf<E extends YearExpedition, V extends YearEvent>(expeditions: readonly E[], events: readonly V[]): ArchiveYear<E, V>[] {
  const years = [...new Set([...expeditions.map((e) => e.year), ...events.flatMap((event) => eventYear(event) ?? [])])].sort((a, b) => a - b);
  return years.map((year) => {
    const ofYear = expeditions.filter((e) => e.year === year);
    const eventsOfYear = events.filter((event) => eventYear(event) === year).sort((a, b) => a.startDate!.localeCompare(b.startDate!));
    const dated: YearEntry<E, V>[] = [
      ...ofYear.map((expedition) => ({ kind: 'expedition' as const, when: expeditionWhen(expedition), expedition })).filter((entry) => entry.when !== undefined),
      ...eventsOfYear.map((event) => ({ kind: 'event' as const, when: event.startDate!, event })),
    ];
    // Stable: a month sorts before the days of that month, and equal dates keep table order, expeditions first.
    dated.sort((a, b) => a.when!.localeCompare(b.when!));
    const undated = ofYear.filter((e) => expeditionWhen(e) === undefined).map((expedition) => ({ kind: 'expedition' as const, expedition }));
    return { year, expeditions: ofYear, events: eventsOfYear, entries: [...dated, ...undated] };
  });
}

/** The years before and after one of them in a list of years (oldest first). */
export function neighbourYears(years: readonly number[], year: number): { previous?: number; next?: number } {
  const index = years.indexOf(year);
  if (index < 0) return {};
  return { previous: years[index - 1], next: years[index + 1] };
}
