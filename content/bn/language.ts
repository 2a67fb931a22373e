import type { languageWords as englishLanguageWords } from '@/content/en/language';
import { genitive } from '@/lib/i18n/bengaliCase';
import { digitsIn } from '@/lib/i18n/format';

/**
 * The parts of the day, by the hour (0-23) each begins, as Bengali names a time: রাত until 4,
 * ভোর from 4 (first light) to 7, সকাল to noon, দুপুর to 3, বিকেল to 6, সন্ধ্যা to 8, then রাত.
 * So 06:00 is ভোর ৬টা, 07:30 সকাল সাড়ে ৭টা, 14:00 দুপুর ২টো, 16:10 বিকেল ৪টে ১০ মিনিট,
 * 19:00 সন্ধ্যা ৭টা, 23:00 রাত ১১টা, 00:30 রাত সাড়ে ১২টা.
 */
const dayParts: readonly [from: number, word: string][] = [
  [20, 'রাত'],
  [18, 'সন্ধ্যা'],
  [15, 'বিকেল'],
  [12, 'দুপুর'],
  [7, 'সকাল'],
  [4, 'ভোর'],
  [0, 'রাত'],
];

function dayPart(hour: number): string {
  return dayParts.find(([from]) => hour >= from)![1];
}

/** The hour on the 12-hour clock with its classifier: ১টা, ২টো, ৩টে, ৪টে, ৫টা … ১২টা (as spoken and printed). */
function hourWord(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const classifier = twelve === 2 ? 'টো' : twelve === 3 || twelve === 4 ? 'টে' : 'টা';
  return `${digitsIn('bn', twelve)}${classifier}`;
}

/** The clock reading without the part of the day: ৭টা, সাড়ে ৭টা (দেড়টা, আড়াইটে), ৭টা ৪০ মিনিট. */
function reading(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  if (minute === 0) return hourWord(hour);
  if (minute === 30) return twelve === 1 ? 'দেড়টা' : twelve === 2 ? 'আড়াইটে' : `সাড়ে ${hourWord(hour)}`;
  return `${hourWord(hour)} ${digitsIn('bn', minute)} মিনিট`;
}

/** Bengali words of the edition's numbers, dates, units and language notes (twin of content/en/language.ts). */
export const languageWords: typeof englishLanguageWords = {
  /** Calendar files, open data and the club's own PDFs exist only in English: the label says so. */
  // A label that already ends in a bracket takes the note inside it: `… (PDF)` → `… (ইংরেজিতে, PDF)`.
  englishOnlyFile: (label: string) => {
    const bracket = / \(([^()]+)\)$/.exec(label);
    return bracket ? `${label.slice(0, bracket.index)} (ইংরেজিতে, ${bracket[1]})` : `${label} (ইংরেজিতে)`;
  },
  /** "মিটার" as content/glossary.ts spells it. */
  metres: (figure: string) => `${figure} মিটার`,
  /** "ফুট" as content/glossary.ts spells it. */
  feet: (figure: string) => `${figure} ফুট`,
  /** Between two peaks' names, in a title and in the peak field of a record. */
  and: 'ও',
  /** The months as Bengali writes them (the forms of the Unicode CLDR for bn-IN), January first. */
  months: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
  /** A day, its parts already in Bengali digits: `১৭ মে ২০১০`, without a comma, as the edition's prose writes it. */
  date: (day: string, month: string, year: string) => `${day} ${month} ${year}`,
  /** A month of a year: `জুন ২০২৫`. */
  monthYear: (month: string, year: string) => `${month} ${year}`,
  /** A time of day as Bengali writes it, never the 24-hour clock: `ভোর ৬টা`, `সকাল সাড়ে ৭টা`, `দুপুর ২টো`, `বিকেল ৪টে ১০ মিনিট`. */
  clockTime: (hour: number, minute: number) => `${dayPart(hour)} ${reading(hour, minute)}`,
  /**
   * Between two times: `সকাল ৭টা ৪০ মিনিট থেকে ৭টা ৪৫ মিনিটের মধ্যে`; the second names its part of
   * the day only when it differs: `ভোর ৬টা ২৫ মিনিট থেকে সকাল ৭টার মধ্যে`.
   */
  clockRange: (fromHour: number, fromMinute: number, toHour: number, toMinute: number) => {
    const to = dayPart(toHour) === dayPart(fromHour) ? reading(toHour, toMinute) : `${dayPart(toHour)} ${reading(toHour, toMinute)}`;
    return `${dayPart(fromHour)} ${reading(fromHour, fromMinute)} থেকে ${genitive(to)} মধ্যে`; // ৭টার, ২টোর, ৪টের, ৪০ মিনিটের
  },
  /** Ordinal endings by CLDR form: ১ম, ২য়, ৩য়, ৪র্থ, ৫ম, ৬ষ্ঠ, ৭ম–১০ম, then তম (১১তম, ৪০তম). */
  ordinalEndings: { zero: 'তম', one: 'ম', two: 'য়', few: 'র্থ', many: 'ষ্ঠ', other: 'তম' },
};
