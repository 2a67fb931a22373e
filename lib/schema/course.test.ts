import { describe, expect, it } from 'vitest';
import { ContentError, labelByKey, parseContent } from '@/lib/content/parse';
import { hrefs } from '@/lib/routes';
import { coursesSchema, courseSchema, courseTitle, courseVenueLine, ordinal, type CourseInput } from '@/lib/schema/course';

const valid: CourseInput = {
  slug: 'rock-climbing-course-41',
  number: 41,
  ordinalLabel: '41st',
  name: 'Rock Climbing Course',
  venue: 'Susunia Hills',
  district: 'Bankura',
  announced: '2026-01',
  description: 'A course.',
  formHref: '/forms/rock-climbing-course-41.pdf',
  formUpdated: '2026-01-31',
};

function issuesOf(input: unknown): string[] {
  try {
    parseContent(coursesSchema, [input], 'content/courses.ts', labelByKey);
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
  return [];
}

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [7, '7th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [40, '40th'], [101, '101st'], [111, '111th'], [112, '112th'],
  ])('%i -> %s', (number, label) => {
    expect(ordinal(number)).toBe(label);
  });
});

describe('courseSchema', () => {
  it('accepts a complete course', () => {
    const course = courseSchema.parse(valid);
    expect(courseTitle(course)).toBe('41st Rock Climbing Course');
    expect(courseVenueLine(course)).toBe('Susunia Hills, Bankura');
    expect(hrefs.courseForm(course.slug)).toBe('/forms/rock-climbing-course-41.pdf');
  });

  it('rejects an ordinal label that does not match the number', () => {
    expect(issuesOf({ ...valid, ordinalLabel: '41th' })).toEqual([
      'entry 1 (rock-climbing-course-41) › field ordinalLabel: must be "41st" for course number 41, not "41th"',
    ]);
  });

  it('rejects a form link that is not /forms/<slug>.pdf', () => {
    expect(issuesOf({ ...valid, formHref: '/media/form.pdf' })).toEqual([
      'entry 1 (rock-climbing-course-41) › field formHref: must be "/forms/rock-climbing-course-41.pdf"',
    ]);
  });

  it('rejects an impossible edit date', () => {
    const issues = issuesOf({ ...valid, formUpdated: '2026-02-30' });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^entry 1 \(rock-climbing-course-41\) › field formUpdated: must be a real date/);
  });

  it('rejects venue text the PDF font cannot print, naming the character', () => {
    const issues = issuesOf({ ...valid, venue: 'Susunia ⛰' });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain('field venue');
    expect(issues[0]).toContain('"⛰"');
  });

  it('rejects a club form outside content/forms and an upper-case slug', () => {
    const issues = issuesOf({ ...valid, slug: 'Rock-41', formHref: '/forms/Rock-41.pdf', clubFormFile: 'public/form.pdf' });
    expect(issues.some((issue) => issue.includes('field slug'))).toBe(true);
    expect(issues.some((issue) => issue.includes('field clubFormFile') && issue.includes('content/forms/'))).toBe(true);
  });

  it('rejects duplicate slugs in the list', () => {
    expect(() => parseContent(coursesSchema, [valid, valid], 'content/courses.ts', labelByKey)).toThrow(
      /entry 2 \(rock-climbing-course-41\) › field slug: duplicate slug/,
    );
  });
});
