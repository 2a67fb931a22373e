import type { languageWords as englishLanguageWords } from '@/content/en/language';

/** Bengali words of the edition's number style and language notes (twin of content/en/language.ts). */
export const languageWords: typeof englishLanguageWords = {
  /** PDFs, forms and calendar files exist only in English: the label says so (BENGALI.md). */
  englishOnlyFile: (label: string) => `${label} (ইংরেজিতে)`,
  /** "ফুট" as content/glossary.ts spells it. */
  feet: (figure: string) => `${figure} ফুট`,
  /** As lib/expeditions/bengali.ts joins two peaks' names. */
  and: 'ও',
};
