import { z } from 'zod';

/**
 * True when `value` is a real calendar day written YYYY-MM-DD. Days are kept as strings so that
 * no time zone can shift them; `2024-02-30` and `2024-2-3` are rejected.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day written YYYY-MM-DD, validated. */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'must be a real date written YYYY-MM-DD (for example 2024-11-03)' });

/** The day `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${JSON.stringify(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Lower-case words joined by hyphens: the shape of new slugs (old report slugs keep their case). */
export const kebabSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case letters and digits joined by hyphens' });
