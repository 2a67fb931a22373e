import type { shortNoteWords as englishShortNoteWords } from '@/content/en/shortNote';
import { digitsIn } from '@/lib/i18n/format';

const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of the short-note page, /bn/Expedition-Short-Note/ (twin of content/en/shortNote.ts). */
export const shortNoteWords: typeof englishShortNoteWords = {
  title: 'অভিযানের সংক্ষিপ্ত বিবরণ',
  description:
  (first: number, last: number) =>
    `মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের প্রতিটি অভিযানের সংক্ষিপ্ত বিবরণ: দল, ক্যাম্প, শীর্ষে আরোহণ ও ফলাফল, যতটা জানা আছে, ${d(first)} থেকে ${d(last)}।`,
  lead: 'দল, ক্যাম্প, শীর্ষে আরোহণ ও ফলাফল, বছর ধরে ধরে।',
  intro:
    'কোনও বছর খুললে তার সংক্ষিপ্ত বিবরণ পড়তে পারবেন: দল কোথায় গিয়েছিল, দলে কারা ছিলেন, আর তাঁরা কত দূর পৌঁছেছিলেন, যতটা এই সাইট জানে। প্রতিটি সংক্ষিপ্ত বিবরণ থেকে অভিযানের পুরো পাতায় যাওয়া যায়, সেখানে আছে সূত্র আর ডাউনলোড করার জন্য একটি PDF সারাংশ।',
  artworkNote: 'অভিযানের নথি থেকে আঁকা অলংকরণ, আলোকচিত্র নয়।',
  /** The original's wording where the report has photos; the others say only what is there. */
  moreLink: { photos: 'আরও বিবরণ ও ছবি', report: 'আরও বিবরণ' },
  moreLinkContext: (title: string, year: number) => `: ${title}, ${d(year)} (নতুন ট্যাবে খুলবে)`,
};
