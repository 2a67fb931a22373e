import { recordsIn } from './recordsByLang';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { Activity } from '@/lib/schema/activity';

export type { Activity } from '@/lib/schema/activity';

/** The club's activities in English, in the order the club lists them. */
export const activities: readonly Activity[] = recordsIn(BASE_LANG).activities;

/** The club's activities in one edition's language. */
export function activitiesIn(lang: Lang): readonly Activity[] {
  return recordsIn(lang).activities;
}
