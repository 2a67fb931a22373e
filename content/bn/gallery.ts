import type { galleryWords as englishGalleryWords } from '@/content/en/gallery';

type SearchWords = (typeof englishGalleryWords)['search']['mixed'];

/** The search island's words for pictures called `pictures` (`picturesOf`: their genitive, before মধ্যে). */
function searchWords(pictures: string, picturesOf: string): SearchWords {
  return {
    label: `শিরোনাম দিয়ে ${pictures} খুঁজুন`,
    placeholder: 'যেমন এভারেস্ট, শুশুনিয়া, ২০২৪',
    total: `{total}টি ${pictures}`,
    totalWindowed: `{total}টি ${pictures} (প্রথম {shown}টি দেখানো হচ্ছে; বাকিগুলি পেতে খুঁজুন)`,
    matching: `“{query}” খুঁজে {total}টি ${picturesOf} মধ্যে {matches}টি পাওয়া গেছে`,
    matchingWindowed: `“{query}” খুঁজে {total}টি ${picturesOf} মধ্যে {matches}টি পাওয়া গেছে (প্রথম {shown}টি দেখানো হচ্ছে; বাকিগুলি পেতে খুঁজুন)`,
    noMatch: `“{query}” খুঁজে কোনও ${pictures} পাওয়া যায়নি।`,
    noMatchHint: 'কোনও শৃঙ্গ, সাল বা জায়গার নাম দিয়ে খুঁজে দেখুন, অথবা খোঁজ মুছে দিন।',
    clear: 'খোঁজ মুছুন',
  };
}

/** Bengali words of the gallery page and its search (twin of content/en/gallery.ts). */
export const galleryWords: typeof englishGalleryWords = {
  title: 'গ্যালারি',
  /** The page's description for search engines and link previews, true to what the gallery holds. */
  description: {
    photographs: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অভিযান, কোর্স ও শিবিরের আলোকচিত্র।',
    illustrations: 'ক্লাবের নিজের আলোকচিত্র যোগ না হওয়া পর্যন্ত, মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অভিযান, কোর্স ও শিবির নিয়ে আমাদের আঁকা অলংকরণ।',
    mixed: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অভিযান, কোর্স ও শিবিরের আলোকচিত্র ও অলংকরণ।',
  },
  lead: {
    photographs: 'ক্লাবের অভিযান, কোর্স ও শিবিরের আলোকচিত্র। বড় করে দেখতে ছবিতে ক্লিক বা ট্যাপ করুন।',
    illustrations: 'ক্লাবের অভিযান, কোর্স ও শিবির নিয়ে এই সাইটের জন্য আঁকা অলংকরণ, যত দিন না ক্লাবের নিজের আলোকচিত্র যোগ হয়। বড় করে দেখতে ছবিতে ক্লিক বা ট্যাপ করুন।',
    mixed: 'ক্লাবের অভিযান, কোর্স ও শিবিরের আলোকচিত্র ও অলংকরণ। বড় করে দেখতে ছবিতে ক্লিক বা ট্যাপ করুন।',
  },
  empty: 'গ্যালারিতে এখনও কিছু প্রকাশ করা হয়নি। ক্লাব আলোকচিত্র যোগ করলে সাইটের পরের আপডেটের পর সেগুলি এখানে দেখা যাবে।',
  search: {
    photographs: searchWords('আলোকচিত্র', 'আলোকচিত্রের'),
    illustrations: searchWords('অলংকরণ', 'অলংকরণের'),
    mixed: searchWords('ছবি', 'ছবির'),
  },
  listLabel: { photographs: 'আলোকচিত্র', illustrations: 'অলংকরণ', mixed: 'ছবি' },
  zoomCard: 'বড় করে দেখুন: {title}',
};
