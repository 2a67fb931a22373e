import { expeditionsContent, laterExpeditionsContent } from '@/content/expeditions';
import { expeditionsBn } from '@/content/expeditions.bn';
import { buildExpeditions } from './overlay';
import { BASE_LANG, locales, type Lang, type TranslatedLang } from '@/lib/i18n/lang';
import { siteNamesIn } from '@/lib/content';
import { labelByKey, parseContent } from '@/lib/content/parse';
import { wordsFor } from '@/lib/content';
import { personById } from '@/lib/archive';
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

/** Each language's expedition overlay (its words, by slug), one line per language. */
const overlays: Record<TranslatedLang, unknown> = {
  bn: expeditionsBn,
};

/** Each other edition's records: the same facts, that language's prose and names (built on first use, once). */
const translated = new Map<Lang, readonly Expedition[]>();

/** Every expedition with a report page, in one edition's language, in order. */
export function allExpeditionsIn(lang: Lang): readonly Expedition[] {
  if (lang === BASE_LANG) return allExpeditions;
  let records = translated.get(lang);
  if (!records) {
    records = buildExpeditions(allExpeditions, overlays[lang], { lang, locale: locales[lang], words: wordsFor(lang).language, names: siteNamesIn(lang) });
    translated.set(lang, records);
  }
  return records;
}

/** The club's table (rows 1-38) in one edition's language. */
export function expeditionsIn(lang: Lang): readonly Expedition[] {
  return allExpeditionsIn(lang).slice(0, expeditions.length);
}

/** Rows 39-40 (2025) in one edition's language. */
export function laterExpeditionsIn(lang: Lang): readonly Expedition[] {
  return allExpeditionsIn(lang).slice(expeditions.length);
}
