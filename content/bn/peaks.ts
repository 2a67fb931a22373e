import type { peaksWords as englishPeaksWords } from '@/content/en/peaks';
import { genitive } from '@/lib/i18n/bengaliCase';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);
const regionUnknown = 'অঞ্চল লেখা নেই';

/** Bengali words of the peaks index, /bn/peaks/, and those a peak's page shares with it (twin of content/en/peaks.ts). */
export const peaksWords: typeof englishPeaksWords = {
  title: 'শৃঙ্গ',
  description:
  (first: number, last: number) =>
    `${d(first)} থেকে ${d(last)} সালের মধ্যে ক্লাবের অভিযান যে-সব পর্বতে গিয়েছে, অঞ্চল অনুযায়ী সাজানো: প্রতিটির উচ্চতা, সেই সংখ্যা কোথা থেকে পাওয়া, আর ক্লাব কোন কোন বছর সেখানে গিয়েছিল।`,
  lead: 'ক্লাবের অভিযান যে-সব পর্বতে গিয়েছে, অঞ্চল অনুযায়ী তালিকা; সঙ্গে প্রতিটির উচ্চতা, আর ক্লাব কোন কোন বছর সেখানে গিয়েছিল।',
  breadcrumb: 'শৃঙ্গ',
  summary: (peaks: number, glaciers: number) =>
    `${n(peaks)}টি শৃঙ্গ${glaciers === 0 ? '' : glaciers === 1 ? ' ও একটি হিমবাহ' : ` ও ${n(glaciers)}টি হিমবাহ`}, প্রতিটির নিজের পাতা আছে।`,
  heightsNote:
    'প্রতিটি উচ্চতা অভিযানের নথিতে ব্যবহৃত সংখ্যা: ক্লাবের কোনও সূত্রে থাকলে ক্লাবের নিজের দেওয়া উচ্চতা, নইলে প্রকাশিত উচ্চতা, অর্থাৎ কোনও প্রকাশিত সূত্রের দেওয়া সংখ্যা। সূত্রগুলি প্রায়ই একমত নয়; প্রতিটি শৃঙ্গের পাতায় প্রতিটি সংখ্যা তার সূত্র-সহ দেওয়া আছে।',
  recordsLink: 'এই নথিগুলি সম্পর্কে',
  regionUnknown,
  regionListLabel: (region: string) => (region === regionUnknown ? 'যে শৃঙ্গগুলির অঞ্চল লেখা নেই' : `${genitive(region)} শৃঙ্গ`),
  glacier: 'হিমবাহ',
  heightKinds: { club: 'ক্লাবের নিজের দেওয়া উচ্চতা', reference: 'প্রকাশিত উচ্চতা' },
  heightUnknown: 'উচ্চতা জানা নেই',
  visitsLabel: 'ক্লাবের অভিযান:',
  visitContext: (peak: string, year: number) => `, ${d(year)} সালের ${peak} অভিযানের প্রতিবেদন`,
};
