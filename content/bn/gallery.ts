import type { galleryWords as englishGalleryWords } from '@/content/en/gallery';

/** Bengali words of the gallery page and its search (twin of content/en/gallery.ts). */
export const galleryWords: typeof englishGalleryWords = {
  title: 'গ্যালারি',
  /** The page's description for search engines and link previews, true to what the gallery holds. */
  description: {
    photographs: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অভিযান, কোর্স ও শিবিরের আলোকচিত্র।',
    illustrations: 'ক্লাবের নিজের ছবি যোগ না হওয়া পর্যন্ত, মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অভিযান, কোর্স ও শিবির নিয়ে আমাদের আঁকা অলংকরণ।',
    mixed: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অভিযান, কোর্স ও শিবিরের আলোকচিত্র ও অলংকরণ।',
  },
  lead: 'ক্লাবের অভিযান, কোর্স ও শিবিরের ছবি। বড় করে দেখতে যে-কোনও ছবি বেছে নিন।',
  empty: 'এখনও কোনও ছবি প্রকাশ করা হয়নি। সাইটের পরের হালনাগাদের পর ক্লাবের নতুন ছবি এখানে দেখা যাবে।',
  search: {
    label: 'শিরোনাম দিয়ে ছবি খুঁজুন',
    placeholder: 'যেমন এভারেস্ট, শুশুনিয়া, ২০২৪',
    total: '{total}টি ছবি',
    totalWindowed: '{total}টি ছবি (প্রথম {shown}টি দেখানো হচ্ছে; বাকিগুলি পেতে খুঁজুন)',
    matching: '{total}টি ছবির মধ্যে {matches}টি “{query}”-এর সঙ্গে মেলে',
    matchingWindowed: '{total}টি ছবির মধ্যে {matches}টি “{query}”-এর সঙ্গে মেলে (প্রথম {shown}টি দেখানো হচ্ছে; বাকিগুলি পেতে খুঁজুন)',
    noMatch: '“{query}”-এর সঙ্গে কোনও ছবি মেলেনি।',
    noMatchHint: 'কোনও শৃঙ্গ, সাল বা জায়গার নাম দিয়ে খুঁজে দেখুন, অথবা খোঁজ মুছে দিন।',
    clear: 'খোঁজ মুছুন',
  },
  listLabel: 'ছবি',
  zoomCard: 'বড় করে দেখুন: {title}',
};
