import type { statisticsWords as englishStatisticsWords } from '@/content/en/statistics';
import { genitive } from '@/lib/i18n/bengaliCase';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of the statistics page, /bn/statistics/ (twin of content/en/statistics.ts). */
export const statisticsWords: typeof englishStatisticsWords = {
  title: 'পরিসংখ্যান',
  description: (first: number) =>
    `${d(first)} থেকে ক্লাবের অভিযান সংখ্যায়, তার নথি থেকে: দশক ও ফলাফল অনুযায়ী, যেগুলির ফলাফল অজানা সেগুলিও; উচ্চতা ও অঞ্চল অনুযায়ী শৃঙ্গ; কে সবচেয়ে বেশি অভিযানে গিয়েছেন।`,
  lead: 'এই পাতার প্রতিটি সংখ্যা সাইট তৈরির সময় অভিযানের নথি থেকে গোনা হয়, তাই কোনও নথি বদলালে সংখ্যাও বদলায়। প্রতিটি চার্টের সঙ্গে একই সংখ্যাগুলির একটি সারণি আছে।',

  figuresLabel: 'এক নজরে নথি',
  figures: {
    expeditions: (first: number, last: number) => `অভিযান, ${d(first)} থেকে ${d(last)}`,
    known: 'ফলাফল আমাদের জানা',
    knownValue: (known: number, total: number) => `${n(total)}টির মধ্যে ${n(known)}টি অভিযানের`,
    // A card shows its figure above its words, headline-style (৩৫টি / শৃঙ্গ, যেখানে ক্লাব গিয়েছে); a screen reader reads the
    // words first (শৃঙ্গ, যেখানে ক্লাব গিয়েছে: ৩৫টি), so each label reads right in either order.
    summits: 'শৃঙ্গজয়',
    /** A card's figure: a count of expeditions or peaks, with its classifier (৩৫টি). */
    count: (count: number) => `${n(count)}টি`,
    atLeast: (count: number) => `অন্তত ${n(count)}টি`,
    peaks: 'শৃঙ্গ, যেখানে ক্লাব গিয়েছে',
    eightThousanders: (climbed: number) => `আট-হাজারি শৃঙ্গ, যেখানে ক্লাব গিয়েছে (${n(climbed)}টির শীর্ষে পৌঁছেছে)`,
  },

  scope: (total: number, tableRows: number, laterRows: number, first: number, last: number) =>
    `এই পাতার হিসেবে সাইটের সব ${n(total)}টি অভিযান ধরা হয়েছে, ${d(first)} থেকে ${d(last)}: ক্লাবের নিজের তালিকার ${n(tableRows)}টি, আর তার পরের ${n(laterRows)}টি।`,

  decades: {
    heading: 'দশক অনুযায়ী অভিযান',
    chartTitle: 'প্রতি দশকে অভিযান, ফলাফল অনুযায়ী',
    label: (decade: number) => `${genitive(d(decade))} দশক`,
    summary: (decade: string, total: number, parts: string) => `${decade}: ${n(total)}টি অভিযান${parts ? ` (${parts})` : ''}`,
    caption: 'প্রতি দশকে অভিযান, ফলাফল অনুযায়ী, সারণিতে',
    decadeColumn: 'দশক',
    totalColumn: 'অভিযান',
    totalRow: 'সব দশক',
    yearPages: 'প্রতিটি বছরের পাতা:',
  },

  resultColumns: {
    climbed: 'আরোহণ সফল',
    partial: 'আংশিক আরোহণ',
    unsuccessful: 'অসফল',
    unknown: 'এখনও জানা যায়নি',
  },
  resultCount: {
    climbed: (count: number) => `${n(count)}টি সফল`,
    partial: (count: number) => `${n(count)}টি আংশিক আরোহণ`,
    unsuccessful: (count: number) => `${n(count)}টি অসফল`,
    unknown: (count: number) => `${n(count)}টির ফলাফল এখনও জানা যায়নি`,
  },
  legend: 'রঙের অর্থ',

  results: {
    heading: 'ফলাফল',
    known: (known: number, total: number) => `${n(total)}টি অভিযানের মধ্যে ${n(known)}টির ফলাফল এই সাইট জানে।`,
    unknownNote:
      'ক্লাবের আদি ওয়েবসাইটের তালিকায় ফলাফলের একটি কলাম ছিল। কোনও ফলাফল “এখনও জানা যায়নি” লেখা থাকলে তার মানে শুধু এই যে ফলাফলটি এই সাইট খুঁজে পায়নি; ক্লাব কী লিখে রেখেছিল, সে বিষয়ে এতে কিছু বলা হচ্ছে না।',
    summits: (summits: number, successful: number, unknown: number) =>
      `নথি অনুযায়ী ${n(successful)}টি অভিযানে মোট ${n(summits)}টি শৃঙ্গজয়। ফলাফল অজানা ${n(unknown)}টি অভিযান এই হিসেবে ধরা হয়নি, তাই শৃঙ্গজয় অন্তত ${n(summits)}টি; প্রকৃত সংখ্যা আরও বেশি হতে পারে।`,
    summitRule:
      'কোনও অভিযান যতগুলি শৃঙ্গের শীর্ষে পৌঁছেছে, প্রতিটি শৃঙ্গ একবার করে গোনা হয়েছে, দলের যতজনই শীর্ষে দাঁড়ান না কেন; তাই কোনও অভিযান দুটি শৃঙ্গে আরোহণ করলে তা দুবার গোনা হয়।',
    chartTitle: 'ফলাফল অনুযায়ী অভিযান',
    chartDescription: (parts: string) => `সব অভিযানের মধ্যে: ${parts}।`,
    caption: 'ফলাফল অনুযায়ী অভিযান, সারণিতে',
    resultColumn: 'ফলাফল',
    countColumn: 'অভিযান',
    totalRow: 'সব অভিযান',
  },

  heights: {
    heading: 'উচ্চতা অনুযায়ী শৃঙ্গ',
    intro: (count: number) => `ক্লাব যে ${n(count)}টি শৃঙ্গে গিয়েছে, নথিতে দেওয়া উচ্চতা অনুযায়ী। দুবার যাওয়া শৃঙ্গ একবারই গোনা হয়েছে।`,
    otherPlaces: (list: string) => `শৃঙ্গ হিসেবে গোনা হয়নি: ${list}।`,
    otherPlace: (name: string, year: number) => `${name}, যেখানে ${d(year)} সালে অনুসন্ধানী অভিযান হয়েছিল`,
    below: (below: number) => `${d(below)} মিটারের কম`,
    between: (from: number, below: number) => `${d(from)}–${d(below - 1)} মিটার`,
    from: (from: number) => `${d(from)} মিটার বা তার বেশি`,
    noHeight: 'নথিতে উচ্চতা নেই',
    chartTitle: 'উচ্চতার ধাপ অনুযায়ী শৃঙ্গ',
    chartDescription: (parts: string) => `উচ্চতার প্রতিটি ধাপে শৃঙ্গের সংখ্যা: ${parts}।`,
    caption: 'উচ্চতার ধাপ অনুযায়ী শৃঙ্গ, সারণিতে',
    bandColumn: 'উচ্চতা',
  },

  regions: {
    heading: 'অঞ্চল অনুযায়ী শৃঙ্গ',
    intro: 'ক্লাবের শৃঙ্গগুলি কোথায়, অভিযানের নথিতে দেওয়া অঞ্চল অনুযায়ী।',
    chartTitle: 'অঞ্চল অনুযায়ী শৃঙ্গ',
    chartDescription: (parts: string) => `প্রতিটি অঞ্চলে শৃঙ্গের সংখ্যা: ${parts}।`,
    caption: 'অঞ্চল অনুযায়ী শৃঙ্গ, সারণিতে',
    regionColumn: 'অঞ্চল',
  },

  peaksColumn: 'শৃঙ্গ',
  expeditionsColumn: 'অভিযান',
  whichPeaksColumn: 'কোন কোন শৃঙ্গ',
  chartPart: (label: string, count: number) => `${label}: ${n(count)}`,

  eightThousanders: {
    heading: '৮০০০ মিটারের শৃঙ্গ',
    intro: (count: number, visits: number, climbed: number) =>
      `ক্লাব ৮০০০ মিটার বা তার বেশি উঁচু ${n(count)}টি শৃঙ্গে গিয়েছে, ${n(visits)}টি অভিযানে, আর তার ${n(climbed)}টির শীর্ষে পৌঁছেছে।`,
    caption: 'ক্লাব যে ৮০০০ মিটারের শৃঙ্গগুলিতে গিয়েছে',
    peakColumn: 'শৃঙ্গ',
    heightColumn: 'উচ্চতা',
    expeditionsColumn: 'অভিযান ও ফলাফল',
    visit: (year: number, result: string) => `${d(year)}: ${result}`,
  },

  firsts: {
    heading: 'খবরে বলা “প্রথম”',
    intro:
      'খবরে ক্লাবের আরোহীদের যেসব কৃতিত্বকে “প্রথম” বলা হয়েছিল। প্রতিটি দাবি সূত্রে যতটা জোর দিয়ে বলা, এখানেও ঠিক ততটাই, সূত্রের উল্লেখ-সহ; অন্য নথির সঙ্গে মিলিয়ে এই সাইট দাবিগুলি যাচাই করেনি।',
    reportedBy: 'যেখানে প্রকাশিত',
  },

  people: {
    heading: 'কে সবচেয়ে বেশি অভিযানে গিয়েছেন',
    intro: (people: number, named: number, total: number) =>
      `নথিতে ${n(people)} জনের নাম আছে, ${n(total)}টি অভিযানের মধ্যে ${n(named)}টিতে; বাকিগুলিতে কারও নাম নেই, তাই এখানকার প্রতিটি সংখ্যা ন্যূনতম।`,
    listed: (minimum: number) => `এখানে আছেন: ${n(minimum)}টি বা তার বেশি অভিযানে যাঁদের নাম আছে, নথিতে দেওয়া তাঁদের ভূমিকা-সহ।`,
    chartTitle: 'সবচেয়ে বেশি অভিযানে যাঁদের নাম আছে',
    chartDescription: (parts: string) => `প্রত্যেকের নাম কতগুলি অভিযানে আছে: ${parts}।`,
    caption: 'সবচেয়ে বেশি অভিযানে যাঁদের নাম আছে, সারণিতে',
    nameColumn: 'নাম',
    expeditionsColumn: 'অভিযান',
    rolesColumn: 'ভূমিকা',
    summitsColumn: 'শৃঙ্গজয়',
    role: (role: string, count: number) => `${role} (${n(count)})`,
    noRole: 'ভূমিকা দেওয়া নেই',
    summitsNote: 'শৃঙ্গজয়: নথিতে যতগুলি শৃঙ্গে তাঁদের শীর্ষে পৌঁছনোর উল্লেখ আছে; এক অভিযানে একটি শৃঙ্গ একবারই গোনা।',
  },

  summitClaimsBefore: 'এই শৃঙ্গজয়গুলির প্রতিটির কথা কে জানিয়েছে, আর সূত্রে কী প্রমাণের উল্লেখ আছে:',
  summitClaimsLink: 'শৃঙ্গজয়ের দাবি',
  aboutRecordsBefore: 'এই নথি কোথা থেকে এসেছে, আর কী এখনও অজানা:',
  aboutRecordsLink: 'এই নথিগুলি সম্পর্কে',
};
