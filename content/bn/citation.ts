import type { citationWords as englishCitationWords } from '@/content/en/citation';

/** Bengali words of "Cite this page" (twin of content/en/citation.ts). */
export const citationWords: typeof englishCitationWords = {
  heading: 'এই পাতার সূত্রনির্দেশ',
  intro: 'এই পাতাকে সূত্র হিসেবে উল্লেখ করতে নীচের সূত্রনির্দেশটি কপি করুন; তারিখটি সাইটের এই সংস্করণ তৈরির দিনের।',
  reference: '“{title}”। {site}। {url} (সংস্করণ: {date})।',
};
