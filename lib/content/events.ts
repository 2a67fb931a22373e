import { parseTwin } from '@/lib/content/twin';
import { eventEntries } from '@/content/events';
import { eventEntries as eventEntriesBn } from '@/content/events.bn';
import type { Lang } from '@/lib/i18n/lang';
import { eventsSchema, type ClubEvent } from '@/lib/schema/event';
import { courses } from '@/lib/content/courses';
import { labelByKey, parseContent } from '@/lib/content/parse';

/** The validated events, in content order (use splitEvents from lib/events to list them). */
export const events: readonly ClubEvent[] = parseContent(
  eventsSchema(courses.map((course) => course.slug)),
  eventEntries,
  'content/events.ts',
  labelByKey,
);

const eventsBn: readonly ClubEvent[] = parseTwin(
  eventsSchema(courses.map((course) => course.slug)),
  eventEntries,
  eventEntriesBn,
  'content/events.bn.ts',
  labelByKey,
);

/** The events in one edition's language. */
export function eventsIn(lang: Lang): readonly ClubEvent[] {
  return lang === 'bn' ? eventsBn : events;
}

export function eventBySlug(slug: string): ClubEvent | undefined {
  return events.find((event) => event.slug === slug);
}
