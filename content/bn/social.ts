import type { socialWords as englishSocialWords } from '@/content/en/social';
import { genitive } from '@/lib/i18n/bengaliCase';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

/** Bengali words of the social cards (twin of content/en/social.ts). */
export const socialWords: typeof englishSocialWords = {
  place: (town: string, district: string, state: string, foundedYear: number) =>
    `${town} · ${district} · ${state} · ${digitsIn('bn', foundedYear)} সাল থেকে`,
  cards: {
    home: (foundedYear: number) => `${digitsIn('bn', foundedYear)} সাল থেকে হিমালয়ে অভিযান, কোর্স ও শিবির`,
    about: 'ক্লাবের কথা',
    expeditionReport: (first: number, last: number) => `অভিযানের প্রতিবেদন, ${digitsIn('bn', first)} থেকে ${digitsIn('bn', last)}`,
    gallery: 'গ্যালারি',
    shortNote: 'অভিযানের সংক্ষিপ্ত বিবরণ',
    records: 'এই নথিগুলি সম্পর্কে',
    peaks: 'ক্লাবের অভিযানের শৃঙ্গগুলি',
    statistics: 'সংখ্যায় ক্লাবের অভিযান',
    summits: 'নথিতে লেখা প্রতিটি শৃঙ্গজয়, আর তার ভিত্তি',
    expeditions: (count: number, first: number, last: number) => `${formatNumberIn('bn', count)}টি অভিযান, ${digitsIn('bn', first)} থেকে ${digitsIn('bn', last)}`,
    contact: 'ক্লাবের সঙ্গে যোগাযোগ',
    member: 'সদস্য ও অভিযাত্রী দল',
    upcomingEvents: 'অনুষ্ঠান ও ঘোষণা',
    upcomingCourse: 'কোর্স ও আবেদনপত্র',
    terms: 'নিয়ম ও শর্তাবলি',
    privacy: 'গোপনীয়তা নীতি',
    refund: 'টাকা ফেরতের নীতি',
    accessibility: 'অ্যাক্সেসিবিলিটি বিবৃতি',
    search: 'ক্লাবের পাতায় খুঁজুন',
    years: 'বছর ধরে ধরে ক্লাব',
  },
  expeditionEyebrow: (shortName: string, year: number) => `${genitive(shortName)} অভিযান · ${digitsIn('bn', year)}`,
  result: (result: string) => `ফলাফল: ${result}`,
  personEyebrow: (shortName: string) => `${shortName} · অভিযানের নথিতে যাঁদের নাম আছে`,
  personExpeditions: (count: number, years: string) => `ক্লাবের সঙ্গে ${formatNumberIn('bn', count)}টি অভিযান, ${years}`,
  personInClubDetails: 'ক্লাবের তথ্যে নাম আছে',
  peakEyebrow: (shortName: string) => `${shortName} · শৃঙ্গ`,
  peakVisits: (years: string) => `ক্লাবের অভিযান: ${years}`,
  yearEyebrow: (shortName: string) => `${shortName} · বছর`,
};
