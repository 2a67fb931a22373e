import type { notFoundWords as englishNotFoundWords } from '@/content/en/notFound';

/** Bengali words of the not-found page's Bengali half (twin of content/en/notFound.ts). */
export const notFoundWords: typeof englishNotFoundWords = {
  title: 'পাতাটি পাওয়া যায়নি',
  description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের ওয়েবসাইটে এই পাতাটি নেই।',
  eyebrow: 'ত্রুটি ৪০৪',
  heading: 'পাতাটি আমরা খুঁজে পাইনি',
  body: 'ঠিকানাটি হয়তো ভুল টাইপ হয়েছে, অথবা পাতাটি অন্য ঠিকানায় সরে গেছে। এই সাইটের ঠিকানায় বড় হাতের ও ছোট হাতের অক্ষর আলাদা ধরা হয়, তাই বড় হাতের অক্ষরগুলিও মিলিয়ে দেখুন। এই পাতাগুলি থেকে আবার পথ খুঁজে নিতে পারেন:',
};
