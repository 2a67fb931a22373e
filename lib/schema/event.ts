import { z } from 'zod';
import { calendarDateSchema, kebabSlugSchema } from '@/lib/schema/calendarDate';
import { reference } from './reference';
import { text, type FolderOverlay } from './text';

/**
 * A club event. `startDate` is optional because the club announces courses before it fixes their
 * dates: an undated event is an announcement ("dates to be announced") and counts as upcoming.
 * Dates are calendar days (YYYY-MM-DD) in India; `endDate` is the last day, inclusive.
 */
export const eventSchema = z
  .object({
    slug: kebabSlugSchema,
    title: text(),
    kind: z.enum(['course', 'trek', 'press-conference']),
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    place: text(),
    description: text(),
    /** A course in content/courses/ whose application form this event offers. */
    courseSlug: reference('courses', z.string()).optional(),
    /** The expedition this event belongs to (its report slug, original spelling and case). */
    expeditionSlug: reference('expeditions', z.string().regex(/^[A-Za-z0-9-]+$/, { message: 'must be an expedition slug such as Everest-2010' })).optional(),
  })
  .superRefine((event, ctx) => {
    if (event.endDate !== undefined && event.startDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'needs a startDate as well' });
    }
    if (event.endDate !== undefined && event.startDate !== undefined && event.endDate < event.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `${event.endDate} is before the start date ${event.startDate}`,
      });
    }
  });

/** The event list, checked as a whole: unique slugs, and course links that point at a real course. */
export function eventsSchema(courseSlugs: readonly string[]) {
  return z.array(eventSchema).superRefine((events, ctx) => {
    const seen = new Set<string>();
    events.forEach((event, index) => {
      if (seen.has(event.slug)) {
        ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `duplicate slug "${event.slug}"` });
      }
      seen.add(event.slug);
      if (event.courseSlug !== undefined && !courseSlugs.includes(event.courseSlug)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'courseSlug'],
          message: `"${event.courseSlug}" is not a course in content/courses/ (known: ${courseSlugs.join(', ')})`,
        });
      }
    });
  });
}

export type EventInput = z.input<typeof eventSchema>;
/** Another language's words for the events, by slug (content/events/<slug>.<lang>.yml). */
export type EventsOverlay = FolderOverlay<typeof eventSchema>;
export type ClubEvent = z.output<typeof eventSchema>;

export function isDated<E extends { startDate?: string }>(event: E): event is E & { startDate: string } {
  return event.startDate !== undefined;
}
