import { z } from 'zod';
import { archiveIdSchema } from './peak';
import { reference } from './reference';
import { entryIdSchema, name, text, type Overlay } from './text';

/** A person of the people registry (content/people), by id: pages show the name the registry gives them. */
const personIdSchema = reference('people', archiveIdSchema);

/**
 * A value the club still has to supply. It is shipped so the page can be laid out, rendered like
 * any other value, and listed by the build (`scripts/check-content.ts`) until someone fills it in.
 */
const placeholderFlag = z.boolean().optional();

export const PhoneSchema = z.object({
  label: text(z.string().min(1)),
  /** E.164 form used in the tel: link, e.g. +910000000001. */
  tel: z.string().regex(/^\+\d{8,15}$/, 'must be in E.164 form, e.g. +913472000000'),
  display: z.string().min(1),
  placeholder: placeholderFlag,
});

export const EmailSchema = z.object({
  address: z.email(),
  placeholder: placeholderFlag,
});

export const SocialLinkSchema = z.object({
  /** Each network once: it keys the link in other languages. */
  network: z.enum(['facebook', 'instagram', 'youtube', 'x']),
  label: text(z.string().min(1)),
  href: z.url({ protocol: /^https$/ }),
});

export const OfficeBearerSchema = z.object({
  /** Stable key of the entry (`secretary`). */
  id: entryIdSchema,
  person: personIdSchema,
  /** In English, as content/glossary.ts's terms list it: pages show it through the glossary, and find the secretary by it. */
  role: z.string().min(1),
  /** Month the role is attested in the sources, YYYY-MM. */
  asOf: z.string().regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
});

export const ClubSchema = z.object({
  name: text(z.string().min(1)),
  /** The club's initials as each edition writes them: MAK; in Bengali ম্যাক, as the Bengali press writes it. */
  shortName: text(z.string().min(1)),
  tagline: text(z.string().min(1)),
  foundedYear: z.number().int().min(1900).max(2100),
  founder: personIdSchema.optional(),
  /** What can be said truthfully; the act and number stay out until the club supplies them. */
  registration: z.object({
    statement: text(z.string().min(1)),
    act: text(z.string().min(1)).optional(),
    number: z.string().min(1).optional(),
    placeholder: placeholderFlag,
  }),
  affiliation: z.object({ statement: text(z.string().min(1)), placeholder: placeholderFlag }),
  /** Every part a place the glossary spells in each language, but the PIN. */
  address: z.object({
    building: name('places', z.string().min(1)).optional(),
    street: name('places', z.string().min(1)),
    town: name('places', z.string().min(1)),
    district: name('places', z.string().min(1)),
    state: name('places', z.string().min(1)),
    pin: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
    country: name('places', z.string().min(1)),
  }),
  secretary: z.object({ person: personIdSchema.optional(), email: EmailSchema }),
  /** Each with a stable key (`office`), by which other languages translate its label. */
  phones: z.array(PhoneSchema.extend({ id: entryIdSchema })).length(3, 'the site shows exactly three phone numbers'),
  helpLine: PhoneSchema,
  membership: z.object({ count: z.number().int().positive(), asOf: z.string().regex(/^\d{4}-\d{2}$/) }).optional(),
  officeBearers: z.array(OfficeBearerSchema),
  social: z.array(SocialLinkSchema),
  /** External visitor-counter image; rendered only when configured. */
  visitorCounter: z.object({ imageUrl: z.url({ protocol: /^https$/ }), alt: text(z.string().min(1)) }).optional(),
  versionLine: z.string().min(1),
});

export type Club = z.output<typeof ClubSchema>;
/** Another language's words for the club's details (content/club.yml › <lang>). */
export type ClubOverlay = Overlay<typeof ClubSchema>;
