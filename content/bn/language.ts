import type { languageWords as englishLanguageWords } from '@/content/en/language';

/** Bengali words of the edition's numbers, dates, units and language notes (twin of content/en/language.ts). */
export const languageWords: typeof englishLanguageWords = {
  /** PDFs, forms and calendar files exist only in English: the label says so. */
  englishOnlyFile: (label: string) => `${label} (ইংরেজিতে)`,
  /** "মিটার" as content/glossary.ts spells it. */
  metres: (figure: string) => `${figure} মিটার`,
  /** "ফুট" as content/glossary.ts spells it. */
  feet: (figure: string) => `${figure} ফুট`,
  /** Between two peaks' names, in a title and in the peak field of a record. */
  and: 'ও',
  /** The months as Bengali writes them (the forms of the Unicode CLDR for bn-IN), January first. */
  months: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
  /** A day, its parts already in Bengali digits: `১৭ মে, ২০১০`. */
  date: (day: string, month: string, year: string) => `${day} ${month}, ${year}`,
  /** A month of a year: `জুন ২০২৫`. */
  monthYear: (month: string, year: string) => `${month} ${year}`,
  /** Ordinal endings by CLDR form: ১ম, ২য়, ৩য়, ৪র্থ, ৫ম, ৬ষ্ঠ, ৭ম–১০ম, then তম (১১তম, ৪০তম). */
  ordinalEndings: { zero: 'তম', one: 'ম', two: 'য়', few: 'র্থ', many: 'ষ্ঠ', other: 'তম' },
};
