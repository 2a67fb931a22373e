import type { reportListWords as englishReportListWords } from '@/content/en/reportList';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const d = (value: number | string) => digitsIn('bn', value);
const n = (value: number) => formatNumberIn('bn', value);

/** Bengali words of the report list, /bn/expedition-report/ (twin of content/en/reportList.ts). */
export const reportListWords: typeof englishReportListWords = {
  title: 'অভিযানের প্রতিবেদন',
  description:
  (first: number, last: number) =>
    `মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের প্রতিটি অভিযানের একটি পাতা ও ডাউনলোড করার মতো একটি সারাংশ, ${d(first)} থেকে ${d(last)}, সঙ্গে তথ্যের সূত্র।`,
  lead: (count: number, first: number, last: number) => `প্রতিটি অভিযানের একটি পাতা ও ডাউনলোড করার মতো একটি সারাংশ, সব মিলিয়ে ${n(count)}টি, ${d(first)} থেকে ${d(last)}।`,
  intro:
    'প্রতিটি প্রতিবেদনের পাতায় একটি অভিযান সম্পর্কে যা জানা গেছে, তা এক জায়গায় রাখা হয়েছে, সংবাদপত্র, পর্বতারোহণের জার্নাল আর ক্লাবের আদি ওয়েবসাইট থেকে: দল, ক্যাম্প, শীর্ষে আরোহণ, সূত্র, আর ডাউনলোড করার জন্য একটি PDF সারাংশ। ক্লাবের নিজের আলোকচিত্র যোগ না হওয়া পর্যন্ত প্রতিটি অভিযান দেখানো হচ্ছে তার নথি থেকে আঁকা একটি অলংকরণ দিয়ে।',
  recordsLink: 'এই নথিগুলি সম্পর্কে',
  recordsLinkAfter: ': তথ্য কোথা থেকে এসেছে, কী এখনও অজানা, আর কীভাবে সংশোধন পাঠানো যায়।',
  /** The original's wording where the report page has photos; the others offer the report and its PDF. */
  cardLink: { photos: 'ছবি দেখুন ও ডাউনলোড করুন', report: 'প্রতিবেদন দেখুন ও ডাউনলোড করুন' },
  cardLinkContext: (title: string, year: string) => `: ${title}, ${d(year)}`,
  yearWithPeak: (year: number, peak: string) => `${d(year)} – ${peak}`,
};
