import type { peakWords as englishPeakWords } from '@/content/en/peak';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of a peak's page, /bn/peaks/<id>/ (twin of content/en/peak.ts). */
export const peakWords: typeof englishPeakWords = {
  pageTitle: (name: string) => `${name}: উচ্চতা, নাম ও ক্লাবের অভিযান`,
  pageDescription: (name: string, visits: number, first: number, last: number) =>
    visits === 1
      ? `${name}: উচ্চতা ও নাম, সূত্র-সহ; অবস্থান; প্রতিবেদন অনুযায়ী প্রথম আরোহণ; আর ${d(first)} সালে ক্লাবের অভিযান।`
      : `${name}: উচ্চতা ও নাম, সূত্র-সহ; অবস্থান; প্রতিবেদন অনুযায়ী প্রথম আরোহণ; আর ${d(first)} থেকে ${d(last)} সালের মধ্যে ক্লাবের ${n(visits)}টি অভিযান।`,
  asideLabel: 'মূল তথ্য',
  heightLabel: 'উচ্চতা',
  rangeLabel: 'পর্বতশ্রেণি',
  areaLabel: 'এলাকা',
  stateLabel: 'রাজ্য বা প্রদেশ',
  countryLabel: 'দেশ',
  coordinatesLabel: 'স্থানাঙ্ক',
  coordinates: (lat: string, north: boolean, lon: string, east: boolean) =>
    `${lat}° ${north ? 'উত্তর' : 'দক্ষিণ'}, ${lon}° ${east ? 'পূর্ব' : 'পশ্চিম'}`,
  visitsCount: (visits: number) => `ক্লাবের ${n(visits)}টি অভিযান`,
  allPeaksLink: 'সব শৃঙ্গ',

  namesHeading: 'নাম',
  nameInLanguage: { en: 'ইংরেজিতে', bn: 'বাংলায়' },
  otherNamesIntro: 'সূত্রগুলিতে ব্যবহৃত অন্য নাম',
  otherNameKinds: { name: 'অন্য নাম', spelling: 'অন্য বানান', survey: 'জরিপের নাম', nickname: 'ডাকনাম' },
  nameFrom: (language: string) => `${language} ভাষায়`,
  languageNames: { ne: 'নেপালি', bo: 'তিব্বতি', zh: 'চিনা', hi: 'হিন্দি', bn: 'বাংলা', lif: 'লিম্বু' },

  heightsHeading: 'উচ্চতা',
  heightsAgree: 'সূত্রগুলি সংখ্যাটি নিয়ে একমত; প্রতিটি তার সূত্র-সহ দেওয়া আছে।',
  heightsDiffer: 'সূত্রগুলি আলাদা আলাদা উচ্চতা দেয়। প্রতিটি সংখ্যা তার সূত্র-সহ দেওয়া আছে; সংখ্যাগুলির কোনও গড় কষা হয়নি।',
  noHeights: 'আমাদের পাওয়া কোনও সূত্র এর উচ্চতা দেয় না।',
  recordsUse: (kind: string) => `নথিতে এই সংখ্যাই ব্যবহৃত (${kind})`,
  approximate: (figure: string) => `প্রায় ${figure}`,
  figureYear: (year: number) => `(${d(year)})`,

  identifiersHeading: 'অন্য ডেটাবেসে',
  identifiersIntro: 'অন্য ডেটাবেসে এই শৃঙ্গের আইডি; প্রতিটির পাশে সেই পাতা, যেখানে আমরা তা পেয়েছি।',
  identifierLabels: { wikidata: 'উইকিডেটা আইটেম', himalayanDatabase: 'হিমালয়ান ডেটাবেসে শৃঙ্গের আইডি', peakbagger: 'পিকব্যাগারে শৃঙ্গের আইডি' },
  identifierDatabases: { wikidata: 'উইকিডেটা', himalayanDatabase: 'হিমালয়ান ডেটাবেস', peakbagger: 'পিকব্যাগার' },
  identifierPageLink: (database: string) => `${database}-এ শৃঙ্গটির পাতা`,

  whereHeading: 'অবস্থান',
  firstAscentsHeading: 'প্রথম আরোহণ, প্রতিবেদনে যেমন আছে',
  firstAscentsIntro: 'সূত্রগুলি যেমন জানায়; যেখানে তারা একমত নয়, সেখানে প্রতিটি প্রতিবেদন দেওয়া আছে।',
  firstAscentUncertain: 'সূত্রটি নিজেই নিশ্চিত নয়, অথবা অন্য সূত্র এ নিয়ে প্রশ্ন তোলে',
  ambiguityHeading: 'সূত্রগুলি যা স্পষ্ট করে না',
  notesHeading: 'পর্বতটি সম্পর্কে',
  notesIntro: 'পর্বতটি সম্পর্কে তথ্য, অন্য পর্বতারোহীদের প্রতিবেদন ও তথ্যগ্রন্থ থেকে; ক্লাবের দলগুলির অভিযান কেমন হয়েছিল, এগুলিতে সে কথা নেই।',
  sourceLabel: 'সূত্র:',
  sourcesLabel: 'সূত্র:',

  visitsHeading: 'এখানে ক্লাবের অভিযান',
  visitsIntro: 'প্রতিটি অভিযান থেকে তার প্রতিবেদনে যাওয়া যায়; সেখানে আছে দল, ক্যাম্প, সূত্র আর ডাউনলোড করা যায় এমন একটি সারাংশ।',
  visitsCaption: (peak: string) => `ক্লাবের ${peak} অভিযান`,
  columns: { year: 'সাল', expedition: 'অভিযান', result: 'ফলাফল', team: 'দল' },
  teamNamed: (count: number) => `${n(count)} জন সদস্যের নাম আছে`,
  teamUnknown: 'কোনও নাম লেখা নেই',

  photosHeading: 'ক্লাবের অভিযানের আলোকচিত্র',
  photosLabel: (peak: string) => `ক্লাবের ${peak} অভিযানের আলোকচিত্র`,

  sourcesHeading: 'সূত্র',
  sourcesIntro: 'এই পাতার প্রতিটি তথ্য এই সূত্রগুলি থেকে নেওয়া। প্রতিটি লিংকে সূত্রটি নতুন ট্যাবে খুলবে।',
  sourceLanguage: (language: string) => `${language} ভাষায়।`,
  originalSite: 'যে তথ্য ক্লাবের আদি ওয়েবসাইট থেকে পাওয়া, সেখানে সূত্র হিসেবে সেই ওয়েবসাইটের নাম দেওয়া আছে; তার এমন কোনও প্রকাশ্য কপি আমাদের কাছে নেই, যার লিংক দেওয়া যায়।',
};
