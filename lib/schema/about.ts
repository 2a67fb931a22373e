import { z } from 'zod';
import { sectionSchema } from './section';
import { entryIdSchema, text, type Overlay } from './text';

export const AboutSchema = z.object({
  heading: text(z.string().min(1)),
  intro: z.array(text(z.string().min(1))).min(1),
  /** The figures beside the text; `value` as a visitor reads it (`8848.86 m`), checked like any text. */
  highlights: z.array(z.object({ id: entryIdSchema, value: text(z.string().min(1)), label: text(z.string().min(1)) })).min(1),
  sections: z.array(sectionSchema),
});

export type About = z.output<typeof AboutSchema>;
export type AboutInput = z.input<typeof AboutSchema>;
/** Another language's words for the About text (content/about.<lang>.ts). */
export type AboutOverlay = Overlay<typeof AboutSchema>;
