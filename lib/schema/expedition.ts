import { z } from 'zod';
import { checkExpedition } from './expeditionChecks';
import {
  expeditionFields,
  type CampSchema,
  type ConflictSchema,
  type MemberSchema,
  type SummitSchema,
} from './expeditionFields';
import type { FolderOverlay } from './text';

/**
 * One expedition of the club: the single source of the expedition types. Content lives in
 * `content/expeditions.ts`; `lib/expeditions/` validates it and derives the views pages use.
 * Unknown facts are left out (the key is absent), never null, so pages can simply skip them.
 * The fields are in ./expeditionFields.ts, the checks across them in ./expeditionChecks.ts, the
 * fixed values they choose from in ./expeditionVocabulary.ts; this module exports them all.
 */
export {
  MIN_PEAK_HEIGHT_M,
  MAX_PEAK_HEIGHT_M,
  expeditionResults,
  memberRoles,
  expeditionRegions,
  type MemberRole,
  type ExpeditionRegion,
  type EvidenceLevel,
} from './expeditionVocabulary';
export {
  MemberSchema,
  CampSchema,
  SummitSchema,
  ConflictSchema,
} from './expeditionFields';

export const ExpeditionSchema = expeditionFields.superRefine(checkExpedition);

/**
 * A list of expeditions in table order: serial numbers run on without gaps (1, 2, 3 ... or 39, 40)
 * and years never go backwards, so a row pasted in the wrong place is caught at build time.
 */
export const ExpeditionListSchema = z.array(ExpeditionSchema).superRefine((list, ctx) => {
  list.forEach((e, i) => {
    const previous = list[i - 1];
    if (!previous) return;
    if (e.serial !== previous.serial + 1) {
      ctx.addIssue({ code: 'custom', path: [i, 'serial'], message: `serial ${e.serial} should be ${previous.serial + 1} (table order)` });
    }
    if (e.year < previous.year) {
      ctx.addIssue({ code: 'custom', path: [i, 'year'], message: `year ${e.year} comes before the previous row's ${previous.year} (table order)` });
    }
  });
});

/** A record as content/expeditions.ts writes it, validated: people by id only (pages find their names in the people registry). */
export type ExpeditionRecord = z.output<typeof ExpeditionSchema>;
export type ExpeditionInput = z.input<typeof ExpeditionSchema>;
export type Expedition = ExpeditionRecord;
export type ExpeditionMember = z.output<typeof MemberSchema>;
export type ExpeditionSummit = z.output<typeof SummitSchema>;
export type ExpeditionCamp = z.output<typeof CampSchema>;
export type ExpeditionConflict = z.output<typeof ConflictSchema>;
/** A language's words for every expedition record, by slug (`content/expeditions/<slug>.<lang>.yml`): only the fields marked as text. */
export type ExpeditionsOverlay = FolderOverlay<typeof ExpeditionSchema>;
