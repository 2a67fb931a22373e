import type { CourseInput } from '@/lib/schema/course';

/**
 * The courses the club announces, each with an application form. Both come from the club's original
 * website, version of 26 July 2025 (`announced`). Dates, fees and age limits are not known to us and
 * are left out; add them to the schema only when the club provides them. The ordinal a visitor reads
 * ("7th") comes from `number`. Validated by lib/schema/course.ts; other languages: content/courses.<lang>.ts.
 */
export const courseEntries = [
  {
    slug: 'adventure-course-7',
    number: 7,
    name: 'Adventure Course',
    venue: 'Sirkabad',
    district: 'Purulia',
    announced: '2025-07',
    description: 'The seventh adventure course run by the club, at Sirkabad in Purulia district.',
    formHref: '/forms/adventure-course-7.pdf',
    formUpdated: '2026-11-21',
  },
  {
    slug: 'rock-climbing-course-40',
    number: 40,
    name: 'Rock Climbing Course',
    venue: 'Susunia Hills',
    district: 'Bankura',
    announced: '2025-07',
    description:
      'The fortieth edition of the club’s five-day rock climbing course on Susunia Hills in Bankura district, a course the club has run since at least 1987.',
    formHref: '/forms/rock-climbing-course-40.pdf',
    formUpdated: '2026-11-21',
  },
] satisfies CourseInput[];
