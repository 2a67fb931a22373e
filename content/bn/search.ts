import type { searchWords as englishSearchWords } from '@/content/en/search';

/** Bengali words of the search page, /bn/search/ (twin of content/en/search.ts). */
export const searchWords: typeof englishSearchWords = {
  title: 'অনুসন্ধান',
  description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের পাতাগুলিতে খুঁজুন: অভিযানের প্রতিবেদন, সংক্ষিপ্ত বিবরণ, কোর্স, অনুষ্ঠান ও ক্লাবের কথা।',
  lead: 'সাইটের প্রতিটি পাতায় একসঙ্গে খোঁজ: অভিযানের প্রতিবেদন, সংক্ষিপ্ত বিবরণ, কোর্স, অনুষ্ঠান ও ক্লাবের কথা।',
  form: {
    label: 'সাইটে খুঁজুন',
    placeholder: 'যেমন এভারেস্ট বা ২০১০',
    submit: 'খুঁজুন',
  },
  noScript: 'অনুসন্ধান আপনার ব্রাউজারে চলে, তাই এর জন্য জাভাস্ক্রিপ্ট লাগে, যা এখানে বন্ধ আছে বা পাওয়া যাচ্ছে না। জাভাস্ক্রিপ্ট ছাড়াই নীচের পাতাগুলি থেকে প্রতিটি অভিযানে পৌঁছনো যায়।',
  status: {
    loading: 'খোঁজা হচ্ছে…',
    results: { one: '“{query}” খুঁজে {count}টি পাতা পাওয়া গেছে।', other: '“{query}” খুঁজে {count}টি পাতা পাওয়া গেছে।' },
    none: '“{query}” খুঁজে কোনও পাতা পাওয়া যায়নি।',
    failed: 'অনুসন্ধান চালু করা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন, অথবা নীচের পাতাগুলি দেখুন।',
  },
  noneHint: 'অন্য বানান, ছোট কোনও শব্দ, কোনও শৃঙ্গ, সাল বা নাম দিয়ে চেষ্টা করুন।',
  browse: 'অথবা নথিগুলি দেখুন:',
  resultsLabel: 'অনুসন্ধানের ফল',
  more: 'আরও ফল দেখুন',
  kinds: { expedition: 'অভিযানের প্রতিবেদন', person: 'ব্যক্তি', peak: 'শৃঙ্গ', page: 'পাতা' },
  filters: {
    legend: 'দেখান',
    all: 'সব পাতা',
    kinds: { expedition: 'অভিযানের প্রতিবেদন', person: 'ব্যক্তি', peak: 'শৃঙ্গ', page: 'অন্যান্য পাতা' },
    counted: '{label} ({count})',
  },
  goStraight: 'সরাসরি যান',
  didYouMean: 'আপনি কি এটি খুঁজছিলেন',
  corrected: {
    one: 'নথিতে “{query}” লেখা হয় “{corrected}”: তার সঙ্গে {count}টি পাতা মেলে।',
    other: 'নথিতে “{query}” লেখা হয় “{corrected}”: তার সঙ্গে {count}টি পাতা মেলে।',
  },
  asTyped: '“{query}” যেমন লেখা হয়েছে তেমনই খুঁজুন',
};
