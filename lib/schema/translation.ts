import { z } from 'zod';
import { reportSlugSchema } from './expedition';

/**
 * Text of the Bengali edition. Every translated sentence must contain Bengali script, so a string
 * left in English (copied to be translated later) fails the build naming its file and field.
 * Latin letters may still appear inside it (IMF, CB-11, a publication's name).
 */
export const bengaliText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/[\u0980-\u09FF]/u, 'must be written in Bengali (no Bengali letters found)');

const bengaliList = z.array(bengaliText);

/**
 * The Bengali words of one expedition record (`content/expeditions.bn.ts`). Only the prose fields:
 * names of people and peaks come from the glossary, and every fact (dates, heights, results,
 * sources) from the English record. Lists follow the English record's order and length.
 */
export const expeditionTranslationSchema = z
  .object({
    area: bengaliText.optional(),
    departurePlace: bengaliText.optional(),
    trekStartPlace: bengaliText.optional(),
    roadHead: bengaliText.optional(),
    /** `transitCamps[i].name`, in order. */
    transitCamps: bengaliList.optional(),
    baseCampPlace: bengaliText.optional(),
    /** `highCamps[i].name`, in order. */
    highCamps: bengaliList.optional(),
    /** By the member's person id (as in the English record): their team, duties and note. */
    members: z
      .record(z.string(), z.object({ team: bengaliText.optional(), duties: bengaliText.optional(), note: bengaliText.optional() }).strict())
      .optional(),
    failureReason: bengaliText.optional(),
    firstAscentNote: bengaliText.optional(),
    route: bengaliText.optional(),
    costNote: bengaliText.optional(),
    sponsors: bengaliList.optional(),
    agency: bengaliText.optional(),
    jointTeamPartners: bengaliList.optional(),
    narrative: bengaliList.min(1, 'translate every paragraph of the narrative'),
    /** `photos[i].alt`, in order. */
    photoAlts: bengaliList.optional(),
    /** `pdfs[i].label`, in order. */
    pdfLabels: bengaliList.optional(),
    /** `conflicts[i]`: what about, each account's value in order, and how it was settled. */
    conflicts: z.array(z.object({ about: bengaliText, values: bengaliList, settled: bengaliText }).strict()).optional(),
    /** `peakContext[i].text`, in order. */
    peakContext: bengaliList.optional(),
  })
  .strict();

export type ExpeditionTranslation = z.output<typeof expeditionTranslationSchema>;

/** Every expedition's Bengali words, by the English record's slug. */
export const expeditionTranslationsSchema = z.record(reportSlugSchema, expeditionTranslationSchema);
export type ExpeditionTranslations = z.input<typeof expeditionTranslationsSchema>;
