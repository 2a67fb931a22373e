import { z } from 'zod';
import { langs, type Lang } from '@/lib/i18n/lang';

/** How each language may write a name: English as the English content writes it; Bengali in Bengali script (U+0980–U+09FF) with the spaces, punctuation and brackets names use. */
const nameForm: Record<Lang, z.ZodString> = {
  en: z.string().trim().min(1),
  bn: z.string().regex(/^[\u0980-\u09FF][\u0980-\u09FF\s.,()\-‘’'&]*$/u, { message: 'must be written in Bengali script' }),
};

/** One name in every language of the site (`{ en, bn }`): a new language is a new key here and a column in content/glossary.ts. */
const entry = z.object(Object.fromEntries(langs.map((lang) => [lang, nameForm[lang]])) as Record<Lang, z.ZodString>);

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
