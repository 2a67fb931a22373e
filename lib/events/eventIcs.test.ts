import { describe, expect, it } from 'vitest';
import { baseRecords } from '@/lib/content';
import { pathIn } from '@/lib/i18n/lang';
import { isDated } from '@/lib/schema/event';
import { escapeText, eventIcs, foldLine, icsHref, type IcsEvent } from '@/lib/events/eventIcs';
import { hrefs } from '@/lib/routes';

type Property = { name: string; params: string[]; value: string };
type Component = { name: string; properties: Property[]; children: Component[] };

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * A deliberately strict reader for the subset of RFC 5545 we emit: CRLF only, physical lines of at
 * most 75 octets, folding by CRLF + one space, balanced BEGIN/END, well-formed property names.
 */
function parseIcs(ics: string): Component {
  if (!ics.endsWith('\r\n')) throw new Error('must end with CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(ics)) throw new Error('bare CR or LF');
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (octets(line) > 75) throw new Error(`line over 75 octets: ${line}`);
    if (line === '') throw new Error('empty line');
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) {
      if (logical.length === 0) throw new Error('continuation before first line');
      logical[logical.length - 1] += line.slice(1);
    } else {
      logical.push(line);
    }
  }
  const root: Component = { name: '', properties: [], children: [] };
  const stack: Component[] = [root];
  for (const line of logical) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^;:]+)*):(.*)$/.exec(line);
    if (!match) throw new Error(`malformed line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    const current = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name || 'nothing'}`);
      stack.pop();
    } else {
      if (current === root) throw new Error(`property outside a component: ${name}`);
      current.properties.push({ name, params: params.split(';').filter(Boolean), value });
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed ${stack[stack.length - 1]!.name}`);
  if (root.children.length !== 1 || root.children[0]!.name !== 'VCALENDAR') throw new Error('expected one VCALENDAR');
  return root.children[0]!;
}

/** Reverses TEXT escaping, and fails on a comma or semicolon that was not escaped. */
function unescapeText(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index++) {
    const character = value[index]!;
    if (character === '\\') {
      const next = value[++index];
      if (next === 'n' || next === 'N') result += '\n';
      else if (next === '\\' || next === ';' || next === ',') result += next;
      else throw new Error(`bad escape \\${next}`);
    } else if (character === ',' || character === ';') {
      throw new Error(`unescaped ${character} in ${value}`);
    } else {
      result += character;
    }
  }
  return result;
}

function property(component: Component, name: string): Property {
  const found = component.properties.filter((candidate) => candidate.name === name);
  if (found.length !== 1) throw new Error(`${component.name} must have exactly one ${name}, has ${found.length}`);
  return found[0]!;
}

const awkward: IcsEvent = {
  slug: 'awkward-event',
  title: 'Slides; talk, and \\ backslash',
  startDate: '2024-12-30',
  endDate: '2024-12-31',
  place: 'Aarohan, Church Road; Krishnanagar',
  description:
    'First line,\nsecond line; with a very long tail that certainly needs folding across several physical lines of the file.\r\nবাংলা লেখা ও ⛰🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔🏔 যাতে বহু-বাইট অক্ষর ভাঙা না হয় তা দেখার জন্য দীর্ঘ একটি বাক্য।',
};

describe('eventIcs', () => {
  it('writes a valid calendar with one all-day event', () => {
    const calendar = parseIcs(eventIcs(awkward, 'https://example.org/'));
    expect(property(calendar, 'VERSION').value).toBe('2.0');
    expect(property(calendar, 'PRODID').value).toContain('Krishnanagar');
    expect(calendar.children.map((child) => child.name)).toEqual(['VEVENT']);
    const event = calendar.children[0]!;
    expect(property(event, 'UID').value).toBe('awkward-event@example.org');
    expect(property(event, 'DTSTAMP').value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: ['VALUE=DATE'], value: '20241230' });
    // DTEND is exclusive: the day after the last day, here across a year boundary.
    expect(property(event, 'DTEND')).toEqual({ name: 'DTEND', params: ['VALUE=DATE'], value: '20250101' });
    expect(property(event, 'URL').value).toBe('https://example.org/Upcoming-events/#awkward-event');
  });

  it('escapes text so it reads back exactly', () => {
    const event = parseIcs(eventIcs(awkward, 'https://example.org')).children[0]!;
    expect(unescapeText(property(event, 'SUMMARY').value)).toBe(awkward.title);
    expect(unescapeText(property(event, 'LOCATION').value)).toBe(awkward.place);
    expect(unescapeText(property(event, 'DESCRIPTION').value)).toBe(awkward.description.replace(/\r\n/g, '\n'));
  });

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const ics = eventIcs(awkward, 'https://example.org');
    const lines = ics.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(Math.max(...lines.map(octets))).toBeLessThanOrEqual(75);
    // Each physical line decodes on its own, so no UTF-8 sequence was cut.
    for (const line of lines) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('ends a one-day event on the next day and is deterministic', () => {
    const single = { slug: 'one', title: 'One', startDate: '2024-02-28', place: 'P', description: 'D' };
    const first = eventIcs(single, 'https://example.org');
    expect(first).toContain('\r\nDTEND;VALUE=DATE:20240229\r\n');
    expect(first).toContain('\r\nDTSTAMP:20240228T000000Z\r\n');
    expect(eventIcs(single, 'https://example.org')).toBe(first);
  });

  it('refuses an undated event and a bad site URL', () => {
    const undated = { slug: 'tba', title: 'T', place: 'P', description: 'D' } as unknown as IcsEvent;
    expect(() => eventIcs(undated, 'https://example.org')).toThrow(/"tba" has no startDate/);
    expect(() => eventIcs(awkward, 'not a url')).toThrow();
  });

  it('produces a valid file for every dated event in the content', () => {
    const dated = baseRecords.events.filter(isDated);
    expect(dated.length).toBeGreaterThan(0);
    for (const event of dated) {
      const calendar = parseIcs(eventIcs(event, 'https://mak.example'));
      const vevent = calendar.children[0]!;
      expect(unescapeText(property(vevent, 'SUMMARY').value)).toBe(event.title);
      expect(property(vevent, 'DTSTART').value).toBe(event.startDate.replaceAll('-', ''));
    }
  });
});

describe('escapeText', () => {
  it('escapes backslash first, then ; , and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('icsHref and hrefs.eventEntry', () => {
  it('gives a calendar link only to dated events', () => {
    expect(icsHref({ slug: 'everest-2010-press-conference', startDate: '2010-03-26' })).toBe('/events/everest-2010-press-conference.ics');
    expect(icsHref({ slug: 'adventure-course-7' })).toBeUndefined();
    expect(hrefs.eventEntry('x')).toBe('/Upcoming-events/#x');
    expect(pathIn('bn', hrefs.eventEntry('x'))).toBe('/bn/Upcoming-events/#x');
  });
});
