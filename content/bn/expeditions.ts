import type { ExpeditionTranslations } from '@/lib/schema/translation';

/**
 * The Bengali words of every expedition record, by the English record's slug (content/expeditions.ts):
 * the narrative and every other prose field, translated faithfully: no fact added, dropped or softened.
 * Names of people and peaks are not written here: they come from content/glossary.ts. Lists follow
 * the English record's order. A missing or extra field fails the build, naming slug and field.
 */
export const expeditionsBn: ExpeditionTranslations = {};
