import { z } from 'zod';
import { entryIdSchema, text } from './text';

/** A titled run of paragraphs (About, the legal pages), keyed by a stable id so other languages can translate it. */
export const sectionSchema = z.object({ id: entryIdSchema, heading: text(z.string().min(1)), paragraphs: z.array(text(z.string().min(1))).min(1) });
