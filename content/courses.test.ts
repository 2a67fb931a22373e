import { describe, expect, it } from 'vitest';
import { courseEntries } from '@/content/courses';
import { baseRecords } from '@/lib/content';
import { labelByKey, parseContent } from '@/lib/content/parse';
import { coursesSchema } from '@/lib/schema/course';

const { courses } = baseRecords;

describe('content/courses.ts', () => {
  it('validates and holds the two courses the club announces', () => {
    expect(courses.map((course) => [course.slug, course.number, course.name, course.venue, course.district])).toEqual([
      ['adventure-course-7', 7, 'Adventure Course', 'Sirkabad', 'Purulia'],
      ['rock-climbing-course-40', 40, 'Rock Climbing Course', 'Susunia Hills', 'Bankura'],
    ]);
    const courseWithSlug = (slug: string) => courses.find((course) => course.slug === slug);
    expect(courseWithSlug('rock-climbing-course-40')?.formHref).toBe('/forms/rock-climbing-course-40.pdf');
    expect(courseWithSlug('no-such-course')).toBeUndefined();
  });

  it('says nothing it does not know: no fees, ages or dates in the descriptions', () => {
    for (const course of courses) {
      expect(course.description).not.toMatch(/\bRs\b|₹|\bfees?\b|\bages?\b|\baged\b|\d{4}-\d{2}-\d{2}/i);
      expect(course.description).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/);
    }
  });

  it('names file, entry and field when an entry is broken', () => {
    const broken = courseEntries.map((entry, index) => (index === 1 ? { ...entry, formUpdated: '2026-13-01' } : entry));
    expect(() => parseContent(coursesSchema, broken, 'content/courses.ts', labelByKey)).toThrow(
      /content\/courses\.ts[\s\S]*entry 2 \(rock-climbing-course-40\) › field formUpdated: must be a real date/,
    );
  });
});
