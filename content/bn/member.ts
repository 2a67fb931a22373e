import type { memberWords as englishMemberWords } from '@/content/en/member';
import { formatNumberIn } from '@/lib/i18n/format';

/** Bengali words of the members page, /bn/member/ (twin of content/en/member.ts). */
export const memberWords: typeof englishMemberWords = {
  title: 'সদস্য',
  description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের পদাধিকারী ও সদস্যরা, প্রকাশিত প্রতিবেদনে যেমন নাম আছে।',
  empty: 'শিগগিরই আপডেট করা হবে',
  bearersHeading: 'পদাধিকারী',
  bearersIntro: 'প্রকাশিত প্রতিবেদনে ক্লাবের যে পদাধিকারীদের নাম পাওয়া গেছে, তাঁরা। প্রতিটি নামের পাশে সেই মাস দেওয়া আছে, যখন পদটির খবর প্রকাশিত হয়েছিল; তাই পুরোনো তথ্য এর মধ্যে বদলে গিয়ে থাকতে পারে।',
  reported: (monthYear: string) => `${monthYear}-এর প্রতিবেদন অনুযায়ী`,
  count: (count: number, monthYear: string) =>
    `সেই সময়ের প্রতিবেদন অনুযায়ী, ${monthYear}-এ ক্লাবের সদস্য ছিলেন ${formatNumberIn('bn', count)} জন।`,
};
