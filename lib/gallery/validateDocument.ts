import type { z } from 'zod';
import { galleryDocumentSchema, galleryIdSchema, type GalleryDocumentFields, type GalleryItem } from './schema';
import { textOverlayOf, translatedFieldsOf } from './itemText';

/**
 * From a document's data to a GalleryItem, validated as the build and the maintainers' tool both
 * validate it, with its problems in words; and back, from an item to the fields to store.
 */

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
