/**
 * The parts of the dates content writes (YYYY-MM-DD, YYYY-MM), or an error naming the bad value.
 * Formatting them in words is lib/i18n/format.ts's job.
 */
const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

/** `2025-06` → `{ year: 2025, month: 6 }`. */
export function parseYearMonth(yearMonth: string): { year: number; month: number } {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || month === undefined || !isMonth(month)) throw new Error(`Not a YYYY-MM value: "${yearMonth}"`);
  return { year, month };
}

/** `2010-05-17` → `{ year: 2010, month: 5, day: 17 }`. */
export function parseCalendarDate(isoDate: string): { year: number; month: number; day: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || month === undefined || !isMonth(month) || !day) throw new Error(`Not a YYYY-MM-DD value: "${isoDate}"`);
  return { year, month, day };
}
