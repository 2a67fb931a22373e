import type { CourseInput } from '@/lib/schema/course';

/**
 * The courses the club announces, each with an application form. Dates, fees and age limits are
 * not known to us and are left out; add them to the schema only when the club provides them.
 * Validated in lib/content/courses.ts.
 */
export const courseEntries = [
  {
    slug: 'adventure-course-7',
    number: 7,
    ordinalLabel: '7th',
    name: 'Adventure Course',
    venue: 'Sirkabad',
    district: 'Purulia',
    description:
      'The seventh adventure course run by the club, held at Sirkabad in Purulia district. Dates are yet to be announced; the application form is ready to download.',
    formHref: '/forms/adventure-course-7.pdf',
    formUpdated: '2026-11-21',
  },
  {
    slug: 'rock-climbing-course-40',
    number: 40,
    ordinalLabel: '40th',
    name: 'Rock Climbing Course',
    venue: 'Susunia Hills',
    district: 'Bankura',
    description:
      'The fortieth edition of the club’s five-day rock climbing course on Susunia Hills in Bankura district, a course the club has run since at least 1987. Dates are yet to be announced; the application form is ready to download.',
    formHref: '/forms/rock-climbing-course-40.pdf',
    formUpdated: '2026-11-21',
  },
] satisfies CourseInput[];
