import { parseTwin } from '@/lib/content/twin';
import { z } from 'zod';
import { activityEntries } from '@/content/activities';
import { activityEntries as activityEntriesBn } from '@/content/activities.bn';
import type { Lang } from '@/lib/i18n/lang';
import { labelByKey, parseContent } from '@/lib/content/parse';

export const activitySchema = z.object({
  /** What the club does, as a short heading: "Himalayan expedition". */
  name: z.string().trim().min(1, { message: 'must not be empty' }),
  /** How often, in the club's words ("Yearly", "1 or 2 times a year"); left out when the club gives none. */
  frequency: z.string().trim().min(1, { message: 'must not be empty; leave the field out when there is no frequency' }).optional(),
  /** One sentence for visitors, facts only. */
  description: z.string().trim().min(1, { message: 'must not be empty' }),
});

export const activitiesSchema = z.array(activitySchema).min(1, { message: 'must list at least one activity' });

export type ActivityInput = z.input<typeof activitySchema>;
export type Activity = z.output<typeof activitySchema>;

/** The club's activities, validated, in the order the club lists them. */
export const activities: readonly Activity[] = parseContent(
  activitiesSchema,
  activityEntries,
  'content/activities.ts',
  labelByKey,
);

const activitiesBn: readonly Activity[] = parseTwin(activitiesSchema, activityEntries, activityEntriesBn, 'content/activities.bn.ts', labelByKey);

/** The club's activities in one edition's language. */
export function activitiesIn(lang: Lang): readonly Activity[] {
  return lang === 'bn' ? activitiesBn : activities;
}
