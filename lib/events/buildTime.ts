import { isCalendarDate } from '@/lib/schema/calendarDate';

/**
 * The moment the site is built, which decides what is "upcoming". Set BUILD_DATE=YYYY-MM-DD to
 * pin it (tests, reproducible builds); otherwise it is now. A pinned day is taken as noon in
 * India, so it is that same day in Asia/Kolkata.
 */
export function buildTime(env: Record<string, string | undefined> = process.env, now: () => Date = () => new Date()): Date {
  const pinned = env.BUILD_DATE?.trim();
  if (pinned === undefined || pinned === '') return now();
  if (!isCalendarDate(pinned)) {
    throw new Error(`BUILD_DATE must be a real date written YYYY-MM-DD (for example 2025-07-26), got ${JSON.stringify(pinned)}`);
  }
  return new Date(`${pinned}T12:00:00+05:30`);
}
