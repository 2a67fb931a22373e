import { z } from 'zod';

export const LegalPageSchema = z.object({
  id: z.enum(['terms', 'privacy', 'refund']),
  title: z.string().min(1),
  description: z.string().min(1).max(160),
  sections: z
    .array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }))
    .min(1),
});

export type LegalPage = z.output<typeof LegalPageSchema>;
export type LegalPageInput = z.input<typeof LegalPageSchema>;
