import { describe, expect, it } from 'vitest';
import { baseRecords, parseRecordFolder } from '@/lib/content';
import { courseSchema } from '@/lib/schema/course';
import { inContentCopy, type ContentCopy } from '@/tests/fixtures/contentCopy';

const { courses } = baseRecords;

describe('content/courses/', () => {
  it('validates and holds the two courses the club announces, in the order of their numbers', () => {
    expect(courses.map((course) => [course.slug, course.number, course.name, course.venue, course.district])).toEqual([
      ['adventure-course-7', 7, 'Adventure Course', 'Sirkabad', 'Purulia'],
      ['rock-climbing-course-40', 40, 'Rock Climbing Course', 'Susunia Hills', 'Bankura'],
    ]);
    const courseWithSlug = (slug: string) => courses.find((course) => course.slug === slug);
    expect(courseWithSlug('rock-climbing-course-40')?.formHref).toBe('/forms/rock-climbing-course-40.pdf');
    expect(courseWithSlug('no-such-course')).toBeUndefined();
  });

  it('reads one file per course, named by its slug', () => {
    const folder = parseRecordFolder('courses', courseSchema, 'slug');
    expect([...folder.files.entries()].sort()).toEqual(courses.map((course) => [course.slug, `content/courses/${course.slug}.en.yml`]).sort());
    expect(Object.keys(folder.words.bn ?? {}).sort()).toEqual(courses.map((course) => course.slug).sort());
  });

  it('says nothing it does not know: no fees, ages or dates in the descriptions', () => {
    for (const course of courses) {
      expect(course.description).not.toMatch(/\bRs\b|₹|\bfees?\b|\bages?\b|\baged\b|\d{4}-\d{2}-\d{2}/i);
      expect(course.description).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/);
    }
  });

  it('names the file and the field when a course file is broken', () => {
    const read = () => parseRecordFolder('courses', courseSchema, 'slug');
    expect(() => inContentCopy((copy) => copy.edit('courses/rock-climbing-course-40.en.yml', /^formUpdated: .*$/m, 'formUpdated: 2026-13-01'), read)).toThrow(
      /content\/courses\/rock-climbing-course-40\.en\.yml[\s\S]*formUpdated: must be a real date/,
    );
    const renamed = (copy: ContentCopy) => {
      copy.edit('courses/adventure-course-7.en.yml', /^slug: .*$/m, 'slug: adventure-course-8');
      copy.edit('courses/adventure-course-7.en.yml', /^formHref: .*$/m, 'formHref: /forms/adventure-course-8.pdf');
    };
    expect(() => inContentCopy(renamed, read)).toThrow(
      'content/courses/adventure-course-7.en.yml:\n  - slug: "adventure-course-8" must be the file\'s name, "adventure-course-7"',
    );
  });
});
