import { recordsIn } from './recordsByLang';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import type { ClubEvent } from '@/lib/schema/event';

/** The events in English, in content order (use splitEvents from lib/events to list them). */
export const events: readonly ClubEvent[] = recordsIn(BASE_LANG).events;

/** The events in one edition's language. */
export function eventsIn(lang: Lang): readonly ClubEvent[] {
  return recordsIn(lang).events;
}

export function eventBySlug(slug: string): ClubEvent | undefined {
  return events.find((event) => event.slug === slug);
}
