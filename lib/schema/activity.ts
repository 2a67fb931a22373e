import { z } from 'zod';
import { entryIdSchema, text, type Overlay } from './text';

export const activitySchema = z.object({
  /** Stable key of the activity (`himalayan-expedition`), by which other languages translate it. */
  id: entryIdSchema,
  /** What the club does, as a short heading: "Himalayan expedition". */
  name: text(z.string().trim().min(1, { message: 'must not be empty' })),
  /** How often, in the club's words ("Yearly", "1 or 2 times a year"); left out when the club gives none. */
  frequency: text(z.string().trim().min(1, { message: 'must not be empty; leave the field out when there is no frequency' })).optional(),
  /** One sentence for visitors, facts only. */
  description: text(z.string().trim().min(1, { message: 'must not be empty' })),
});

export const activitiesSchema = z.array(activitySchema).min(1, { message: 'must list at least one activity' });

export type ActivityInput = z.input<typeof activitySchema>;
export type Activity = z.output<typeof activitySchema>;
/** Another language's words for the activities, by id (content/activities.<lang>.ts). */
export type ActivitiesOverlay = Overlay<typeof activitiesSchema>;
