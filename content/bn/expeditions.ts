import type { ExpeditionTranslations } from '@/lib/schema/translation';

/**
 * The Bengali words of every expedition record, by the English record's slug (content/expeditions.ts):
 * the narrative and every other prose field, translated faithfully: no fact added, dropped or softened.
 * Names of people and peaks are not written here: they come from content/glossary.ts. Lists follow
 * the English record's order. A missing or extra field fails the build, naming slug and field.
 */
export const expeditionsBn: ExpeditionTranslations = {
  // Rows 1-21: 1987-2010.

  // (end of rows 1-21)

  // Rows 22-33: 2011-2021.

  // (end of rows 22-33)

  // Rows 34-40: 2021-2025.

  // (end of rows 34-40)
};
