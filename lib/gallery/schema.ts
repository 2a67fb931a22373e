import { z } from 'zod';
import { reportSlugs } from '@/lib/expeditions';
import type { PictureData } from '@/lib/images';
import { textOverlayOf, translatedFieldsOf, translatedTextFields, type GalleryTextOverlay } from './itemText';
import { BASE_LANG } from '@/lib/i18n/lang';

/**
 * The shape of one gallery photo, shared by the build-time loader, the maintainers' tool
 * (`npm run gallery`) and the tests, so that all three accept and refuse exactly the same
 * documents. Nothing here imports firebase: the client gallery island imports the types.
 */

/** The Firestore collection the original site read its gallery from. */
export const GALLERY_COLLECTION = 'GALLERY';

export const TITLE_MAX_LENGTH = 200;
export const ALT_MAX_LENGTH = 300;
export const IMAGE_SIDE_MAX = 20_000;

/**
 * A validated GALLERY document (the build's and the tool's view, before its picture is published).
 * Optional fields are absent, never undefined.
 */
export interface GalleryItem {
  id: string;
  title: string;
  img: string;
  alt?: string;
  /** The title and alt text in the other editions' languages (./itemText.ts); English when absent. */
  text?: GalleryTextOverlay;
  width?: number;
  height?: number;
  order?: number;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: club photos are often dated only by year. */
  takenAt?: string;
  /** The canonical slug of the expedition the photo belongs to (`Everest-2010`). */
  expedition?: string;
}

/**
 * A gallery item as pages receive it, from the image step's manifest: `img` is the published zoom
 * file (never the original), `width`/`height` its size, `picture` its variants (or the artwork).
 */
export interface PublishedGalleryItem extends GalleryItem {
  width: number;
  height: number;
  picture: PictureData;
}

/** The name of the scheme of a URL-like string, for messages ("javascript:", "data:"). */
function schemeOf(value: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
}

/**
 * Why an image URL is refused, or undefined when it is allowed. Allowed: absolute `https:` URLs
 * with a host and no embedded user name, and site-relative paths (`/gallery/a.jpg`). Refused:
 * every other scheme (javascript:, data:, http:), protocol-relative `//host/...` and `/\host`
 * (browsers treat both as another site), relative paths without the leading slash (they would
 * resolve against the page's own path), and whitespace or control characters.
 */
export function imageUrlProblem(value: string): string | undefined {
  if (value.length === 0) return 'must not be empty';
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return 'must not contain spaces or control characters';
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) {
      return 'must not start with // or /\\ (that points at another site); use https:// or a path like /gallery/photo.jpg';
    }
    return undefined;
  }
  const scheme = schemeOf(value);
  if (scheme === undefined) {
    return 'must be an https: URL or a site-relative path starting with / (like /gallery/photo.jpg)';
  }
  if (scheme !== 'https') {
    return `must be an https: URL or a site-relative path starting with /, not a ${scheme}: URL`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid https: URL';
  }
  if (!url.hostname) return 'is not a valid https: URL (no host)';
  if (url.username || url.password) return 'must not contain a user name or password';
  return undefined;
}

/** True when `value` may be used as an image source on the site. */
export function isAllowedImageUrl(value: string): boolean {
  return imageUrlProblem(value) === undefined;
}

/** A zod error map that says "is missing" for an absent field and `wrongType` otherwise. */
function missingOr(wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : wrongType);
}

/**
 * Firestore document ids: non-empty, no `/`, not `.` or `..`, not `__name__`-style reserved ids,
 * at most 1500 bytes. The tool also uses these ids on the command line, so they stay printable.
 */
export const galleryIdSchema = z
  .string({ error: missingOr('must be text') })
  .min(1, 'must not be empty')
  .refine((id) => !id.includes('/'), 'must not contain /')
  .refine((id) => id !== '.' && id !== '..', 'must not be . or ..')
  .refine((id) => !/^__.*__$/.test(id), 'must not look like __reserved__')
  .refine((id) => !/[\u0000-\u001f\u007f]/.test(id), 'must not contain control characters')
  .refine((id) => new TextEncoder().encode(id).length <= 1500, 'must be at most 1500 bytes');

const titleSchema = z
  .string({ error: missingOr('must be text') })
  .trim()
  .min(1, 'must not be empty')
  .max(TITLE_MAX_LENGTH, `must be at most ${TITLE_MAX_LENGTH} characters`);

const imgSchema = z
  .string({ error: missingOr('must be text (an image URL)') })
  .trim()
  .superRefine((value, ctx) => {
    const problem = imageUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const altSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(ALT_MAX_LENGTH, `must be at most ${ALT_MAX_LENGTH} characters`);

const sideSchema = z
  .number({ error: 'must be a number (pixels)' })
  .int('must be a whole number of pixels')
  .positive('must be greater than 0')
  .max(IMAGE_SIDE_MAX, `must be at most ${IMAGE_SIDE_MAX}`);

const orderSchema = z.number({ error: 'must be a number' }).finite('must be a finite number');

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** True for `YYYY`, `YYYY-MM` and real calendar dates `YYYY-MM-DD`. */
function isPartialDate(value: string): boolean {
  const match = PARTIAL_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  const m = Number(month);
  if (m < 1 || m > 12) return false;
  if (day === undefined) return true;
  const date = new Date(Date.UTC(Number(year), m - 1, Number(day)));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === Number(day);
}

/** A Firestore Timestamp (duck-typed so that this module never imports firebase) or a Date. */
function toDateOrUndefined(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    const date = (value as { toDate: () => unknown }).toDate();
    if (date instanceof Date) return date;
  }
  return undefined;
}

/** `takenAt` is stored either as text (`2024`, `2024-10`, `2024-10-12`) or as a Firestore Timestamp. */
const takenAtSchema = z.unknown().transform((value, ctx): string => {
  if (typeof value === 'string') {
    const text = value.trim();
    if (isPartialDate(text)) return text;
  } else {
    const date = toDateOrUndefined(value);
    if (date && !Number.isNaN(date.getTime())) return date.toISOString().slice(0, 10);
  }
  ctx.addIssue({ code: 'custom', message: 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD, or a Firestore timestamp' });
  return z.NEVER;
});

/** Every report slug, canonical or legacy (Indrasan-2003), and the canonical slug it stands for. */
const canonicalSlugOf = new Map(reportSlugs.map((entry) => [entry.slug, entry.canonicalSlug]));

/**
 * `expedition` names a report by its slug, exactly as in its URL. A legacy slug is accepted (it is
 * an address maintainers may copy) and stored as the canonical one, so pages ask for one slug.
 * Empty (a field cleared in the console) means none, as for alt.
 */
const expeditionSchema = z
  .string({ error: 'must be text (an expedition slug such as Everest-2010)' })
  .trim()
  .transform((slug, ctx): string | undefined => {
    if (slug === '') return undefined;
    const canonical = canonicalSlugOf.get(slug);
    if (canonical !== undefined) return canonical;
    const near = [...canonicalSlugOf.keys()].find((known) => known.toLowerCase() === slug.toLowerCase());
    const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
    ctx.addIssue({ code: 'custom', message: `must be an expedition's slug as in content/expeditions.ts (like Everest-2010), not "${slug}"${hint}` });
    return z.NEVER;
  });

/**
 * The fields of a gallery document (its id is the document's id, not a field). Unknown fields are
 * ignored so that maintainers may keep their own notes in a document.
 */
export const galleryDocumentSchema = z
  .object({
    title: titleSchema,
    img: imgSchema,
    alt: altSchema.optional(),
    ...translatedTextFields({ title: titleSchema, alt: altSchema }),
    width: sideSchema.optional(),
    height: sideSchema.optional(),
    order: orderSchema.optional(),
    takenAt: takenAtSchema.optional(),
    expedition: expeditionSchema.optional(),
  })
  .superRefine((doc, ctx) => {
    // Width and height only help the page reserve space when both are known.
    if ((doc.width === undefined) !== (doc.height === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [doc.width === undefined ? 'width' : 'height'],
        message: 'must be given together with ' + (doc.width === undefined ? 'height' : 'width'),
      });
    }
  });

/** A record with its id, as in the embedded seed file `content/gallery.json`. */
export const galleryItemSchema = galleryDocumentSchema.and(z.object({ id: galleryIdSchema }));

export type GalleryDocumentInput = z.input<typeof galleryDocumentSchema>;
export type GalleryItemInput = z.input<typeof galleryItemSchema>;

/** The fields to store in Firestore for a validated item: everything but the id, translations as their own fields. */
export type GalleryDocumentFields = Omit<GalleryItem, 'id' | 'text'> & ReturnType<typeof translatedFieldsOf>;

/** Formats zod issues as `title is missing; img must be ...`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field} ${issue.message}` : issue.message;
  });
}

export type GalleryValidation =
  | { ok: true; item: GalleryItem }
  | { ok: false; id: string; problems: string[] };

/** Copies a parsed document into a GalleryItem without undefined-valued keys. */
function toItem(id: string, doc: z.output<typeof galleryDocumentSchema>): GalleryItem {
  const item: GalleryItem = { id, title: doc.title, img: doc.img };
  // An empty alt text would mark the photo as decorative; the page falls back to the title instead.
  if (doc.alt) item.alt = doc.alt;
  const text = textOverlayOf(doc);
  if (text) item.text = text;
  if (doc.width !== undefined && doc.height !== undefined) {
    item.width = doc.width;
    item.height = doc.height;
  }
  if (doc.order !== undefined) item.order = doc.order;
  if (doc.takenAt !== undefined) item.takenAt = doc.takenAt;
  if (doc.expedition) item.expedition = doc.expedition;
  return item;
}

/**
 * Validates one document's data. The build skips a document that fails (with a warning naming its
 * id and the problems); the tool refuses to write it.
 */
export function validateGalleryDocument(id: string, data: unknown): GalleryValidation {
  const idResult = galleryIdSchema.safeParse(id);
  const result = galleryDocumentSchema.safeParse(data ?? {});
  if (idResult.success && result.success) return { ok: true, item: toItem(id, result.data) };
  const problems = [
    ...(idResult.success ? [] : describeIssues(idResult.error.issues).map((p) => `id ${p}`)),
    ...(result.success ? [] : describeIssues(result.error.issues)),
  ];
  return { ok: false, id, problems };
}

/** The fields to write to Firestore for an item: the item without its id (validating them gives the item back). */
export function documentFieldsOf(item: GalleryItem): GalleryDocumentFields {
  const { id: _id, text, ...fields } = item;
  void _id;
  return { ...fields, ...translatedFieldsOf(text) };
}

const titleCollator = new Intl.Collator(BASE_LANG, { sensitivity: 'base', numeric: true });

/**
 * The gallery's order, stable and independent of Firestore's return order:
 *   1. items with an `order` field first, by `order` ascending (maintainers pin photos this way);
 *   2. then by title, case-insensitively and with numbers compared as numbers ("Nun 2014" before
 *      "Nun 2015", "Camp 2" before "Camp 10");
 *   3. then by id (plain code-unit order), so that equal titles never swap between builds.
 */
export function compareGalleryItems(a: GalleryItem, b: GalleryItem): number {
  if (a.order !== undefined || b.order !== undefined) {
    if (a.order === undefined) return 1;
    if (b.order === undefined) return -1;
    if (a.order !== b.order) return a.order - b.order;
  }
  const byTitle = titleCollator.compare(a.title, b.title);
  if (byTitle !== 0) return byTitle;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sorted copy of `items` (see compareGalleryItems for the order). */
export function sortGallery(items: readonly GalleryItem[]): GalleryItem[] {
  return [...items].sort(compareGalleryItems);
}
