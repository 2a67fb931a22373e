import { eventEntries } from '@/content/events';
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

export function eventBySlug(slug: string): ClubEvent | undefined {
  return events.find((event) => event.slug === slug);
}
