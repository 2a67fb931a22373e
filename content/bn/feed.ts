import type { feedWords as englishFeedWords } from '@/content/en/feed';
import { genitive } from '@/lib/i18n/bengaliCase';

/** Bengali words of the Atom feed (/bn/feed.xml) and the links to it (twin of content/en/feed.ts). */
export const feedWords: typeof englishFeedWords = {
  title: (club: string) => `${club}: নথির খবর`,
  subtitle: 'ক্লাবের অভিযানের নথি যোগ হলে বা বদলালে, ক্লাবের অনুষ্ঠান, আর শৃঙ্গ ও ব্যক্তিদের নথির আপডেট, সবচেয়ে নতুনটি আগে।',
  follow: 'অনুসরণ করুন (অ্যাটম ফিড)',
  changed: (title: string) => `আপডেট: ${title}`,
  expeditionSummary: (peaks: string, result: string, leader: string | undefined) => `${peaks}। ফলাফল: ${result}।${leader ? ` দলনেতা: ${leader}।` : ''}`,
  correction: { peak: (name: string) => `শৃঙ্গের নথি আপডেট: ${name}`, person: (name: string) => `ব্যক্তির নথি আপডেট: ${name}` },
  correctionSummary: (name: string) => `${genitive(name)} নথি বদলানো হয়েছে। পাতাটি এখন যেমন আছে, সূত্র-সহ, তেমনই দেখায়।`,
  categories: { expedition: 'অভিযান', event: 'অনুষ্ঠান', correction: 'সংশোধন' },
};
