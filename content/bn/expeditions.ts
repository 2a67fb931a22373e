import type { expeditionsWords as englishExpeditionsWords } from '@/content/en/expeditions';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of the expeditions table page, /bn/MAK-organises-following-expeditions/ (twin of content/en/expeditions.ts). */
export const expeditionsWords: typeof englishExpeditionsWords = {
  title: 'ম্যাক আয়োজিত অভিযান',
  description: (first: number, last: number) =>
    `মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের হিমালয় অভিযান, ${d(first)} থেকে ${d(last)}: শৃঙ্গ, উচ্চতা, সাল আর এ পর্যন্ত জানা ফলাফল।`,
  breadcrumb: 'অভিযান',
  lead: 'ক্লাব নীচের পর্বতারোহণ অভিযানগুলি সম্পন্ন করেছে।',
  summaryHeading: 'সংক্ষেপে',
  expeditions: (first: number, last: number) => `অভিযান, ${d(first)} থেকে ${d(last)}`,
  summits: (expeditions: number) => `শৃঙ্গজয় (অন্তত), ${n(expeditions)}টি অভিযানে`,
  highestPoint: 'সবচেয়ে উঁচু যে বিন্দুতে পৌঁছনো গেছে',
  unknownNote: (unknown: number, total: number) =>
    `ক্লাবের আদি ওয়েবসাইটের তালিকায় ফলাফলের একটি কলাম ছিল। ${n(total)}টির মধ্যে ${n(unknown)}টি অভিযানের ফলাফল জানায় এমন কোনও সূত্র এই সাইট এখনও খুঁজে পায়নি: নীচে সেগুলির পাশে লেখা আছে “এখনও জানা যায়নি”, উপরের হিসেবে সেগুলি ধরা হয়নি, তাই ক্লাবের শৃঙ্গজয়ের প্রকৃত সংখ্যা আরও বেশি হতে পারে।`,
  recordsLink: 'এই নথিগুলি সম্পর্কে: তথ্য কোথা থেকে এসেছে, আর কীভাবে সংশোধন করা যায়',
  tableHeading: (first: number, last: number) => `অভিযানগুলি, ${d(first)} থেকে ${d(last)}`,
  tableIntro: 'প্রতিটি শৃঙ্গের নাম থেকে তার প্রতিবেদনের পাতায় যাওয়া যায়, সেখানে আছে দল, ক্যাম্প, সূত্র আর একটি PDF সারাংশ; শৃঙ্গটির নিজের পাতাতেও যাওয়া যায়।',
  peaksLink: 'প্রতিটি শৃঙ্গ, তার সব উচ্চতা ও সূত্র-সহ',
  heightsNote:
    'উচ্চতাগুলি নথিতে ব্যবহৃত সংখ্যা: ক্লাবের কোনও সূত্রে থাকলে ক্লাবের নিজের দেওয়া উচ্চতা, নইলে কোনও প্রকাশিত সূত্রে দেওয়া উচ্চতা। প্রতিটি প্রতিবেদনের পাতায় তার উচ্চতার সূত্রের নাম আছে; প্রতিটি শৃঙ্গের পাতায় সূত্রগুলির দেওয়া প্রতিটি সংখ্যা আছে।',
  tableCaption: (first: number, last: number) => `ক্লাবের আয়োজিত অভিযান, ${d(first)} থেকে ${d(last)}`,
  timelineHeading: 'বছরে বছরে, শৃঙ্গে শৃঙ্গে',
  timelineIntro: 'প্রতিটি অভিযান তার সাল আর শৃঙ্গের উচ্চতা অনুযায়ী বসানো। কোনও চিহ্নে ক্লিক বা ট্যাপ করলে সেই অভিযানের প্রতিবেদন খুলবে।',

  timeline: {
    scrollHint: 'চার্টে প্রথমে সাম্প্রতিক বছরগুলি দেখা যায়: আগের বছরগুলি দেখতে চার্টটি পাশে সরান।',
    regionLabel: 'অভিযানের চার্ট (ছোট পর্দায় পাশে সরানো যায়)',
    title: 'সাল ও শৃঙ্গের উচ্চতা অনুযায়ী অভিযান',
    description: (plotted: number, first: number, last: number) =>
      `প্রতিটি চিহ্ন শৃঙ্গের উচ্চতা জানা ${n(plotted)}টি অভিযানের একটি, সাল (${d(first)} থেকে ${d(last)}) আর মিটারে উচ্চতা অনুযায়ী বসানো, আর তার প্রতিবেদনের লিংক। ভরাট ত্রিভুজ মানে আরোহণ সফল, অর্ধেক ভরাট ত্রিভুজ মানে লক্ষ্যের একাংশে আরোহণ সফল, ক্রস মানে অসফল, আর ফাঁকা বৃত্ত মানে এমন ফলাফল, যা এখনও জানা যায়নি।`,
    metres: (metres: number) => `${d(metres)} মিটার`,
    markLabel: (name: string, year: number, result: string) => `${name}, ${d(year)}: ${result}`,
    legend: 'চিহ্নের অর্থ',
    eightThousand: '৮০০০ মিটার',
    unplotted: (list: string) => `চার্টে নেই, কারণ শৃঙ্গের উচ্চতা জানা নেই: ${list}।`,
    unplottedItem: (name: string, year: number) => `${name} (${d(year)})`,
  },

  /** The table's filter and sort controls, columns and row count. */
  table: {
    formLabel: 'অভিযানের তালিকা ফিল্টার করুন ও সাজান',
    legend: 'ফিল্টার ও সাজানো',
    searchLabel: 'শৃঙ্গ বা সাল খুঁজুন',
    searchPlaceholder: 'যেমন এভারেস্ট, নুন, ২০১২',
    resultLabel: 'ফলাফল',
    /** Options of the result filter, by result category. */
    resultOptions: {
      all: 'সব ফলাফল',
      climbed: 'আরোহণ সফল',
      partial: 'আংশিক আরোহণ',
      unsuccessful: 'অসফল',
      unknown: 'এখনও জানা যায়নি',
    },
    sortLabel: 'সাজানোর ক্রম',
    sortOptions: {
      table: 'তালিকার ক্রম',
      'year-desc': 'সাল, নতুন থেকে পুরোনো',
      'year-asc': 'সাল, পুরোনো থেকে নতুন',
      'height-desc': 'উচ্চতা, সবচেয়ে উঁচু আগে',
      'height-asc': 'উচ্চতা, সবচেয়ে নিচু আগে',
    },
    addedAfterTable: 'ক্লাবের আদি তালিকার পরে যোগ করা',
    eightThousandersOnly: 'শুধু ৮০০০ মিটারের শৃঙ্গ',
    clearFilters: 'ফিল্টার মুছুন',
    noMatch: 'এই ফিল্টারগুলির সঙ্গে কোনও অভিযান মেলেনি।',
    showAll: 'সব অভিযান দেখুন',
    columns: {
      serial: 'ক্রমিক নং',
      name: 'শৃঙ্গ ও তার উচ্চতা (ক্লাবের দেওয়া, নয়তো প্রকাশিত উচ্চতা)',
      year: 'সাল',
      result: 'ফলাফল',
    },
    peakPages: { one: 'শৃঙ্গের পাতা:', other: 'শৃঙ্গের পাতা:' },
    count: {
      all: 'সব {total}টি অভিযান দেখানো হচ্ছে',
      none: 'কোনও অভিযান মেলেনি (মোট {total}টির মধ্যে)',
      /** By the plural rules of the total (Bengali has one form). */
      some: { one: '{total}টির মধ্যে {shown}টি অভিযান দেখানো হচ্ছে', other: '{total}টির মধ্যে {shown}টি অভিযান দেখানো হচ্ছে' },
    },
  },
};
