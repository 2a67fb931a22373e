import { expeditionsContent, laterExpeditionsContent } from '@/content/expeditions';
import { expeditionsBn } from '@/content/expeditions.bn';
import { expeditionTranslationsSchema } from '@/lib/schema/translation';
import { expeditionInBengali } from './bengali';
import type { Lang } from '@/lib/i18n/lang';
import { personById } from '@/lib/archive';
import { ContentError, labelByKey, parseContent } from '@/lib/content';
import { reservedSegments } from '@/lib/routes';
import { ExpeditionListSchema, type Expedition, type ExpeditionRecord } from '@/lib/schema/expedition';
import { assertSlugsAreSafe, slugClaimsOf } from './slugSafety';
import { assertSourcesRegistered, citationsOf, sources } from './sources';

const file = 'content/expeditions.ts';

/**
 * Each member with the name the people registry gives them. Records name people by id only; the
 * archive door has checked every id on import (an unknown one stops the build there, naming file,
 * entry and field), so a miss here is a programming error.
 */
function withNames(records: readonly ExpeditionRecord[]): Expedition[] {
  return records.map((e) => ({
    ...e,
    members: e.members.map((m) => {
      const person = personById(m.person);
      if (!person) throw new Error(`${e.slug} › members: "${m.person}" is not in content/people.ts`);
      return { ...m, name: person.name };
    }),
  }));
}

/** The club's table: 38 expeditions, 1987-2024, in table order (validated at build time). */
export const expeditions: readonly Expedition[] = withNames(parseContent(ExpeditionListSchema, expeditionsContent, file, labelByKey));

/** Rows 39-40: the 2025 expeditions that follow the table. */
export const laterExpeditions: readonly Expedition[] = withNames(
  parseContent(ExpeditionListSchema, laterExpeditionsContent, `${file} (laterExpeditions)`, labelByKey),
);

/** Every expedition with a report page, in order. */
export const allExpeditions: readonly Expedition[] = [...expeditions, ...laterExpeditions];

// Build-time check: no slug may shadow a page of the site or another report, in any case.
assertSlugsAreSafe(
  [...slugClaimsOf(expeditions, file), ...slugClaimsOf(laterExpeditions, file, 'laterExpeditions')],
  reservedSegments,
);

// Build-time check: every source a record cites is in the registry (content/sources.ts).
assertSourcesRegistered([...citationsOf(expeditions), ...citationsOf(laterExpeditions, 'laterExpeditions')], sources, file);

const bengaliFile = 'content/expeditions.bn.ts';
const translations = parseContent(expeditionTranslationsSchema, expeditionsBn, bengaliFile);
const unknownSlugs = Object.keys(translations).filter((slug) => !allExpeditions.some((e) => e.slug === slug));
if (unknownSlugs.length > 0) {
  throw new ContentError(bengaliFile, unknownSlugs.map((slug) => `${slug}: no English record has this slug`));
}

/** The Bengali edition's records: the same facts, Bengali prose and names (built lazily, once). */
let bengaliRecords: readonly Expedition[] | undefined;
export function allExpeditionsInBengali(): readonly Expedition[] {
  if (bengaliRecords) return bengaliRecords;
  const problems: string[] = [];
  const records = allExpeditions.map((e) => {
    try {
      return expeditionInBengali(e, translations[e.slug], bengaliFile);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.issues);
      return e;
    }
  });
  if (problems.length > 0) throw new ContentError(bengaliFile, problems);
  bengaliRecords = records;
  return records;
}

/** How each edition gets its records: English as written, other languages built on first use. */
const recordsIn: Record<Lang, () => readonly Expedition[]> = { en: () => allExpeditions, bn: allExpeditionsInBengali };

/** Every expedition with a report page, in one edition's language, in order. */
export function allExpeditionsIn(lang: Lang): readonly Expedition[] {
  return recordsIn[lang]();
}

/** The club's table (rows 1-38) in one edition's language. */
export function expeditionsIn(lang: Lang): readonly Expedition[] {
  return allExpeditionsIn(lang).slice(0, expeditions.length);
}

/** Rows 39-40 (2025) in one edition's language. */
export function laterExpeditionsIn(lang: Lang): readonly Expedition[] {
  return allExpeditionsIn(lang).slice(expeditions.length);
}
