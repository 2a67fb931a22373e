/** The club is in India: "today" and "past" are decided on the calendar in Asia/Kolkata. */
const kolkataDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) that `instant` falls on in Asia/Kolkata. */
export function kolkataDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new Error('kolkataDate: invalid Date');
  const parts = Object.fromEntries(kolkataDay.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
