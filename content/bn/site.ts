import type { siteWords as englishSiteWords } from '@/content/en/site';
import { digitsIn } from '@/lib/i18n/format';

/**
 * Bengali words of the chrome every page shares (twin of content/en/site.ts). Names passed in
 * (town, district, club name) are expected in their Bengali form, from the Bengali club record.
 */
export const siteWords: typeof englishSiteWords = {
  header: {
    /** Read after the club's short name on the logo link. */
    homeSuffix: ', মূল পাতা',
  },
  footer: {
    about: (town: string, district: string, foundedYear: number, first: number) =>
      `${district} জেলার ${town} শহরের একটি পর্বতারোহণ ক্লাব, প্রতিষ্ঠা ${digitsIn('bn', foundedYear)} সালে। ${digitsIn('bn', first)} সাল থেকে ক্লাবের অভিযান গিয়েছে গাড়োয়াল, কুমায়ুন, হিমাচল, লাদাখ, অরুণাচল প্রদেশ ও নেপালে, আর শুশুনিয়ার পাথরে ক্লাব নতুন পর্বতারোহীদের প্রশিক্ষণ দেয়।`,
    quickLinks: 'দরকারি লিংক',
    record: 'আমাদের খতিয়ান',
    legal: 'আইনি তথ্য',
    follow: 'আমাদের অনুসরণ করুন',
    office: 'আমাদের অফিস',
    copyright: (year: number, clubName: string) => `© ${digitsIn('bn', year)} ${clubName}। সর্বস্বত্ব সংরক্ষিত।`,
  },
  pageHeader: { home: 'মূল পাতা' },
  scrollToTop: 'পাতার শুরুতে ফিরে যান',
};
