import type { correctionWords as englishCorrectionWords } from '@/content/en/correction';
import { digitsIn } from '@/lib/i18n/format';

const d = (value: number | string) => digitsIn('bn', value);

/**
 * Bengali words of "Suggest a correction" at the end of every record's page (twin of
 * content/en/correction.ts). Nothing here promises more than a message to the club.
 */
export const correctionWords: typeof englishCorrectionWords = {
  heading: 'সংশোধনের প্রস্তাব',
  intro: {
    expedition: (peaks: string, year: number) => `${d(year)} সালের ${peaks} অভিযানের প্রতিবেদনে কিছু ভুল থাকলে ক্লাবকে জানান।`,
    peak: (name: string) => `${name} সম্পর্কে এই পাতায় কিছু ভুল থাকলে ক্লাবকে জানান।`,
    person: (name: string) =>
      `${name} সম্পর্কে এই পাতায় কিছু ভুল থাকলে, অথবা পাতাটি আপনাকে নিয়ে হলে এবং আপনি এটি সংশোধন করাতে বা সরিয়ে দিতে চাইলে, ক্লাবকে জানান।`,
    event: (title: string) => `“${title}” সম্পর্কে কিছু ভুল থাকলে ক্লাবকে জানান।`,
  },
  how: 'কোন তথ্যটি ভুল জানলে সেটি বেছে নিন, তারপর যোগাযোগের পাতায় যান: সেখানকার ফর্মে আপনার বার্তার শুরুতে থাকবে এই নথির নাম, পাতার ঠিকানা আর তথ্যটি। আপনার বার্তা ক্লাবের কাছে যাবে।',
  detailLabel: 'কোন তথ্যটি ভুল?',
  detailNone: 'একটি বেছে নিন (ঐচ্ছিক)',
  details: {
    dates: 'তারিখ',
    team: 'দল',
    summits: 'শীর্ষে আরোহণ',
    route: 'পথ ও ক্যাম্প',
    heights: 'উচ্চতা',
    sources: 'সূত্র',
    name: 'নাম',
    location: 'অবস্থান',
    spelling: 'নাম বা বানান',
    expeditions: 'অভিযান',
    date: 'তারিখ',
    place: 'স্থান',
    other: 'অন্য কিছু',
  },
  submit: 'ক্লাবকে লিখুন',
  editorFor: 'ক্লাবের যাঁরা সাইট দেখাশোনা করেন, তাঁদের জন্য:',
  editorLink: 'ক্লাবের এডিটরে এই নথিটি সম্পাদনা করুন',
};
