import type { citationWords as englishCitationWords } from '@/content/en/citation';

/** Bengali words of "Cite this page" (twin of content/en/citation.ts). */
export const citationWords: typeof englishCitationWords = {
  heading: 'এই পাতাটি উদ্ধৃত করুন',
  intro: 'এই পাতাটি উদ্ধৃত করতে নিচের তথ্যসূত্রটি কপি করুন। এর তারিখটি হল সাইটের এই সংস্করণ তৈরির দিন।',
  reference: '“{title}”। {site}। {url} ({date} তারিখ অনুযায়ী)।',
};
