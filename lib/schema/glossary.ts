import { z } from 'zod';

/** Bengali script (U+0980–U+09FF) with the spaces, punctuation and brackets names use. */
const bengali = z
  .string()
  .regex(/^[\u0980-\u09FF][\u0980-\u09FF\s.,()\-‘’'&]*$/u, { message: 'must be written in Bengali script' });

const entry = z.object({ en: z.string().trim().min(1), bn: bengali });

/** One section of the glossary, whose English forms must be unique (ignoring case). */
const section = z.array(entry).superRefine((entries, context) => {
  const seen = new Map<string, number>();
  entries.forEach((item, index) => {
    const key = item.en.toLowerCase();
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', path: [index, 'en'], message: `repeats entry ${seen.get(key)! + 1} ("${item.en}")` });
    }
    seen.set(key, index);
  });
});

export const glossarySchema = z.object({ terms: section, people: section, peaks: section, places: section });

export type Glossary = z.output<typeof glossarySchema>;
export type GlossaryInput = z.input<typeof glossarySchema>;
export type GlossarySection = keyof Glossary;
