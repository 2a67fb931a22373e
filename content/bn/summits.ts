import type { summitsWords as englishSummitsWords } from '@/content/en/summits';
import { formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);

/** Bengali words of the summit claims page, /bn/summits/, and of the claims a report and a person's page show (twin of content/en/summits.ts). */
export const summitsWords: typeof englishSummitsWords = {
  title: 'শৃঙ্গজয়ের দাবি',
  description:
    'ক্লাবের অভিযানের নথিতে লেখা প্রতিটি শৃঙ্গজয়, প্রত্যেক আরোহীর জন্য একটি করে: কে তা জানিয়েছে, সূত্রে কী প্রমাণের উল্লেখ আছে, আর সূত্রগুলি কোথায় একমত নয়।',
  breadcrumb: 'শৃঙ্গজয়ের দাবি',
  lead: 'ক্লাবের নথিতে লেখা প্রতিটি শৃঙ্গজয়, প্রত্যেক আরোহীর জন্য একটি করে, যে সূত্রগুলি তার কথা বলে সেগুলি-সহ।',
  summary: (claims: number, summits: number, expeditions: number) => `${n(expeditions)}টি অভিযানের ${n(summits)}টি শৃঙ্গজয়ে ${n(claims)}টি দাবি, নতুনগুলি আগে।`,
  standingsHeading: 'দাবির ভিত্তি কী বোঝায়',
  standingsIntro:
    'প্রতিটি দাবির ভিত্তি সাইট তৈরির সময় হিসেব করা হয়, সেই শীর্ষে পৌঁছনোর জন্য উদ্ধৃত সূত্রগুলির ধরন থেকে: কেউ হাতে লেখেন না। এটি জানায় শীর্ষে পৌঁছনোর কথা কে বলেছে, তা সত্যিই ঘটেছিল কি না নয়।',
  status: {
    disputed: 'বিতর্কিত',
    authority: 'স্বীকৃত সংস্থার তালিকায় আছে',
    independent: 'ক্লাবের বাইরের সূত্রে প্রকাশিত',
    club: 'ক্লাবের নিজের সূত্রে প্রকাশিত',
    unknown: 'জানা নেই',
  },
  statusMeaning: {
    disputed: 'এই শীর্ষে পৌঁছনো হয়েছিল কি না, তা নিয়ে সূত্রগুলি একমত নয়। মতভেদটি দাবির সঙ্গেই দেখানো হয়েছে।',
    authority: 'কোনও সরকারি সংস্থা, ফেডারেশন বা পর্বতারোহণ সংস্থার তালিকায় এটি আছে।',
    independent: 'ক্লাবের বাইরের সংবাদমাধ্যম, জার্নাল, ব্লগ বা তথ্যসূত্রে এটি প্রকাশিত হয়েছে।',
    club: 'কেবল ক্লাব নিজে এটি জানিয়েছে: তার নিজের ওয়েবসাইট, দলনেতার প্রতিবেদন, কিংবা দলের কোনও সদস্যের নিজের বিবরণ।',
    unknown: 'নথিতে উদ্ধৃত কোনও সূত্রে এই শীর্ষে পৌঁছনোর উল্লেখ আছে বলে জানা নেই।',
  },
  statusCount: (count: number) => `দাবি: ${n(count)}টি`,
  otherKindsNote:
    'কোনও সংস্থার পাতা, কিংবা যে পাতার প্রকাশককে চেনা যায় না, সূত্রের তালিকায় থাকে, কিন্তু দাবির ভিত্তি বদলায় না। প্রমাণের উল্লেখ কেবল তখনই, যখন কোনও সূত্রে তা আছে: সংবাদপত্র বা জার্নালের প্রতিবেদন সূত্রটি নিজেই; শংসাপত্র, ছবি বা দলনেতার প্রতিবেদন কেবল তখন, যখন কোনও সূত্র তার উল্লেখ করে।',
  summitHeading: (peak: string, day: string | undefined) => (day ? `${peak}, ${day}` : `${peak}, তারিখ লেখা নেই`),
  labels: {
    standing: 'দাবির ভিত্তি',
    climbers: 'কারা',
    evidence: 'সূত্রে উল্লিখিত প্রমাণ',
    point: 'কোন শীর্ষ',
    sources: 'যে সূত্রগুলি এর কথা বলে',
    disputes: 'এই শীর্ষে পৌঁছনো নিয়ে সূত্রগুলি যেখানে একমত নয়',
  },
  unnamed: 'কারা শীর্ষে পৌঁছেছিলেন, নথিতে তাঁদের নাম নেই',
  evidence: {
    'press-report': 'সংবাদমাধ্যমের প্রতিবেদন',
    'journal-report': 'জার্নালের প্রতিবেদন',
    'authority-list': 'স্বীকৃত সংস্থার তালিকা',
    certificate: 'শীর্ষে পৌঁছনোর শংসাপত্র',
    photograph: 'শীর্ষ থেকে তোলা ছবি',
    'leaders-report': 'দলনেতার প্রতিবেদন',
  },
  evidenceNone: 'কোনও উল্লেখ নেই',
  point: { main: 'মূল শীর্ষ', subsidiary: 'একটি উপশীর্ষ' },
  pointUnknown: 'সূত্রে বলা নেই',
  sourceKind: {
    club: 'ক্লাব',
    member: 'দলের সদস্য',
    press: 'সংবাদমাধ্যম',
    journal: 'জার্নাল',
    blog: 'ব্লগ',
    authority: 'স্বীকৃত সংস্থা',
    reference: 'তথ্যসূত্র',
    company: 'সংস্থা',
    other: 'অন্যান্য',
  },
  noSources: 'নথিতে উদ্ধৃত কোনও সূত্রে এই শীর্ষে পৌঁছনোর উল্লেখ আছে বলে জানা নেই।',
  reportHeading: 'শৃঙ্গজয়ের দাবি',
  reportIntro: 'এই নথিতে লেখা প্রতিটি শৃঙ্গজয়, আর তার সূত্রগুলি থেকে পাওয়া দাবির ভিত্তি।',
  allClaimsLink: 'সব শৃঙ্গজয়ের দাবি, আর দাবির ভিত্তি কী বোঝায়',
};
