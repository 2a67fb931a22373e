import { describe, expect, it } from 'vitest';
import { baseRecords, parseRecordFolder } from '@/lib/content';
import { eventSchema } from '@/lib/schema/event';
import { splitEvents } from '@/lib/events/splitEvents';
import { inContentCopy } from '@/tests/fixtures/contentCopy';

const { courses, events } = baseRecords;
const eventWithSlug = (slug: string) => events.find((event) => event.slug === slug);

describe('content/events/', () => {
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

  it('reads every event file, and lists the announcements first, in their courses’ order, then the dated events, newest first', () => {
    const files = parseRecordFolder('events', eventSchema, 'slug').records.map((event) => event.slug);
    expect([...events.map((event) => event.slug)].sort()).toEqual([...files].sort());
    expect(events.map((event) => event.slug)).toEqual([
      'adventure-course-7',
      'rock-climbing-course-40',
      'sandakphu-phalut-womens-trek-2024',
      'manaslu-2022-press-conference',
      'everest-2010-press-conference',
    ]);
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

  it('names the file and the field when an event file has a bad date', () => {
    expect(() =>
      inContentCopy(
        (copy) => copy.edit('events/manaslu-2022-press-conference.en.yml', /^startDate: .*$/m, 'startDate: 28-08-2022'),
        () => parseRecordFolder('events', eventSchema, 'slug'),
      ),
    ).toThrow(/content\/events\/manaslu-2022-press-conference\.en\.yml:\n {2}- startDate: must be a real date/);
  });
});
