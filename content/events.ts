import type { EventInput } from '@/lib/schema/event';

/**
 * Club events. The two courses were announced without dates on the club's original website (July
 * 2025), so they carry none: they are listed as announcements, never as coming up. Past events
 * come from dated facts only. Validated in lib/content/events.ts.
 */
export const eventEntries = [
  {
    slug: 'adventure-course-7',
    title: '7th Adventure Course',
    kind: 'course',
    place: 'Sirkabad, Purulia',
    description:
      'The club’s original website announced its seventh adventure course, at Sirkabad in Purulia district. This site does not know its dates; the application form can be downloaded.',
    courseSlug: 'adventure-course-7',
  },
  {
    slug: 'rock-climbing-course-40',
    title: '40th Rock Climbing Course',
    kind: 'course',
    place: 'Susunia Hills, Bankura',
    description:
      'The club’s original website announced the fortieth edition of its five-day rock climbing course on Susunia Hills in Bankura district. This site does not know its dates; the application form can be downloaded.',
    courseSlug: 'rock-climbing-course-40',
  },
  {
    slug: 'sandakphu-phalut-womens-trek-2024',
    title: 'The all-women trek team leaves Krishnanagar for Sandakphu and Phalut',
    kind: 'trek',
    // Only the departure day is known, so the event is that day, and its place is where the team left from.
    startDate: '2024-11-03',
    place: 'Krishnanagar',
    description:
      'Nine members, the club’s first all-women trek team, left Krishnanagar on 3 November 2024. They travelled via Nabadwip and New Jalpaiguri to Bhareng for a planned five-day, 65 km trek by Singalila Pass and Phalut to Sandakphu (3636 m).',
  },
  {
    slug: 'manaslu-2022-press-conference',
    title: 'Press conference: Manaslu 2022 expedition',
    kind: 'press-conference',
    startDate: '2022-08-28',
    place: 'Kolkata Press Club',
    description:
      'Three days before the team left for Nepal, the club presented its 2022 expedition to Manaslu (8163 m), led by Basanta Singha Roy, at the Kolkata Press Club.',
    expeditionSlug: 'mansalu-2022',
  },
  {
    slug: 'everest-2010-press-conference',
    title: 'Press conference: Everest 2010 expedition',
    kind: 'press-conference',
    startDate: '2010-03-26',
    place: 'Calcutta Press Club',
    description:
      'A few days before the team set off on 1 April 2010, the club presented its Everest expedition, led by Basanta Singha Roy, at the Calcutta Press Club.',
    expeditionSlug: 'Everest-2010',
  },
] satisfies EventInput[];
