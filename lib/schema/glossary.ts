import { z } from 'zod';
import { BASE_LANG, isBaseLocale, langs, locales, type Lang, type Locale } from '@/lib/i18n/lang';

/**
 * How a language may write a name: the base language as its content writes it; any other in its
 * script (lib/i18n/lang.ts), with the spaces, punctuation and brackets names use.
 */
function nameForm(locale: Locale): z.ZodString {
  if (isBaseLocale(locale)) return z.string().trim().min(1);
  const { script } = locale;
  const written = new RegExp(`^\\p{Script=${script}}[\\p{Script=${script}}\\s.,()\\-‘’'&]*$`, 'u');
  return z.string().regex(written, { message: `must be written in ${script} script` });
}

/** One name in every language of the site (`{ en, bn }`): a new language is a new column in content/glossary.ts. */
const entry = z.object(Object.fromEntries(langs.map((lang) => [lang, nameForm(locales[lang])])) as Record<Lang, z.ZodString>);

/** One section of the glossary, whose base-language forms must be unique (ignoring case). */
const section = z.array(entry).superRefine((entries, context) => {
  const seen = new Map<string, number>();
  entries.forEach((item, index) => {
    const key = item[BASE_LANG].toLowerCase();
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', path: [index, BASE_LANG], message: `repeats entry ${seen.get(key)! + 1} ("${item[BASE_LANG]}")` });
    }
    seen.set(key, index);
  });
});

export const glossarySchema = z.object({ terms: section, people: section, peaks: section, places: section });

export type Glossary = z.output<typeof glossarySchema>;
export type GlossaryInput = z.input<typeof glossarySchema>;
export type GlossarySection = keyof Glossary;
