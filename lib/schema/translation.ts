import { z } from 'zod';
import { numbersOf } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/lang';
import { scriptCharacter } from '@/lib/i18n/script';
import { reportSlugSchema } from './expedition';

/**
 * A sentence of another edition. It must contain the language's script (from its locale), so a
 * string left in English (copied to be translated later) fails the build naming its file and field
 * in any language not written in Latin letters. Latin letters may still appear inside it (IMF,
 * CB-11, a publication's name). A value without letters (a time, `07:40`) is written in the
 * language's digits instead.
 */
export function translatedText(locale: Locale): z.ZodType<string> {
  const language = locale.englishName;
  const script = scriptCharacter(locale);
  const ownDigits = new Set([...numbersOf(locale).digits('0123456789')]);
  const inOwnDigits = (text: string) => !/\p{L}/u.test(text) && /\p{Nd}/u.test(text) && [...text.matchAll(/\p{Nd}/gu)].every(([digit]) => ownDigits.has(digit));
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine((text) => script.test(text) || inOwnDigits(text), `must be written in ${language} (no ${language} letters found)`);
}

/**
 * The words of one expedition record in another language (`content/expeditions.<lang>.ts`). Only
 * the prose fields: names of people and peaks come from the glossary, and every fact (dates,
 * heights, results, sources) from the English record. Lists follow the English record's order and length.
 */
function translationSchema(text: z.ZodType<string>) {
  const list = z.array(text);
  return z
    .object({
      area: text.optional(),
      departurePlace: text.optional(),
      trekStartPlace: text.optional(),
      roadHead: text.optional(),
      /** `transitCamps[i].name`, in order. */
      transitCamps: list.optional(),
      baseCampPlace: text.optional(),
      /** `highCamps[i].name`, in order. */
      highCamps: list.optional(),
      /** By the member's person id (as in the English record): their team, duties and note. */
      members: z.record(z.string(), z.object({ team: text.optional(), duties: text.optional(), note: text.optional() }).strict()).optional(),
      failureReason: text.optional(),
      firstAscentNote: text.optional(),
      route: text.optional(),
      costNote: text.optional(),
      sponsors: list.optional(),
      agency: text.optional(),
      jointTeamPartners: list.optional(),
      narrative: list.min(1, 'translate every paragraph of the narrative'),
      /** `photos[i].alt`, in order. */
      photoAlts: list.optional(),
      /** `pdfs[i].label`, in order. */
      pdfLabels: list.optional(),
      /** `conflicts[i]`: what about, each account's value in order, and how it was settled. */
      conflicts: z.array(z.object({ about: text, values: list, settled: text }).strict()).optional(),
      /** `peakContext[i].text`, in order. */
      peakContext: list.optional(),
    })
    .strict();
}

/** Every expedition's words in one language, by the English record's slug, checked for that language's script. */
export function expeditionTranslationsSchema(locale: Locale) {
  return z.record(reportSlugSchema, translationSchema(translatedText(locale)));
}

export type ExpeditionTranslation = z.output<ReturnType<typeof translationSchema>>;
export type ExpeditionTranslations = z.input<ReturnType<typeof expeditionTranslationsSchema>>;
