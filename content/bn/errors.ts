import type { errorsWords as englishErrorsWords } from '@/content/en/errors';

/** Bengali words of the in-browser failure notice, app/(bn)/bn/error.tsx (twin of content/en/errors.ts). */
export const errorsWords: typeof englishErrorsWords = {
  failure: {
    eyebrow: 'কিছু একটা গোলমাল হয়েছে',
    heading: 'এই পাতাটি দেখানো গেল না',
    chunkBody: 'এই পাতার একটি অংশ ডাউনলোড হয়নি, সম্ভবত সংযোগ কেটে গিয়েছিল বা সাইটটি সবে আপডেট করা হয়েছে। সাধারণত পাতাটি আবার লোড করলেই ঠিক হয়ে যায়।',
    body: 'দুঃখিত, এই পাতার কোনও একটি অংশ কাজ করা বন্ধ করে দিয়েছে। সাধারণত পাতাটি আবার লোড করলেই ঠিক হয়ে যায়।',
    reload: 'আবার লোড করুন',
    home: 'মূল পাতায় যান',
  },
};
