import { describe, expect, it } from 'vitest';
import { ContentError, labelByKey, parseContent } from '@/lib/content/parse';
import { eventSchema, eventsSchema, isDated, type EventInput } from '@/lib/schema/event';

const undated: EventInput = { slug: 'sample-trek', title: 'Sample trek', kind: 'trek', place: 'Somewhere', description: 'A test event.' };
const base: EventInput = {
  slug: 'sample-trek',
  title: 'Sample trek',
  kind: 'trek',
  startDate: '2024-11-03',
  place: 'Somewhere',
  description: 'A test event.',
};

function issuesOf(entries: unknown[], courseSlugs: string[] = ['adventure-course-7']): string[] {
  try {
    parseContent(eventsSchema(courseSlugs), entries, 'content/events.ts', labelByKey);
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
  return [];
}

describe('eventSchema', () => {
  it('accepts an undated announcement and a dated multi-day event', () => {
    expect(eventSchema.parse(undated).startDate).toBeUndefined();
    expect(eventSchema.parse({ ...base, endDate: '2024-11-07' }).endDate).toBe('2024-11-07');
    expect(isDated(eventSchema.parse(undated))).toBe(false);
    expect(isDated(eventSchema.parse(base))).toBe(true);
  });

  it('rejects a date that does not exist, naming entry and field', () => {
    expect(issuesOf([{ ...base, startDate: '2024-11-31' }])).toEqual([
      'entry 1 (sample-trek) › field startDate: must be a real date written YYYY-MM-DD (for example 2024-11-03)',
    ]);
  });

  it('rejects an end before the start, and an end without a start', () => {
    expect(issuesOf([{ ...base, endDate: '2024-11-02' }])).toEqual([
      'entry 1 (sample-trek) › field endDate: 2024-11-02 is before the start date 2024-11-03',
    ]);
    expect(issuesOf([{ ...undated, endDate: '2024-11-02' }])).toEqual([
      'entry 1 (sample-trek) › field endDate: needs a startDate as well',
    ]);
  });

  it('rejects an unknown kind and empty text', () => {
    const issues = issuesOf([{ ...base, kind: 'party', title: '  ' }]);
    expect(issues.some((issue) => issue.startsWith('entry 1 (sample-trek) › field kind'))).toBe(true);
    expect(issues.some((issue) => issue.startsWith('entry 1 (sample-trek) › field title: must not be empty'))).toBe(true);
  });
});

describe('eventsSchema', () => {
  it('requires course links to name a real course', () => {
    expect(issuesOf([{ ...base, courseSlug: 'no-such-course' }])).toEqual([
      'entry 1 (sample-trek) › field courseSlug: "no-such-course" is not a course in content/courses/ (known: adventure-course-7)',
    ]);
    expect(issuesOf([{ ...base, courseSlug: 'adventure-course-7' }])).toEqual([]);
  });

  it('rejects duplicate slugs', () => {
    expect(issuesOf([base, { ...base, title: 'Again' }])).toEqual(['entry 2 (sample-trek) › field slug: duplicate slug "sample-trek"']);
  });
});
