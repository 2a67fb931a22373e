import type { yearsWords as englishYearsWords } from '@/content/en/years';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of the years index, /bn/years/ (twin of content/en/years.ts). */
export const yearsWords: typeof englishYearsWords = {
  title: 'বছর ধরে ধরে',
  breadcrumb: 'বছর ধরে ধরে',
  description: (first: number, last: number) => `${d(first)} থেকে ${d(last)} পর্যন্ত প্রতি বছর ক্লাব কী করেছে: তার অভিযান ও অনুষ্ঠান, প্রতিটি বছরের জন্য একটি করে পাতা।`,
  lead: 'নথিতে ক্লাবের অভিযান বা অনুষ্ঠান আছে এমন প্রতিটি বছর, আর সে বছর কী কী হয়েছিল।',
  listLabel: 'যে বছরগুলিতে অভিযান বা অনুষ্ঠান হয়েছে',
  expeditions: (count: number) => `${n(count)}টি অভিযান`,
  events: (count: number) => `${n(count)}টি অনুষ্ঠান`,
  listName: (club: string) => `${club}: নথির বছরগুলি`,
};
