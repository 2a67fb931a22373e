import type { structuredDataWords as englishStructuredDataWords } from '@/content/en/structuredData';
import { digitsIn } from '@/lib/i18n/format';

/** Bengali words search engines read in the pages' JSON-LD (twin of content/en/structuredData.ts). */
export const structuredDataWords: typeof englishStructuredDataWords = {
  galleryName: (club: string) => `${club}: গ্যালারি`,
  reportName: (peak: string, year: number) => `${peak} অভিযান ${digitsIn('bn', year)}`,
  reportKeywords: (peak: string, height: string) => `পর্বতারোহণ, হিমালয়, ${peak}, ${height}`,
  peopleListName: (club: string) => `${club}: অভিযানের নথিতে যাঁদের নাম আছে`,
  datasetDescription: (first: number, last: number) =>
    `${digitsIn('bn', first)} থেকে ${digitsIn('bn', last)} সাল পর্যন্ত ক্লাবের অভিযান, সেগুলি যে শৃঙ্গে গিয়েছিল আর ক্লাবের নথিতে যাঁদের নাম আছে, প্রতিটি দলে তাঁদের ভূমিকা-সহ, CSV ও JSON সারণি হিসেবে; প্রতিটি সারিতে তার সূত্রগুলির ঠিকানা আছে। ফাইলগুলি ইংরেজিতে।`,
};
