import { z } from 'zod';
import { calendarDateSchema } from './calendarDate';
import { archiveIdSchema } from './peak';
import { sourceKeySchema } from './source';
import { name, text as words, type Overlay } from './text';

/**
 * One expedition of the club: the single source of the expedition types. Content lives in
 * `content/expeditions.ts`; `lib/expeditions/` validates it and derives the views pages use.
 * Unknown facts are left out (the key is absent), never null, so pages can simply skip them.
 */

/** Lowest and highest summit heights the club's list can hold (Everest is 8848.86 m). */
export const MIN_PEAK_HEIGHT_M = 5000;
export const MAX_PEAK_HEIGHT_M = 8849;
const FEET_PER_METRE = 3.28084;

export const expeditionResults = [
  'Climbed',
  'Climbed Rubal Kang',
  'Unsuccessful',
  "Unsuccessful (Crossed Traill's Pass)",
] as const;
export type ExpeditionResult = (typeof expeditionResults)[number];

export const memberRoles = [
  'leader',
  'deputy leader',
  'medical officer',
  'climbing member',
  'member',
  'base camp member',
  'liaison officer',
  'high altitude guide',
  'high altitude sherpa',
  'cook',
] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Where the peak is, as the records name the region (in English; other languages through the glossary's places), for grouping and filtering. */
export const expeditionRegions = [
  'Gangotri (Garhwal)',
  'Kumaon',
  'Garhwal',
  'Lahaul',
  'Kullu',
  'Pangi (Chamba)',
  'Zanskar (Ladakh)',
  'Karakoram (Ladakh)',
  'Nepal',
  'Arunachal Pradesh',
] as const;
export type ExpeditionRegion = (typeof expeditionRegions)[number];

/**
 * How solid the account of an expedition is: `public-source`, public pages (content/sources.ts)
 * report it; `spec-only`, only the club's original website does; `spec-list-only`, only a row of
 * that website's expeditions table names it (other sources may still describe the peak).
 */
export const evidenceLevels = ['public-source', 'spec-only', 'spec-list-only'] as const;
export type EvidenceLevel = (typeof evidenceLevels)[number];

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

export const PeakSchema = z.object({
  name: name('peaks', text),
  heightM: peakHeightM.optional(),
  heightFt: peakHeightFt.optional(),
});

/** A person of the people registry (content/people.ts), by id: `basanta-singha-roy`. */
export const personIdSchema = archiveIdSchema;

export const MemberSchema = z.object({
  /** Who, by their id in content/people.ts; pages show the name the registry gives them. */
  person: personIdSchema,
  role: z.enum(memberRoles).optional(),
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

export const SummitSchema = z.object({
  peak: name('peaks', text),
  date: calendarDateSchema.optional(),
  time: clockTime.optional(),
  /** Who stood on top, by their ids in content/people.ts (each a member); absent when the sources do not say. */
  summiters: z.array(personIdSchema).min(1, 'list at least one summiter, or leave the field out').optional(),
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
  sources: z.array(sourceKeySchema).min(1, 'name at least one source for this account'),
});

/** Where the sources disagree: what about, each account, and how this site settled it (or did not). */
export const ConflictSchema = z.object({
  /** What the sources disagree on, e.g. "Cost of the expedition". */
  about: words(text),
  accounts: z.array(ConflictAccountSchema).min(2, 'a disagreement needs at least two accounts'),
  /** What the site shows and why, or that the question is open. */
  settled: words(text),
});

/** A fact about the mountain itself (first ascent, other names), never evidence of what the team did. */
export const PeakContextSchema = z.object({
  text: words(text),
  sources: z.array(sourceKeySchema).min(1, 'name the source of this fact about the peak'),
});

const expeditionObject = z.object({
  slug: reportSlugSchema,
  /** Older URLs that render this same record with a canonical link to `slug`. */
  legacySlugs: z.array(reportSlugSchema).default([]),
  /** Row number in the club's table (1-38; 39-40 for the 2025 records). */
  serial: z.number().int().positive(),
  peak: name('peaks', text, { joinedBy: ' & ' }),
  /** Set for two-peak expeditions (Thelu & Koteswar, Kulu Makalu & Rubal Kang). */
  peaks: z.array(PeakSchema).min(2, 'a multi-peak expedition lists at least two peaks').optional(),
  heightM: peakHeightM.optional(),
  /** Only where the club itself gave the height in feet. */
  heightFt: peakHeightFt.optional(),
  year: z.number().int().min(1986, 'the club was founded in 1986').max(2100),
  month: z.number().int().min(1).max(12).optional(),
  /** The area as the sources describe it, e.g. "Gangotri Region, Garhwal Himalaya". */
  area: words(text).optional(),
  region: z.enum(expeditionRegions).optional(),
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
  result: z.enum(expeditionResults).optional(),
  failureReason: words(text).optional(),
  firstAscentNote: words(text).optional(),
  /**
   * The sources that make the claim in `firstAscentNote` (each also in `sources`): a "first" is
   * shown as reported by them, never more strongly. Required with the note.
   */
  firstAscentSources: z.array(sourceKeySchema).min(1, 'name the source of the claim, or leave the field out').optional(),
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
  evidence: z.enum(evidenceLevels),
  /**
   * Where the facts come from: addresses registered in `content/sources.ts`, or
   * `spec:original-site` for facts known only from the club's original website. Shown on the page.
   */
  sources: z.array(sourceKeySchema).default([]),
  /** Values the sources disagree on, and how each was settled. */
  conflicts: z.array(ConflictSchema).default([]),
  /** Facts about the peak itself, shown apart from the account of the expedition. */
  peakContext: z.array(PeakContextSchema).default([]),
});

type ExpeditionShape = z.output<typeof expeditionObject>;

/** Every calendar date in a record with its field path, for cross-field checks. */
function datedFields(e: ExpeditionShape): Array<{ path: (string | number)[]; date: string }> {
  const found: Array<{ path: (string | number)[]; date: string }> = [];
  const add = (path: (string | number)[], date: string | undefined) => {
    if (date) found.push({ path, date });
  };
  add(['departure', 'date'], e.departure?.date);
  add(['trekStart', 'date'], e.trekStart?.date);
  add(['baseCamp', 'date'], e.baseCamp?.date);
  e.transitCamps.forEach((camp, i) => add(['transitCamps', i, 'date'], camp.date));
  e.highCamps.forEach((camp, i) => add(['highCamps', i, 'date'], camp.date));
  e.summits.forEach((summit, i) => add(['summits', i, 'date'], summit.date));
  return found;
}

/** Metres and feet given side by side must describe the same height (catches transposed digits). */
function feetDisagree(heightM: number | undefined, heightFt: number | undefined): boolean {
  if (heightM === undefined || heightFt === undefined) return false;
  return Math.abs(heightFt / FEET_PER_METRE - heightM) / heightM > 0.01;
}

export const ExpeditionSchema = expeditionObject.superRefine((e, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  for (const { path, date } of datedFields(e)) {
    if (Number(date.slice(0, 4)) !== e.year) issue(path, `date ${date} is not in the expedition's year ${e.year}`);
  }

  if (feetDisagree(e.heightM, e.heightFt)) issue(['heightFt'], `${e.heightFt} ft does not match ${e.heightM} m`);
  e.peaks?.forEach((peak, i) => {
    if (feetDisagree(peak.heightM, peak.heightFt)) {
      issue(['peaks', i, 'heightFt'], `${peak.heightFt} ft does not match ${peak.heightM} m`);
    }
  });

  const peakNames = new Set([e.peak, ...(e.peaks ?? []).map((p) => p.name)]);
  const memberIds = new Set(e.members.map((m) => m.person));
  if (memberIds.size !== e.members.length) issue(['members'], 'a member is listed twice');
  if (e.teamSize !== undefined && e.teamSize <= e.members.length) {
    issue(['teamSize'], `${e.teamSize} is not more than the ${e.members.length} members listed: give teamSize only when some are not named`);
  }
  e.summits.forEach((summit, i) => {
    if (!peakNames.has(summit.peak)) {
      issue(['summits', i, 'peak'], `"${summit.peak}" is not this expedition's peak (${[...peakNames].join(', ')})`);
    }
    summit.summiters?.forEach((id, j) => {
      if (!memberIds.has(id)) issue(['summits', i, 'summiters', j], `"${id}" is not in members`);
    });
  });

  const climbed = e.result === 'Climbed' || e.result === 'Climbed Rubal Kang';
  const unsuccessful = e.result?.startsWith('Unsuccessful') ?? false;
  if (climbed && e.summits.length === 0) issue(['summits'], `result "${e.result}" needs at least one summit`);
  if (unsuccessful && e.summits.length > 0) issue(['summits'], `result "${e.result}" cannot list summits`);
  if (e.failureReason && !unsuccessful) issue(['failureReason'], 'a failure reason needs an "Unsuccessful" result');
  if (e.firstAscentNote && !e.firstAscentSources) issue(['firstAscentSources'], 'a first-ascent note needs the sources that report it');
  if (e.firstAscentSources && !e.firstAscentNote) issue(['firstAscentSources'], 'sources of a first-ascent claim need the note (firstAscentNote)');
  e.firstAscentSources?.forEach((source, i) => {
    if (!e.sources.includes(source)) issue(['firstAscentSources', i], `${source} is not in this record's sources`);
  });
  if (e.legacySlugs.includes(e.slug)) issue(['legacySlugs'], 'repeats the slug itself');
  e.sources.forEach((source, i) => {
    if (e.sources.indexOf(source) !== i) issue(['sources', i], `${source} is listed twice`);
  });
});

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
export type ExpeditionPeak = z.output<typeof PeakSchema>;
export type ExpeditionPhoto = z.output<typeof PhotoSchema>;
export type ExpeditionPdfLink = z.output<typeof PdfLinkSchema>;
export type ExpeditionConflict = z.output<typeof ConflictSchema>;
export type ExpeditionPeakContext = z.output<typeof PeakContextSchema>;
/** A language's words for every expedition record, by slug (`content/expeditions.<lang>.ts`): only the fields marked as text. */
export type ExpeditionsOverlay = Overlay<typeof ExpeditionListSchema>;
