import type { yearWords as englishYearWords } from '@/content/en/year';
import { locative } from '@/lib/i18n/bengaliCase';
import { digitsIn } from '@/lib/i18n/format';

const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of a year's page, /bn/years/<yyyy>/ (twin of content/en/year.ts). */
export const yearWords: typeof englishYearWords = {
  pageTitle: (year: number) => `${locative(d(year))} ক্লাব: অভিযান ও অনুষ্ঠান`,
  heading: (year: number) => d(year),
  pageDescription: (club: string, year: number, parts: string) => `${locative(d(year))} ${club} যা করেছে: ${parts}; প্রতিটি অভিযানের ফলাফল ও দলনেতা, আর তার প্রতিবেদনের লিংক-সহ।`,
  lead: (parts: string) => `নথিতে আছে: ${parts}।`,
  listHeading: 'তারিখের ক্রমে',
  listLabel: (year: number) => `ক্লাবের ${d(year)} সালের অভিযান ও অনুষ্ঠান`,
  expedition: 'অভিযান',
  monthUnknown: 'মাস আমাদের জানা নেই',
  peaks: 'শৃঙ্গ',
  result: 'ফলাফল',
  leader: 'দলনেতা',
  leaderUnknown: 'আমাদের জানা নেই',
  reportLink: (title: string) => `প্রতিবেদন: ${title}`,
  eventLink: 'অনুষ্ঠানের পাতায়',
  neighboursLabel: 'অন্য বছর',
  previous: (year: number) => `← ${d(year)}`,
  next: (year: number) => `${d(year)} →`,
  allYears: 'সব বছর',
  listName: (club: string, year: number) => `${locative(d(year))} ${club}`,
};
