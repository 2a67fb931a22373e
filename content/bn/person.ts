import type { personWords as englishPersonWords } from '@/content/en/person';
import { genitive } from '@/lib/i18n/bengaliCase';
import { formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);

/** Bengali words of a person's page, /bn/member/<id>/ (twin of content/en/person.ts). */
export const personWords: typeof englishPersonWords = {
  pageTitle: (name: string) => `ক্লাবের নথিতে ${name}`,
  description: (name: string, count: number, years: string) =>
    `মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের নথিতে ${name}: ${count === 1 ? 'একটি' : `${n(count)}টি`} অভিযান (${years}), নথিতে দেওয়া ভূমিকা, আর বিভিন্ন সূত্রে নামের বানান।`,
  descriptionWithoutExpeditions: (name: string) =>
    `মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের নথিতে ${name}: ক্লাবের তথ্য, আর বিভিন্ন সূত্রে নামের বানান।`,
  // `years` is one year (১৯৮৭) or a span (১৯৯০–২০২৫).
  lead: (count: number, years: string) =>
    `${years.includes('–') ? `${years} সালের মধ্যে` : `${years} সালে`} ক্লাবের ${count === 1 ? 'একটি' : `${n(count)}টি`} অভিযানের দলে তাঁর নাম আছে।`,
  leadWithoutExpeditions: 'ক্লাবের তথ্যে তাঁর নাম আছে; কোনও অভিযানের নথিতে নেই।',

  clubHeading: 'ক্লাবে',
  founder: 'ক্লাবের তথ্যে ক্লাবের প্রতিষ্ঠাতা হিসেবে নাম আছে।',
  officeBearer: (role: string, monthYear: string) => `${role}, ${genitive(monthYear)} প্রতিবেদন অনুযায়ী।`,

  expeditionsHeading: 'অভিযান',
  expeditionsIntro:
    'যে-সব অভিযানের দলে তাঁর নাম আছে, নথিতে দেওয়া ভূমিকা-সহ তার তালিকা। শীর্ষে পৌঁছনোর কথা দেখানো হয়েছে কেবল সেখানেই, যেখানে নথিতে শীর্ষে পৌঁছনো আরোহীদের মধ্যে তাঁর নাম আছে।',
  caption: (name: string) => `যে-সব অভিযানে ${genitive(name)} নাম আছে`,
  columns: { year: 'বছর', expedition: 'অভিযান', role: 'দলে ভূমিকা', summit: 'শীর্ষে আরোহণ' },
  roleNotRecorded: 'ভূমিকা নথিভুক্ত নেই',
  summitNotListed: 'শীর্ষে পৌঁছনো আরোহীদের তালিকায় নাম নেই',
  summitersNotNamed: 'নথিতে শীর্ষে পৌঁছনো আরোহীদের নাম নেই',
  noSummit: 'শীর্ষে পৌঁছনোর উল্লেখ নেই',
  result: (result: string) => `ফলাফল: ${result}`,
  disputes: (abouts: string) => `সূত্রগুলির মধ্যে মতভেদ: ${abouts}`,

  namesHeading: 'সূত্রে নামের বানান',
  namesIntro: 'বিভিন্ন সূত্রে এই নামের অন্য যে-সব বানান পাওয়া যায়, প্রতিটি তার সূত্র-সহ।',
  misprint: 'সূত্রে ছাপার ভুল',

  sameHeading: 'হয়তো একই ব্যক্তি',
  sameBefore: 'ইনিই হয়তো',
  sameAfter: '; কোনও সূত্র তা বলে না, তাই এই সাইটে দুজনকে আলাদা রাখা হয়েছে।',

  notesHeading: 'টীকা',
  sourcesLabel: 'সূত্র:',
  sourceLabel: 'সূত্র:',

  allPeopleLink: 'ক্লাবের নথিতে যাঁদের নাম আছে, তাঁরা সকলে',
};
