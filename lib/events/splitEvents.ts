import { kolkataDate } from '@/lib/events/kolkataDate';

type Schedulable = { startDate?: string; endDate?: string };

/** The last day an event runs (its end date, else its start date); undefined when undated. */
export function lastDay(event: Schedulable): string | undefined {
  return event.endDate ?? event.startDate;
}

/**
 * Splits events as seen on `now`'s day in Asia/Kolkata into three lists:
 * - upcoming: dated events whose last day is today or later (an event running today is upcoming),
 *   soonest first;
 * - announced: undated announcements, in content order. They are not "coming up": an announcement
 *   without a date may be old, and only a date can say an event is still ahead;
 * - past: dated events whose last day is before today, most recent first.
 */
export function splitEvents<E extends Schedulable>(events: readonly E[], now: Date): { upcoming: E[]; announced: E[]; past: E[] } {
  const today = kolkataDate(now);
  const upcoming: E[] = [];
  const announced: E[] = [];
  const past: E[] = [];
  for (const event of events) {
    const last = lastDay(event);
    if (last === undefined) announced.push(event);
    else if (last < today) past.push(event);
    else upcoming.push(event);
  }
  // Array.prototype.sort is stable, so ties keep content order.
  upcoming.sort((a, b) => compareDays(a.startDate!, b.startDate!) || compareDays(lastDay(a)!, lastDay(b)!));
  past.sort((a, b) => compareDays(lastDay(b)!, lastDay(a)!) || compareDays(b.startDate!, a.startDate!));
  return { upcoming, announced, past };
}

function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
