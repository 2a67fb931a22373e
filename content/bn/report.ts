import type { reportWords as englishReportWords } from '@/content/en/report';
import { locative } from '@/lib/i18n/bengaliCase';
import { digitsIn } from '@/lib/i18n/format';

const d = (value: number | string) => digitsIn('bn', value);

/** Bengali words of a report page, /bn/<slug>/ (twin of content/en/report.ts). */
export const reportWords: typeof englishReportWords = {
  pageTitle: (peak: string, year: number) => `${peak}, ${d(year)}: অভিযানের প্রতিবেদন`,
  breadcrumbBack: 'ফিরে যান',
  breadcrumbCurrent: (peak: string, year: number) => `${peak}, ${d(year)}`,
  legacyBefore: (year: number) => `এটি এই প্রতিবেদনের একটি পুরোনো ঠিকানা। ক্লাব অভিযানটিকে ${d(year)} সালের তালিকায় রেখেছে; `,
  legacyLink: 'তার পাতা এখানে',
  legacyAfter: '।',
  photosHeading: 'আলোকচিত্র',
  photosLabel: (title: string, year: number) => `আলোকচিত্র: ${title}, ${d(year)}`,
  accountHeading: 'বিবরণ',
  peakContextHeading: 'পর্বতটি সম্পর্কে',
  peakContextIntro: 'শৃঙ্গটি সম্পর্কে তথ্য, অন্য পর্বতারোহীদের প্রতিবেদন থেকে; ক্লাবের দলের অভিযান কেমন হয়েছিল, এগুলিতে সে কথা নেই।',
  asideLabel: 'প্রতিবেদনের ডাউনলোড ও মূল তথ্য',
  downloadsHeading: 'প্রতিবেদন',
  summaryPdf: 'অভিযানের সারাংশ',
  summaryPdfNote: 'এই পাতার তথ্য ও সূত্র থেকে এই সাইটের তৈরি',
  download: 'ডাউনলোড',
  pdfLabel: (label: string) => `${label} (PDF)`,
  result: 'ফলাফল',
  height: 'উচ্চতা',
  highestPeak: 'সর্বোচ্চ শৃঙ্গ',
  when: 'সময়',
  where: 'স্থান',
  shortNoteLink: 'এই অভিযানের সংক্ষিপ্ত বিবরণ',
  allExpeditionsLink: (first: number, last: number) => `সব অভিযান, ${d(first)} থেকে ${d(last)}`,
  yearLink: (year: number) => `${locative(d(year))} ক্লাব`,
  recordsLink: 'এই নথিগুলি সম্পর্কে',
  neighboursLabel: 'আরও অভিযান',
  previous: '← আগের অভিযান',
  next: 'পরের অভিযান →',

  /** Rows known only by peak and year (evidence `spec-list-only`). */
  listOnly: {
    heading: 'শুধু শৃঙ্গ আর সাল জানা',
    text: 'এই অভিযানের শুধু শৃঙ্গ আর সালটুকু জানা আছে, ক্লাবের আদি ওয়েবসাইটের তালিকা থেকে। কারা গিয়েছিলেন, কত দূর পৌঁছেছিলেন, কী ঘটেছিল, ফলাফলই বা কী, তা এখানে এখনও জানা নেই।',
    invitationBefore: 'আপনি যদি এই অভিযানে থেকে থাকেন, অথবা আপনার কাছে এই অভিযানের বিষয়ে ক্লাবের প্রতিবেদন, আলোকচিত্র বা সংবাদপত্রের কাটিং থাকে, তাহলে অনুগ্রহ করে',
    invitationLink: 'যোগাযোগের পাতার মাধ্যমে আমাদের জানান',
    invitationAfter: '।',
  },
  /** Rows with more than peak and year, whose result is still unknown. */
  unknownResult: {
    heading: 'ফলাফল এখনও জানা যায়নি',
    text: 'এই অভিযানের ফলাফল এখনও জানা যায়নি: এ পর্যন্ত পাওয়া কোনও সূত্রে তা নেই।',
    invitationBefore: 'আপনি যদি তা জানেন, তাহলে অনুগ্রহ করে',
    invitationLink: 'যোগাযোগের পাতার মাধ্যমে আমাদের জানান',
    invitationAfter: ', সঙ্গে তথ্যটি কোথা থেকে পাওয়া, তা-ও।',
  },

  conflicts: {
    heading: 'যেখানে সূত্রগুলি একমত নয়',
    intro: 'যেখানে বিভিন্ন প্রতিবেদন বিভিন্ন তথ্য দেয়, সেখানে প্রতিটি তথ্য তার সূত্র-সহ দেওয়া আছে, আর এই পাতায় কোনটি দেখানো হয়েছে ও কেন, তা-ও।',
  },

  sources: {
    heading: 'সূত্র',
    intro: 'এই পাতার তথ্য এই সূত্রগুলি থেকে নেওয়া। প্রতিটি লিংকে সূত্রটি নতুন ট্যাবে খুলবে।',
    language: (language: string) => `${language} ভাষায়।`,
    originalSite:
      'শুধু ক্লাবের আদি ওয়েবসাইট থেকে জানা: ক্লাবের তালিকায় এই অভিযানের সারি, আর এই পাতার এমন যে-কোনও সংখ্যা যা কোনও প্রকাশ্য সূত্রে নেই। সেই ওয়েবসাইটের এমন কোনও প্রকাশ্য কপি আমাদের কাছে নেই, যার লিংক দেওয়া যায়।',
    none: 'এই অভিযানের কোনও প্রকাশ্য সূত্র এখনও পাওয়া যায়নি।',
    recordsBefore: 'এই নথিগুলি কীভাবে তৈরি হয়েছে, আর কীভাবে সংশোধন করা যায়:',
    recordsLink: 'এই নথিগুলি সম্পর্কে',
    recordsAfter: '।',
  },
};
