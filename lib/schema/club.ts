import { z } from 'zod';

/**
 * A value the club still has to supply. It is shipped so the page can be laid out, rendered like
 * any other value, and listed by the build (`scripts/check-content.ts`) until someone fills it in.
 */
const placeholderFlag = z.boolean().optional();

export const PhoneSchema = z.object({
  label: z.string().min(1),
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
  network: z.enum(['facebook', 'instagram', 'youtube', 'x']),
  label: z.string().min(1),
  href: z.url({ protocol: /^https$/ }),
});

export const OfficeBearerSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  /** Month the role is attested in the sources, YYYY-MM. */
  asOf: z.string().regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
});

export const ClubSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  foundedYear: z.number().int().min(1900).max(2100),
  founder: z.string().min(1).optional(),
  /** What can be said truthfully; the act and number stay out until the club supplies them. */
  registration: z.object({
    statement: z.string().min(1),
    act: z.string().min(1).optional(),
    number: z.string().min(1).optional(),
    placeholder: placeholderFlag,
  }),
  affiliation: z.object({ statement: z.string().min(1), placeholder: placeholderFlag }),
  address: z.object({
    building: z.string().min(1).optional(),
    street: z.string().min(1),
    town: z.string().min(1),
    district: z.string().min(1),
    state: z.string().min(1),
    pin: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
    country: z.string().min(1),
  }),
  secretary: z.object({ name: z.string().min(1).optional(), email: EmailSchema }),
  phones: z.array(PhoneSchema).length(3, 'the site shows exactly three phone numbers'),
  helpLine: PhoneSchema,
  membership: z.object({ count: z.number().int().positive(), asOf: z.string().regex(/^\d{4}-\d{2}$/) }).optional(),
  officeBearers: z.array(OfficeBearerSchema),
  social: z.array(SocialLinkSchema),
  /** External visitor-counter image; rendered only when configured. */
  visitorCounter: z.object({ imageUrl: z.url({ protocol: /^https$/ }), alt: z.string().min(1) }).optional(),
  versionLine: z.string().min(1),
  siteUrl: z.url(),
});

export type Club = z.output<typeof ClubSchema>;
export type ClubInput = z.input<typeof ClubSchema>;
export type Phone = z.output<typeof PhoneSchema>;
