import { z } from 'zod';

export const AboutSchema = z.object({
  heading: z.string().min(1),
  intro: z.array(z.string().min(1)).min(1),
  highlights: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })),
});

export type About = z.output<typeof AboutSchema>;
export type AboutInput = z.input<typeof AboutSchema>;
