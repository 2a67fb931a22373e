import { z } from 'zod';
import { reportSlugs } from '@/lib/expeditions';
import type { PictureData } from '@/lib/images';
import { imageUrlProblem } from './imageUrl';
import { translatedTextFields, type GalleryTextOverlay, type translatedFieldsOf } from './itemText';

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
    ctx.addIssue({ code: 'custom', message: `must be an expedition's slug, the name of a file in content/expeditions/ (like Everest-2010), not "${slug}"${hint}` });
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

/** The fields to store in Firestore for a validated item: everything but the id, translations as their own fields. */
export type GalleryDocumentFields = Omit<GalleryItem, 'id' | 'text'> & ReturnType<typeof translatedFieldsOf>;
