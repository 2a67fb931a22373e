import { hrefs } from '@/lib/routes';
import { addDays } from '@/lib/schema/calendarDate';

/** What an .ics export needs from an event; only dated events can be exported. */
export type IcsEvent = {
  slug: string;
  title: string;
  startDate: string;
  endDate?: string;
  place: string;
  description: string;
};

/** Where a dated event's calendar file is served, or undefined for an undated announcement (it has none). */
export function icsHref(event: { slug: string; startDate?: string }): string | undefined {
  return event.startDate === undefined ? undefined : hrefs.eventIcs(event.slug);
}

const productId = "-//Mountaineers' Association of Krishnanagar//Club events//EN";

/**
 * An RFC 5545 calendar with one all-day event. Deterministic: DTSTAMP is the event's start day,
 * so the file changes only when the event does.
 */
export function eventIcs(event: IcsEvent, siteUrl: string): string {
  if (!event.startDate) throw new Error(`eventIcs: event "${event.slug}" has no startDate; undated events have no calendar file`);
  const site = new URL(siteUrl);
  const start = compactDay(event.startDate);
  // DTEND of an all-day event is exclusive: the day after the last day.
  const endExclusive = compactDay(addDays(event.endDate ?? event.startDate, 1));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.slug}@${site.hostname}`,
    `DTSTAMP:${start}T000000Z`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${endExclusive}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.place)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${new URL(hrefs.eventEntry(event.slug), site).href}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function compactDay(day: string): string {
  return day.replaceAll('-', '');
}

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1 folding: no line longer than 75 octets (excluding CRLF); continuation lines start
 * with one space. Splits between code points, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    if (currentOctets + octets > 75) {
      pieces.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n');
}
