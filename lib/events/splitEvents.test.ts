import { describe, expect, it } from 'vitest';
import { kolkataDate } from '@/lib/events/kolkataDate';
import { lastDay, splitEvents } from '@/lib/events/splitEvents';

type E = { slug: string; startDate?: string; endDate?: string };
const slugs = (list: E[]) => list.map((event) => event.slug);

describe('kolkataDate', () => {
  it('uses the Indian calendar day, not UTC', () => {
    expect(kolkataDate(new Date('2024-11-02T18:29:59Z'))).toBe('2024-11-02');
    expect(kolkataDate(new Date('2024-11-02T18:30:00Z'))).toBe('2024-11-03');
    expect(kolkataDate(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
  });
  it('refuses an invalid Date', () => {
    expect(() => kolkataDate(new Date('nonsense'))).toThrow(/invalid Date/);
  });
});

describe('splitEvents', () => {
  const oneDay: E = { slug: 'one-day', startDate: '2024-11-03' };
  const span: E = { slug: 'span', startDate: '2024-11-01', endDate: '2024-11-03' };

  it('keeps an event upcoming through its last day in India, and past from the next day', () => {
    // 23:59:59 on 3 November in Kolkata
    let result = splitEvents([oneDay, span], new Date('2024-11-03T18:29:59Z'));
    expect(slugs(result.upcoming)).toEqual(['span', 'one-day']);
    expect(result.past).toEqual([]);
    // 00:00 on 4 November in Kolkata, still 3 November in UTC
    result = splitEvents([oneDay, span], new Date('2024-11-03T18:30:00Z'));
    expect(result.upcoming).toEqual([]);
    expect(slugs(result.past)).toEqual(['one-day', 'span']);
  });

  it('judges a multi-day event by its end date', () => {
    const result = splitEvents([span], new Date('2024-11-02T12:00:00+05:30'));
    expect(slugs(result.upcoming)).toEqual(['span']);
    expect(lastDay(span)).toBe('2024-11-03');
    expect(lastDay({})).toBeUndefined();
  });

  it('keeps undated announcements apart from upcoming events, in content order', () => {
    const events: E[] = [
      { slug: 'tba-a' },
      { slug: 'later', startDate: '2031-05-01' },
      { slug: 'tba-b' },
      { slug: 'sooner', startDate: '2030-01-10', endDate: '2030-01-14' },
      { slug: 'old', startDate: '2001-01-01' },
    ];
    const { upcoming, announced, past } = splitEvents(events, new Date('2029-12-31T12:00:00+05:30'));
    expect(slugs(upcoming)).toEqual(['sooner', 'later']);
    expect(slugs(announced)).toEqual(['tba-a', 'tba-b']);
    expect(slugs(past)).toEqual(['old']);
  });

  it('orders past events most recent first, by the day they ended', () => {
    const events: E[] = [
      { slug: 'a-2010', startDate: '2010-03-26' },
      { slug: 'b-2024-long', startDate: '2024-10-01', endDate: '2024-11-20' },
      { slug: 'c-2024', startDate: '2024-11-03' },
      { slug: 'd-2022', startDate: '2022-08-28' },
    ];
    const { past } = splitEvents(events, new Date('2025-01-01T12:00:00+05:30'));
    expect(slugs(past)).toEqual(['b-2024-long', 'c-2024', 'd-2022', 'a-2010']);
  });

  it('orders upcoming events with the same start by their end, and leaves the input alone', () => {
    const events: E[] = [
      { slug: 'long', startDate: '2030-01-01', endDate: '2030-01-09' },
      { slug: 'short', startDate: '2030-01-01' },
    ];
    const copy = structuredClone(events);
    expect(slugs(splitEvents(events, new Date('2029-01-01')).upcoming)).toEqual(['short', 'long']);
    expect(events).toEqual(copy);
  });
});
