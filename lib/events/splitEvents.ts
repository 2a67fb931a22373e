import { kolkataDate } from '@/lib/events/kolkataDate';

type Schedulable = { startDate?: string; endDate?: string };

/** The last day an event runs (its end date, else its start date); undefined when undated. */
export function lastDay(event: Schedulable): string | undefined {
  return event.endDate ?? event.startDate;
}

/**
 * Splits events into upcoming and past as seen on `now`'s day in Asia/Kolkata. An event is past
 * once its last day is before today, so an event running today is still upcoming. Undated events
 * are announcements ("dates to be announced") and stay upcoming.
 *
 * Upcoming: soonest first, undated last (in content order). Past: most recent first.
 */
export function splitEvents<E extends Schedulable>(events: readonly E[], now: Date): { upcoming: E[]; past: E[] } {
  const today = kolkataDate(now);
  const upcoming: E[] = [];
  const past: E[] = [];
  for (const event of events) {
    const last = lastDay(event);
    if (last !== undefined && last < today) past.push(event);
    else upcoming.push(event);
  }
  // Array.prototype.sort is stable, so ties and undated events keep content order.
  upcoming.sort((a, b) => compareOptionalDays(a.startDate, b.startDate) || compareOptionalDays(lastDay(a), lastDay(b)));
  past.sort((a, b) => compareDays(lastDay(b)!, lastDay(a)!) || compareDays(b.startDate!, a.startDate!));
  return { upcoming, past };
}

function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ascending, with undefined (undated) after every date. */
function compareOptionalDays(a: string | undefined, b: string | undefined): number {
  if (a === undefined) return b === undefined ? 0 : 1;
  if (b === undefined) return -1;
  return compareDays(a, b);
}
