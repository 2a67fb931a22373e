import { z } from 'zod';
import { calendarDateSchema, kebabSlugSchema } from './calendarDate';
import { ORIGINAL_SITE_KEY, sourceRefSchema } from './source';
import { text, type FolderOverlay } from './text';

/**
 * One mountain (or glacier) the club's expeditions went to: the registry behind the archive's peak
 * pages (`content/peaks/<id>.en.yml`, one file per peak). Facts about the mountain itself, each with its source; never what the
 * club's teams did there (the expedition records hold that). Sources often disagree, so heights and
 * first ascents are lists: every figure is kept with its source, none is averaged away.
 *
 * Words a visitor reads are marked `text()` (translated in `content/peaks/<id>.<lang>.yml`) and
 * the entry's own names `name()` (every language spells them as content/glossary.ts does);
 * everything else is a fact, written once, here (lib/schema/text.ts).
 */

/** What an entry is: most are summits; the club also explored a glacier (1992). */
export const peakKinds = ['peak', 'glacier'] as const;

/**
 * What another name is: a `name` in its own right (Sagarmatha, Lal Qila), another `spelling` of the
 * same name (Koteshwar), a `survey` designation (Peak XV) or a `nickname` (Matterhorn of the East).
 */
export const otherNameKinds = ['name', 'spelling', 'survey', 'nickname'] as const;

/** The highest summit on Earth is under 8850 m (29,035 ft by the 1999 survey); a figure above is a typo. */
export const MAX_HEIGHT_M = 8850;
export const MAX_HEIGHT_FT = 29035;
const FEET_PER_METRE = 3.28084;

/** A string that is a fact, never translated: another name as a source writes it. */
const factText = z.string().trim().min(1, 'must not be empty');

/** An archive page's address segment (`/peaks/<id>/`, `/member/<id>/`): lower-case words joined by hyphens. */
export const archiveIdSchema = kebabSlugSchema;

/** A BCP 47 language tag (`ne`, `bo`, `zh`, `hi`, `bn`, `lif`): the language a name comes from. */
const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as ne, bo, zh or hi');

export const OtherNameSchema = z.object({
  /** As the source writes it, in every edition: a search finds the page by it. */
  name: factText,
  kind: z.enum(otherNameKinds).default('name'),
  /** The language the name comes from, when the source says (absent: English or not stated). */
  lang: languageTag.optional(),
  source: sourceRefSchema,
});

export const HeightSchema = z
  .object({
    m: z.number().positive().max(MAX_HEIGHT_M, `a height must be at most ${MAX_HEIGHT_M} m`).optional(),
    ft: z.number().int('feet are whole numbers').positive().max(MAX_HEIGHT_FT, `a height must be at most ${MAX_HEIGHT_FT} ft`).optional(),
    /** The source gives the figure as approximate ("c.", "about", "roughly"). */
    approximate: z.literal(true).optional(),
    /** The year of the survey or publication the figure comes from, when the source dates it. */
    year: z.number().int().min(1800).max(2100).optional(),
    /**
     * The figure the club's records show: the club's own where a club source gives one, else a
     * reference height from a published source. At most one per peak; every other entry is another
     * source's figure, kept beside it.
     */
    reference: z.literal(true).optional(),
    /**
     * The source is the club's own (one of its websites, or an expedition leader's report): the
     * figure is the club's, not a reference height from someone else.
     */
    club: z.literal(true).optional(),
    source: sourceRefSchema,
  })
  .superRefine((height, ctx) => {
    // The original website is the club's own: a figure from it is the club's by definition.
    if (height.source === ORIGINAL_SITE_KEY && !height.club) {
      ctx.addIssue({ code: 'custom', path: ['club'], message: `a figure from ${ORIGINAL_SITE_KEY} is the club's own: mark it club: true` });
    }
    if (height.m === undefined && height.ft === undefined) {
      ctx.addIssue({ code: 'custom', path: ['m'], message: 'give the height in metres, in feet, or both' });
    }
    // Metres and feet side by side must describe one figure: catches a transposed digit.
    if (height.m !== undefined && height.ft !== undefined && Math.abs(height.ft / FEET_PER_METRE - height.m) / height.m > 0.015) {
      ctx.addIssue({ code: 'custom', path: ['ft'], message: `${height.ft} ft does not match ${height.m} m` });
    }
  });

/** Where the mountain is, as one source describes it (range, area, state, country). */
export const LocationSchema = z
  .object({
    range: text().optional(),
    region: text().optional(),
    state: text().optional(),
    country: text().optional(),
    source: sourceRefSchema,
  })
  .refine((l) => l.range || l.region || l.state || l.country, { message: 'give at least one of range, region, state, country' });

export const CoordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  source: sourceRefSchema,
});

/** A first ascent as one source reports it; `uncertain` when the source itself hedges or others dispute it. */
export const FirstAscentSchema = z
  .object({
    year: z.number().int().min(1800).max(2100),
    date: calendarDateSchema.optional(),
    /** Who, in this site's words. */
    by: text(),
    uncertain: z.literal(true).optional(),
    source: sourceRefSchema,
  })
  .superRefine((ascent, ctx) => {
    if (ascent.date && Number(ascent.date.slice(0, 4)) !== ascent.year) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: `date ${ascent.date} is not in the year ${ascent.year}` });
    }
  });

/** A short fact about the mountain, written for this site, with its source. */
export const PeakNoteSchema = z.object({ text: text(), source: sourceRefSchema });

/** What the sources leave unclear: which peak is meant, which ascent came first, or that none was found. */
export const AmbiguitySchema = z.object({
  text: text(),
  sources: z.array(sourceRefSchema).min(1, 'name the sources behind this note'),
});

/**
 * The databases that know a peak by an id of their own: Wikidata's item (Q513), the Himalayan
 * Database's peak id (EVER, for the peaks of Nepal) and Peakbagger's peak id (a number).
 */
export const peakIdentifierSchemes = ['wikidata', 'himalayanDatabase', 'peakbagger'] as const;
export type PeakIdentifierScheme = (typeof peakIdentifierSchemes)[number];

/** How each database writes its ids, and an example for the message. */
const identifierForms: Record<PeakIdentifierScheme, { pattern: RegExp; example: string; name: string }> = {
  wikidata: { pattern: /^Q[1-9]\d*$/, example: 'Q513', name: 'a Wikidata item' },
  himalayanDatabase: { pattern: /^[A-Z][A-Z0-9]{3}$/, example: 'EVER', name: 'a Himalayan Database peak id' },
  peakbagger: { pattern: /^[1-9]\d*$/, example: '1234', name: 'a Peakbagger peak id' },
};

/** Each database's ids as a Table Schema pattern (the open data's peaks table). */
export const identifierPatterns = Object.fromEntries(
  peakIdentifierSchemes.map((scheme) => [scheme, identifierForms[scheme].pattern.source.replace(/^\^|\$$/g, '')]),
) as Record<PeakIdentifierScheme, string>;

/**
 * A peak's id in one database, with the public page it was read on (`source`, a registered
 * address). An id nobody can check is not kept: one without its page fails the build.
 */
const identifierOf = (scheme: PeakIdentifierScheme) =>
  z
    .object({
      id: z.string().trim().min(1, 'must not be empty'),
      /** The address of the public page the id was read on, registered in content/sources/. */
      source: sourceRefSchema.optional(),
    })
    .superRefine((identifier, ctx) => {
      const form = identifierForms[scheme];
      if (!form.pattern.test(identifier.id)) {
        ctx.addIssue({ code: 'custom', path: ['id'], message: `"${identifier.id}" is not ${form.name} (written like ${form.example})` });
      }
      if (identifier.source === undefined) {
        ctx.addIssue({ code: 'custom', path: ['source'], message: `${form.name} needs the address of the public page it was read on: add source` });
      } else if (identifier.source === ORIGINAL_SITE_KEY) {
        ctx.addIssue({ code: 'custom', path: ['source'], message: `${form.name} needs a public page as its source, not ${ORIGINAL_SITE_KEY}` });
      }
    });

export const PeakIdentifiersSchema = z
  .object(Object.fromEntries(peakIdentifierSchemes.map((scheme) => [scheme, identifierOf(scheme).optional()])) as {
    [K in PeakIdentifierScheme]: z.ZodOptional<ReturnType<typeof identifierOf>>;
  })
  .strict();

export const PeakEntrySchema = z.object({
  id: archiveIdSchema,
  kind: z.enum(peakKinds).default('peak'),
  /** The peak's name; each other language writes it in its overlay, and every page and every record's prose spells it so. */
  name: text(),
  /**
   * How the club's table writes this objective where that is not a name of the place, such as
   * "Seta Glacier (exploration)": the expedition pages show it in place of the name.
   */
  tableLabel: text().optional(),
  otherNames: z.array(OtherNameSchema).default([]),
  heights: z.array(HeightSchema).default([]),
  location: LocationSchema.optional(),
  coordinates: CoordinatesSchema.optional(),
  firstAscents: z.array(FirstAscentSchema).default([]),
  notes: z.array(PeakNoteSchema).default([]),
  ambiguity: AmbiguitySchema.optional(),
  /** The peak's ids in other databases, each with the page it was read on. */
  identifiers: PeakIdentifiersSchema.optional(),
});

/** Every name a record may use for an entry: its name, its table label and its other names. */
export function namesOfPeak(entry: Pick<z.output<typeof PeakEntrySchema>, 'name' | 'tableLabel' | 'otherNames'>): string[] {
  return [entry.name, ...(entry.tableLabel ? [entry.tableLabel] : []), ...entry.otherNames.map((other) => other.name)];
}

/** The registry: ids unique, every name (any case) naming one entry only, at most one reference height each. */
export const PeakRegistrySchema = z.array(PeakEntrySchema).superRefine((list, ctx) => {
  const ids = new Map<string, number>();
  const names = new Map<string, string>();
  list.forEach((entry, i) => {
    const earlier = ids.get(entry.id);
    if (earlier !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `repeats the id of entry ${earlier + 1}` });
    else ids.set(entry.id, i);

    for (const name of namesOfPeak(entry)) {
      const key = name.toLowerCase();
      const owner = names.get(key);
      if (owner !== undefined && owner !== entry.id) {
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${name}" already names ${owner}; a name must lead to one entry` });
      }
      names.set(key, entry.id);
    }

    const references = entry.heights.flatMap((height, h) => (height.reference ? [h] : []));
    references.slice(1).forEach((h) =>
      ctx.addIssue({ code: 'custom', path: [i, 'heights', h, 'reference'], message: 'only one height may be the reference height' }),
    );
  });
});

export type PeakEntry = z.output<typeof PeakEntrySchema>;
export type PeakEntryInput = z.input<typeof PeakEntrySchema>;
export type PeakHeight = z.output<typeof HeightSchema>;
export type PeakOtherName = z.output<typeof OtherNameSchema>;

/** Another language's words for the peak registry, by id (content/peaks/<id>.<lang>.yml): the name and the prose fields only. */
export type PeaksOverlay = FolderOverlay<typeof PeakEntrySchema>;
