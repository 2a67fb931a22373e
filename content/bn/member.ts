import type { memberWords as englishMemberWords } from '@/content/en/member';
import { genitive, locative } from '@/lib/i18n/bengaliCase';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);

/** Bengali words of the members page, /bn/member/ (twin of content/en/member.ts). */
export const memberWords: typeof englishMemberWords = {
  title: 'সদস্য ও অভিযাত্রী দল',
  description:
    'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের পদাধিকারীরা এবং ক্লাবের অভিযানের নথিতে যাঁদের নাম আছে তাঁরা সকলে: কে কতগুলি অভিযানে, কোন ভূমিকায়।',
  lead: (people: number, withTeam: number, expeditions: number) =>
    `এখানে আছেন প্রকাশিত প্রতিবেদনে নাম পাওয়া ক্লাবের পদাধিকারীরা, আর ক্লাবের ${n(expeditions)}টি অভিযানের ${n(withTeam)}টির দলে নথিভুক্ত ${n(people)} জন; প্রত্যেকের আলাদা পাতা আছে।`,
  empty: 'শিগগিরই আপডেট করা হবে',
  bearersHeading: 'পদাধিকারী',
  bearersIntro: 'প্রকাশিত প্রতিবেদনে ক্লাবের যে পদাধিকারীদের নাম পাওয়া গেছে, তাঁরা। প্রতিটি নামের পাশে সেই মাস দেওয়া আছে, যখন পদটির খবর প্রকাশিত হয়েছিল; তাই পুরোনো তথ্য এর মধ্যে বদলে গিয়ে থাকতে পারে।',
  roleAsOf: (role: string, year: number) => `${role}, ${digitsIn('bn', year)} সালের হিসেবে`,
  reported: (monthYear: string) => `${genitive(monthYear)} প্রতিবেদন অনুযায়ী`,
  count: (count: number, monthYear: string) =>
    `সেই সময়ের প্রতিবেদন অনুযায়ী, ${locative(monthYear)} ক্লাবের সদস্য ছিলেন ${n(count)} জন।`,

  peopleHeading: 'অভিযানের নথিতে যাঁদের নাম আছে',
  peopleIntro:
    'অভিযানের নথিতে কোনও দলে যাঁদের নাম আছে, তাঁরা সকলে: নথি তাঁদের সম্পর্কে যা বলে সেই অনুযায়ী ভাগ করা, আর প্রতিটি ভাগে কতগুলি অভিযানে নাম আছে সেই অনুযায়ী সাজানো। সংখ্যাগুলি নথি থেকে গোনা; কারও শীর্ষে পৌঁছনো গোনা হয়েছে কেবল তখনই, যখন কোনও নথিতে শীর্ষে পৌঁছনো আরোহীদের মধ্যে তাঁর নাম আছে।',
  groups: {
    club: {
      heading: 'ক্লাবের দলে',
      intro: 'ক্লাবের অভিযানের দলনেতা, সদস্য ও আরোহী সদস্যরা।',
    },
    partners: {
      heading: 'সহযোগী ক্লাবের দলে',
      intro: 'অন্য একটি ক্লাবের আরোহীরা, যাঁরা নিজেদের ক্লাবের দলের সদস্য হিসেবে ম্যাকের দলের সঙ্গে আরোহণ করেছিলেন।',
    },
    staff: {
      heading: 'হাই অল্টিটিউড শেরপা ও কর্মী',
      intro: 'ক্লাবের দলে নথিতে যে শেরপা ও অন্য কর্মীদের নাম আছে, তাঁরা।',
    },
    unstated: {
      heading: 'ভূমিকা ছাড়া নাম',
      intro: 'নথিতে যাঁদের নাম কোনও দলে আছে, কিন্তু কোন ভূমিকায় তা বলা নেই।',
    },
  },
  expeditions: (count: number) => `${n(count)}টি অভিযান`,
  years: (first: number, last: number) => (first === last ? digitsIn('bn', first) : `${digitsIn('bn', first)}–${digitsIn('bn', last)}`),
  roleCount: (role: string, count: number) => `${role}: ${n(count)}`,
  roleNotRecorded: 'ভূমিকা নথিভুক্ত নেই',
  summits: (count: number) => `শীর্ষে পৌঁছেছেন ${n(count)}টি অভিযানে`,

  correctionHeading: 'সংশোধন',
  correctionBefore: 'এখানে কোনও নাম, ভূমিকা বা সংখ্যা ভুল হলে, অথবা আপনি এই পাতাগুলি থেকে নিজের নাম সরাতে চাইলে, অনুগ্রহ করে',
  correctionLink: 'যোগাযোগের পাতার মাধ্যমে ক্লাবকে লিখুন',
  correctionAfter: '।',
};
