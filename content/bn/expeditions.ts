import type { ExpeditionTranslations } from '@/lib/schema/translation';

/**
 * The Bengali words of every expedition record, by the English record's slug (content/expeditions.ts):
 * the narrative and every other prose field, translated faithfully: no fact added, dropped or softened.
 * Names of people and peaks are not written here: they come from content/glossary.ts. Lists follow
 * the English record's order. A missing or extra field fails the build, naming slug and field.
 */
export const expeditionsBn: ExpeditionTranslations = {
  // Rows 1-21: 1987-2010.

  // (end of rows 1-21)

  // Rows 22-33: 2011-2021.

  // (end of rows 22-33)

  // Rows 34-40: 2021-2025.
  'Everest-2021': {
    area: 'খুম্বু, নেপাল',
    failureReason: 'অসুস্থতা; একটি বিবরণে তা শ্বাসকষ্ট, আরেকটিতে কোভিড-১৯ বলে জানানো হয়েছে।',
    narrative: [
      'রুম্পা দাস ক্লাবের ২০২১ সালের এভারেস্ট (৮৮৪৮.৮৬ মিটার) অভিযানে ছিলেন। অসুস্থতার কারণে শীর্ষে পৌঁছনোর আগেই সেই চেষ্টা থেমে যায়; একটি বিবরণে অসুস্থতাটিকে শ্বাসকষ্ট, আরেকটিতে কোভিড-১৯ বলা হয়েছে।',
    ],
    conflicts: [
      {
        about: 'চেষ্টা থেমে যাওয়ার কারণ',
        values: ['ওঠার পথে শ্বাসকষ্ট', 'কোভিড-১৯'],
        settled:
          'এই সাইট কারণ হিসেবে অসুস্থতার কথা বলে এবং দুটি বিবরণই দেয়। কোভিড-১৯-এর কথা বলা দ্বিতীয় প্রতিবেদনটিতে সালের উল্লেখ নেই; সেটিকে ২০২১-এর সঙ্গে যুক্ত করা হয়েছে, কারণ ক্লাবের সঙ্গে এভারেস্টে রুম্পা দাসের প্রথম চেষ্টা ছিল ২০২১ সালে।',
      },
    ],
  },
  'mansalu-2022': {
    area: 'মানাসলু (মনসিরি) হিমাল, নেপাল',
    departurePlace: 'হাওড়া (ট্রেনে রক্সৌল, তারপর কাঠমান্ডু)',
    trekStartPlace: 'সতী খোলা',
    roadHead: 'সতী খোলা',
    transitCamps: ['সামাগাঁও (সতী খোলা থেকে পাঁচ দিনের ট্রেক)'],
    narrative: [
      '২০২২ সালে মানাসলু (৮১৬৩ মিটার) শৃঙ্গে ক্লাবের আরোহণ-চেষ্টার নেতৃত্ব দেন বসন্ত সিংহ রায়, তখন তাঁর বয়স ৬২। ২৮ আগস্ট কলকাতা প্রেস ক্লাবে সাংবাদিক সম্মেলনের পর ৩১ আগস্ট দলটি হাওড়া থেকে ট্রেনে রক্সৌলের উদ্দেশে রওনা হয়, তারপর সেখান থেকে কাঠমান্ডু যায়।',
      'রোড হেড সতী খোলা থেকে পাঁচ দিন ট্রেক করে পৌঁছনো হয় সামাগাঁওয়ে। শীর্ষে পৌঁছনো যায়নি।',
    ],
    conflicts: [
      {
        about: 'দলের সদস্যসংখ্যা',
        values: ['বাংলার পাঁচ জন আরোহী', 'ছয় জন আরোহী'],
        settled: 'মীমাংসা হয়নি, তাই এই সাইট দলের সদস্যসংখ্যা জানায় না।',
      },
    ],
  },
  'Gorichen-2023': {
    narrative: ['২০২৩ সালে ক্লাবের অভিযান যায় অরুণাচল প্রদেশের গোরিচেন (৬৪৮৮ মিটার) শৃঙ্গে। ২০২৪ সালে ক্লাব আবার সেখানে ফিরে যায়।'],
  },

  // (end of rows 34-40)
};
