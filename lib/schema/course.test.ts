import { describe, expect, it } from 'vitest';
import { ContentError, labelByKey, parseContent } from '@/lib/content/parse';
import { hrefs } from '@/lib/routes';
import { coursesSchema, courseSchema, courseTitle, courseVenueLine, type CourseInput } from '@/lib/schema/course';

const valid: CourseInput = {
  slug: 'rock-climbing-course-41',
  number: 41,
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
    parseContent(coursesSchema, [input], 'content/courses/', labelByKey);
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
  return [];
}

describe('courseSchema', () => {
  it('accepts a complete course', () => {
    const course = { ...courseSchema.parse(valid), ordinalLabel: '41st' };
    expect(courseTitle(course)).toBe('41st Rock Climbing Course');
    expect(courseVenueLine(course)).toBe('Susunia Hills, Bankura');
    expect(hrefs.courseForm(course.slug)).toBe('/forms/rock-climbing-course-41.pdf');
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
    expect(() => parseContent(coursesSchema, [valid, valid], 'content/courses/', labelByKey)).toThrow(
      /entry 2 \(rock-climbing-course-41\) › field slug: duplicate slug/,
    );
  });
});
