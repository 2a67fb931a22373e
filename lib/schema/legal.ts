import { z } from 'zod';
import { sectionSchema } from './section';
import { text, type Overlay } from './text';

export const LegalPageSchema = z.object({
  id: z.enum(['terms', 'privacy', 'refund']),
  title: text(z.string().min(1)),
  /** The page's meta description: short enough for a search result, in every language. */
  description: text(z.string().min(1).max(160)),
  sections: z.array(sectionSchema).min(1),
});

export const legalPagesSchema = z.array(LegalPageSchema);

export type LegalPage = z.output<typeof LegalPageSchema>;
export type LegalPageInput = z.input<typeof LegalPageSchema>;
/** Another language's words for the legal pages, by page id (content/legal.<lang>.ts). */
export type LegalOverlay = Overlay<typeof legalPagesSchema>;
