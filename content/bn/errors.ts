import type { errorsWords as englishErrorsWords } from '@/content/en/errors';

/** Bengali words of the not-found page and of the in-browser failure notice (twin of content/en/errors.ts). */
export const errorsWords: typeof englishErrorsWords = {
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের ওয়েবসাইটে এই পাতাটি নেই।',
    eyebrow: 'ত্রুটি ৪০৪',
    heading: 'পাতাটি আমরা খুঁজে পাইনি',
    body: 'ঠিকানাটি হয়তো ভুল টাইপ হয়েছে, অথবা পাতাটি অন্য ঠিকানায় সরে গেছে। এই সাইটের ঠিকানায় বড় হাতের ও ছোট হাতের অক্ষর আলাদা ধরা হয়, তাই বড় হাতের অক্ষরগুলিও মিলিয়ে দেখুন। এই পাতাগুলি থেকে আবার পথ খুঁজে নিতে পারেন:',
  },
  failure: {
    eyebrow: 'কিছু একটা গোলমাল হয়েছে',
    heading: 'এই পাতাটি দেখানো গেল না',
    chunkBody: 'এই পাতার একটি অংশ ডাউনলোড হয়নি, সম্ভবত সংযোগ কেটে গিয়েছিল বা সাইটটি সবে হালনাগাদ করা হয়েছে। সাধারণত পাতাটি আবার লোড করলেই ঠিক হয়ে যায়।',
    body: 'দুঃখিত, এই পাতার কোনও একটি অংশ কাজ করা বন্ধ করে দিয়েছে। সাধারণত পাতাটি আবার লোড করলেই ঠিক হয়ে যায়।',
    reload: 'আবার লোড করুন',
    home: 'মূল পাতায় যান',
  },
};
