const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-06` → `June 2025`. Formatting by hand keeps build output independent of the machine's locale data. */
export function formatMonthYear(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const name = month ? MONTHS[month - 1] : undefined;
  if (!year || !name) throw new Error(`Not a YYYY-MM value: "${yearMonth}"`);
  return `${name} ${year}`;
}

/** `2010-05-17` → `17 May 2010`. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = month ? MONTHS[month - 1] : undefined;
  if (!year || !name || !day) throw new Error(`Not a YYYY-MM-DD value: "${isoDate}"`);
  return `${day} ${name} ${year}`;
}

export function monthName(month: number): string {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`Not a month number: ${month}`);
  return name;
}
