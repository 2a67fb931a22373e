import { describe, expect, it } from 'vitest';
import { eventEntries } from '@/content/events';
import { baseRecords } from '@/lib/content';
import { labelByKey, parseContent } from '@/lib/content/parse';
import { eventsSchema } from '@/lib/schema/event';
import { splitEvents } from '@/lib/events/splitEvents';

const { courses, events } = baseRecords;
const eventWithSlug = (slug: string) => events.find((event) => event.slug === slug);

describe('content/events.ts', () => {
  it('announces each course, undated, with its form', () => {
    for (const course of courses) {
      const announcement = events.find((event) => event.courseSlug === course.slug);
      expect(announcement, course.slug).toBeDefined();
      expect(announcement?.startDate).toBeUndefined();
      expect(announcement?.kind).toBe('course');
    }
  });

  it('keeps the dated past events from the facts', () => {
    expect(eventWithSlug('sandakphu-phalut-womens-trek-2024')?.startDate).toBe('2024-11-03');
    expect(eventWithSlug('manaslu-2022-press-conference')).toMatchObject({ startDate: '2022-08-28', place: 'Kolkata Press Club' });
    expect(eventWithSlug('everest-2010-press-conference')).toMatchObject({ startDate: '2010-03-26', place: 'Calcutta Press Club' });
  });

  it('lists the undated courses as announcements, never as coming up, and the rest as past, newest first', () => {
    const { upcoming, announced, past } = splitEvents(events, new Date('2026-11-21T12:00:00+05:30'));
    expect(upcoming).toEqual([]);
    expect(announced.map((event) => event.slug)).toEqual(['adventure-course-7', 'rock-climbing-course-40']);
    expect(past.map((event) => event.slug)).toEqual([
      'sandakphu-phalut-womens-trek-2024',
      'manaslu-2022-press-conference',
      'everest-2010-press-conference',
    ]);
  });

  it('names file, entry and field when an entry has a bad date', () => {
    const broken = eventEntries.map((entry) =>
      entry.slug === 'manaslu-2022-press-conference' ? { ...entry, startDate: '28-08-2022' } : entry,
    );
    expect(() =>
      parseContent(eventsSchema(courses.map((course) => course.slug)), broken, 'content/events.ts', labelByKey),
    ).toThrow(/content\/events\.ts[\s\S]*entry 4 \(manaslu-2022-press-conference\) › field startDate: must be a real date/);
  });
});
