import type { courseFormWords as englishCourseFormWords } from '@/content/en/courseForm';
import { digitsIn, makeFormat } from '@/lib/i18n/format';
import { locales } from '@/lib/i18n/lang';
import { languageWords } from './language';

/** Dates as the Bengali edition writes them (this file is part of the word table lib/content/words.ts reads, so it cannot ask that table). */
const format = makeFormat(locales.bn, languageWords);

/**
 * The Bengali words of the course application form (twin of content/en/courseForm.ts). The
 * generated PDF stays English (its font prints only Windows-1252 characters and pdf-lib cannot
 * shape Bengali script); these words are the form's Bengali text for any Bengali rendering of it.
 */
export const courseFormWords: typeof englishCourseFormWords = {
  fields: {
    name: 'আবেদনকারীর পুরো নাম',
    guardianName: 'বাবা, মা বা অভিভাবকের নাম',
    dateOfBirth: 'জন্মতারিখ (দিন-মাস-বছর)',
    sex: 'লিঙ্গ',
    sexOptions: ['পুরুষ', 'মহিলা', 'অন্যান্য'],
    bloodGroup: 'রক্তের গ্রুপ',
    address: 'পিন কোড-সহ ডাক-ঠিকানা',
    phone: 'ফোন',
    email: 'ই-মেল',
    schoolOrOccupation: 'স্কুল / কলেজ বা পেশা',
    previousCourses: 'আগের কোর্স, ট্রেক বা আরোহণের অভিজ্ঞতা (নাম, সাল, আয়োজক)',
    fitDeclaration: 'আমি ঘোষণা করছি যে আমার স্বাস্থ্য ভালো এবং এই কোর্সে যোগ দেওয়ার জন্য আমি চিকিৎসার দিক থেকে সক্ষম।',
    medicalDetails: 'কোনও অসুখ, অ্যালার্জি বা নিয়মিত খাওয়া ওষুধ (কিছু না থাকলে "নেই" লিখুন)',
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
  instructions: 'এই ফর্মটি স্ক্রিনেই পূরণ করুন, অথবা প্রিন্ট করে স্পষ্ট করে বড় হাতের অক্ষরে লিখুন।',
  photoBox: ['এখানে সাম্প্রতিক', 'পাসপোর্ট মাপের', 'একটি ছবি সাঁটুন'],
  sections: { applicant: '১. আবেদনকারী', medical: '২. স্বাস্থ্য-সংক্রান্ত ঘোষণা', declaration: '৩. ঘোষণা' },
  declaration: 'আমি নিশ্চিত করছি যে এই ফর্মে দেওয়া তথ্য সত্য ও সম্পূর্ণ।',
  footer: (clubName: string, courseTitle: string, venue: string) => `${clubName}  -  আবেদনপত্র: ${courseTitle}, ${venue}`,
  edition: (date: string) => `ফর্মের সংস্করণ: ${format.date(date)}`,
};
