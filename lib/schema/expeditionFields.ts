import { z } from 'zod';
import { calendarDateSchema } from './calendarDate';
import {
  FEET_PER_METRE,
  MAX_PEAK_HEIGHT_M,
  MIN_PEAK_HEIGHT_M,
  evidenceLevelSchema,
  expeditionRegionSchema,
  expeditionResultSchema,
  memberRoleSchema,
  summitDocumentSchema,
  summitPointSchema,
} from './expeditionVocabulary';
import { archiveIdSchema } from './peak';
import { reference } from './reference';
import { sourceRefSchema } from './source';
import { text as words } from './text';

/**
 * The fields of an expedition record: its values (heights, times, slugs), its parts (peaks,
 * members, camps, summits, cost, photos, PDFs, disagreements, facts about the peak) and the record
 * itself, before the checks across fields (./expeditionChecks.ts). Prose is marked words() and
 * names name(): the overlay engine reads the marks.
 */

const text = z.string().trim().min(1, 'must not be empty');

const peakHeightM = z
  .number()
  .min(MIN_PEAK_HEIGHT_M, `peak height must be between ${MIN_PEAK_HEIGHT_M} and ${MAX_PEAK_HEIGHT_M} m`)
  .max(MAX_PEAK_HEIGHT_M, `peak height must be between ${MIN_PEAK_HEIGHT_M} and ${MAX_PEAK_HEIGHT_M} m`);

const minFt = Math.floor(MIN_PEAK_HEIGHT_M * FEET_PER_METRE);
const maxFt = Math.ceil(MAX_PEAK_HEIGHT_M * FEET_PER_METRE);
const peakHeightFt = z
  .number()
  .int('feet are whole numbers')
  .min(minFt, `peak height must be between ${minFt} and ${maxFt} ft (${MIN_PEAK_HEIGHT_M}-${MAX_PEAK_HEIGHT_M} m)`)
  .max(maxFt, `peak height must be between ${minFt} and ${maxFt} ft (${MIN_PEAK_HEIGHT_M}-${MAX_PEAK_HEIGHT_M} m)`);

/** Camp and village altitudes: anywhere from the plains to the summit of Everest. */
const altitudeM = z.number().positive('altitude must be positive').max(MAX_PEAK_HEIGHT_M, `altitude must be at most ${MAX_PEAK_HEIGHT_M} m`);
const altitudeFt = z.number().int().positive('altitude must be positive').max(maxFt, `altitude must be at most ${maxFt} ft`);

/** `07:40`, a range `07:40-07:45`, or an approximate `c. 10:00` (as the sources give it). */
const clockTime = z
  .string()
  .regex(
    /^(c\. )?([01]\d|2[0-3]):[0-5]\d(-([01]\d|2[0-3]):[0-5]\d)?$/,
    'must be a 24-hour time such as 07:40, a range 07:40-07:45, or c. 10:00',
  );

/** Report slugs: URL-safe; case is kept because old links use it (`mansalu-2022`, `Gangstang-1990`). */
export const reportSlugSchema = z
  .string()
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'must be letters and digits joined by single hyphens, e.g. Everest-2010');

/** A peak of the peak registry (content/peaks), by id: `everest`. Pages show the name the registry gives it. */
export const peakIdSchema = reference('peaks', archiveIdSchema);

/** One peak of a two-peak expedition, with the height the record shows for it. */
export const PeakSchema = z.object({
  peak: peakIdSchema,
  heightM: peakHeightM.optional(),
  heightFt: peakHeightFt.optional(),
});

/** A person of the people registry (content/people/), by id: `basanta-singha-roy`. */
export const personIdSchema = reference('people', archiveIdSchema);

export const MemberSchema = z.object({
  /** Who, by their id in content/people/ (the file's name); pages show the name the registry gives them. */
  person: personIdSchema,
  role: memberRoleSchema.optional(),
  /** The member's own team when two clubs climbed together (e.g. Keokradong, 2015). */
  team: words(text).optional(),
  /** Jobs on the team besides the role, e.g. "photographer". */
  duties: words(text).optional(),
  /** A short fact about this member on this expedition, e.g. "stayed at the lower camps". */
  note: words(text).optional(),
});

export const PlaceAndDateSchema = z.object({
  date: calendarDateSchema.optional(),
  place: words(text).optional(),
});

export const CampSchema = z.object({
  name: words(text),
  altitudeM: altitudeM.optional(),
  altitudeFt: altitudeFt.optional(),
  date: calendarDateSchema.optional(),
});

export const BaseCampSchema = z.object({
  place: words(text).optional(),
  altitudeM: altitudeM.optional(),
  altitudeFt: altitudeFt.optional(),
  date: calendarDateSchema.optional(),
});

/** A document a source names as evidence of a summit, with the sources (of the summit's own) that name it. */
export const SummitEvidenceSchema = z.object({
  kind: summitDocumentSchema,
  sources: z.array(sourceRefSchema).min(1, 'name the source that names this evidence'),
});

/** Which top of the peak was reached, with the sources (of the summit's own) that say so. */
export const SummitPointSchema = z.object({
  summit: summitPointSchema,
  sources: z.array(sourceRefSchema).min(1, 'name the source that says which top was reached'),
});

export const SummitSchema = z.object({
  /** The peak reached, by its registry id (the expedition's peak, or one of its peaks). */
  peak: peakIdSchema,
  date: calendarDateSchema.optional(),
  time: clockTime.optional(),
  /** Who stood on top, by their ids in content/people/ (each a member); absent when the sources do not say. */
  summiters: z.array(personIdSchema).min(1, 'list at least one summiter, or leave the field out').optional(),
  /**
   * The sources that speak of this summit, each also in the record's `sources`; the claims ledger
   * (lib/claims) reads the summit's standing from their kinds. Left out where it cannot be told.
   */
  sources: z.array(sourceRefSchema).default([]),
  /** Documents a source names as evidence of this summit (a certificate, a photograph, the leader's report), with the sources that name them. */
  evidence: z.array(SummitEvidenceSchema).default([]),
  /** Which top was reached (the main summit or a subsidiary one), where the sources say. */
  point: SummitPointSchema.optional(),
});

export const CostSchema = z.object({
  /** Total cost in lakh rupees (1 lakh = 100,000). */
  lakhRupees: z.number().positive(),
  note: words(text).optional(),
});

export const PhotoSchema = z.object({
  src: z.string().regex(/^(\/|https:\/\/)\S+$/, 'must be a site path starting with / or an https URL'),
  alt: words(text),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const PdfLinkSchema = z.object({
  href: z.string().regex(/^(\/|https:\/\/)\S+\.pdf$/i, 'must be a site path or https URL ending in .pdf'),
  label: words(text),
});

/** One account of a disputed fact, with the sources that give it. */
export const ConflictAccountSchema = z.object({
  value: words(text),
  sources: z.array(sourceRefSchema).min(1, 'name at least one source for this account'),
});

/** Where the sources disagree: what about, each account, and how this site settled it (or did not). */
export const ConflictSchema = z.object({
  /** What the sources disagree on, e.g. "Cost of the expedition". */
  about: words(text),
  accounts: z.array(ConflictAccountSchema).min(2, 'a disagreement needs at least two accounts'),
  /** What the site shows and why, or that the question is open. */
  settled: words(text),
  /** Set when the disagreement is over whether a summit was reached at all: which of the record's summits (by its peak), and by whom (every summiter when left out). */
  disputesSummit: z
    .object({
      peak: peakIdSchema,
      summiters: z.array(personIdSchema).min(1, 'list at least one summiter, or leave the field out').optional(),
    })
    .optional(),
});

/** A fact about the mountain itself (first ascent, other names), never evidence of what the team did. */
export const PeakContextSchema = z.object({
  text: words(text),
  sources: z.array(sourceRefSchema).min(1, 'name the source of this fact about the peak'),
});

/** Every field of a record; ExpeditionSchema (./expedition.ts) adds the checks across fields. */
export const expeditionFields = z.object({
  slug: reportSlugSchema,
  /** Older URLs that render this same record with a canonical link to `slug`. */
  legacySlugs: z.array(reportSlugSchema).default([]),
  /**
   * Whether the club's original website listed the expedition in its table of 1987-2024 (rows
   * 1-38); the expeditions since (2025) follow it as rows added after that table.
   */
  inOriginalTable: z.boolean(),
  /** Row number in the club's table (1-38; 39-40 for the 2025 records). */
  serial: z.number().int().positive(),
  /** The peak, by its registry id; a two-peak expedition lists `peaks` instead. */
  peak: peakIdSchema.optional(),
  /** The peaks of a two-peak expedition (Thelu and Koteswar, Kulu Makalu and Rubal Kang), each with its height. */
  peaks: z.array(PeakSchema).min(2, 'a multi-peak expedition lists at least two peaks').optional(),
  heightM: peakHeightM.optional(),
  /** Only where the club itself gave the height in feet. */
  heightFt: peakHeightFt.optional(),
  year: z.number().int().min(1986, 'the club was founded in 1986').max(2100),
  month: z.number().int().min(1).max(12).optional(),
  /** The area as the sources describe it, e.g. "Gangotri Region, Garhwal Himalaya". */
  area: words(text).optional(),
  region: expeditionRegionSchema.optional(),
  expeditionNumber: z.number().int().positive().optional(),
  members: z.array(MemberSchema).default([]),
  /**
   * How many set out, where the sources count more people than they name: the team list then says
   * how many are not named (Gorichen 2024: nine set out, five are named).
   */
  teamSize: z.number().int().positive().optional(),
  departure: PlaceAndDateSchema.optional(),
  trekStart: PlaceAndDateSchema.optional(),
  roadHead: words(text).optional(),
  transitCamps: z.array(CampSchema).default([]),
  baseCamp: BaseCampSchema.optional(),
  /** Number of camps set up above the transit or base camp. */
  furtherCamps: z.number().int().positive().optional(),
  highCamps: z.array(CampSchema).default([]),
  summits: z.array(SummitSchema).default([]),
  /** The table's own wording; absent when the result is not known. */
  result: expeditionResultSchema.optional(),
  failureReason: words(text).optional(),
  firstAscentNote: words(text).optional(),
  /**
   * The sources that make the claim in `firstAscentNote` (each also in `sources`): a "first" is
   * shown as reported by them, never more strongly. Required with the note.
   */
  firstAscentSources: z.array(sourceRefSchema).min(1, 'name the source of the claim, or leave the field out').optional(),
  route: words(text).optional(),
  durationDays: z.number().int().positive().optional(),
  cost: CostSchema.optional(),
  sponsors: z.array(words(text)).min(1).optional(),
  agency: words(text).optional(),
  jointTeamPartners: z.array(words(text)).min(1).optional(),
  /** Paragraphs written for this site from the facts. */
  narrative: z.array(words(text)).min(1, 'write at least one paragraph'),
  photos: z.array(PhotoSchema).default([]),
  pdfs: z.array(PdfLinkSchema).default([]),
  evidence: evidenceLevelSchema,
  /**
   * Where the facts come from: addresses registered in `content/sources/`, or
   * `spec:original-site` for facts known only from the club's original website. Shown on the page.
   */
  sources: z.array(sourceRefSchema).default([]),
  /** Values the sources disagree on, and how each was settled. */
  conflicts: z.array(ConflictSchema).default([]),
  /** Facts about the peak itself, shown apart from the account of the expedition. */
  peakContext: z.array(PeakContextSchema).default([]),
});

/** A record's fields as parsed, before the checks across them. */
export type ExpeditionFields = z.output<typeof expeditionFields>;
