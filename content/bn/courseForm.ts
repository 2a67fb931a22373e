import type { courseFormWords as englishCourseFormWords } from '@/content/en/courseForm';
import { digitsIn, makeFormat } from '@/lib/i18n/format';
import { locales } from '@/lib/i18n/lang';
import { languageWords } from './language';

/** Dates as the Bengali edition writes them (this file is part of the word table lib/content/words.ts reads, so it cannot ask that table). */
const format = makeFormat(locales.bn, languageWords);

/**
 * The Bengali words of the course application form (twin of content/en/courseForm.ts), printed on
 * the Bengali form (/forms/<slug>.bn.pdf) in Noto Sans Bengali, shaped by HarfBuzz. The fields keep
 * the English form's names, and the sex options' values stay the English ones; these words only
 * label them.
 */
export const courseFormWords: typeof englishCourseFormWords = {
  fields: {
    name: 'আবেদনকারীর পুরো নাম',
    dateOfBirth: 'জন্মতারিখ (দিন-মাস-বছর)',
    sex: 'লিঙ্গ',
    sexOptions: ['পুরুষ', 'মহিলা', 'অন্যান্য'],
    address: 'পিন কোড-সহ ডাক-ঠিকানা',
    phone: 'ফোন',
    email: 'ই-মেল',
    schoolOrOccupation: 'স্কুল / কলেজ বা পেশা',
    previousCourses: 'আগের কোর্স, ট্রেক বা আরোহণের অভিজ্ঞতা (নাম, সাল, আয়োজক)',
    signature: 'আবেদনকারীর স্বাক্ষর',
    date: 'তারিখ',
  },
  letterheadDetails: (town: string, district: string, state: string, pin: string, foundedYear: number) =>
    `${town}, ${district}, ${state} ${digitsIn('bn', pin)}   |   প্রতিষ্ঠা ${digitsIn('bn', foundedYear)}`,
  documentTitle: (courseTitle: string, venue: string) => `আবেদনপত্র: ${courseTitle}, ${venue}`,
  documentSubject: (courseTitle: string, venue: string, clubName: string) =>
    `${clubName} আয়োজিত ${courseTitle}, ${venue}: আবেদনপত্র`,
  keyword: 'আবেদনপত্র',
  heading: 'আবেদনপত্র',
  courseLine: (number: number, venue: string) => `কোর্স নং ${digitsIn('bn', number)}   |   স্থান: ${venue}`,
  instructions: 'এই ফর্মটি স্ক্রিনেই পূরণ করুন, অথবা প্রিন্ট করে স্পষ্ট অক্ষরে লিখুন (ইংরেজিতে লিখলে বড় হাতের অক্ষরে)।',
  notice:
    'এই ফর্মটি এই ওয়েবসাইটের তৈরি, ক্লাবের দেওয়া নয়: ক্লাবের নিজের আবেদনপত্র সাইটে যোগ না হওয়া পর্যন্ত এটি তার জায়গায় রাখা হয়েছে। এতে শুধু জানতে চাওয়া হয়েছে আপনি কে, আপনার সঙ্গে কীভাবে যোগাযোগ করা যায় আর আগে কী করেছেন; ক্লাবের নিজের ফর্মে আরও কিছু জানতে চাওয়া হতে পারে।',
  sections: { applicant: '১. আবেদনকারী', declaration: '২. ঘোষণা' },
  declaration: 'আমি নিশ্চিত করছি যে এই ফর্মে দেওয়া তথ্য সত্য ও সম্পূর্ণ।',
  footer: (clubName: string, courseTitle: string, venue: string) => `${clubName}  -  আবেদনপত্র: ${courseTitle}, ${venue}`,
  edition: (date: string) => `ফর্মের সংস্করণ: ${format.date(date)}`,
};
