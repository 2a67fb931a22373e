import type { contactWords as englishContactWords } from '@/content/en/contact';
import { genitive } from '@/lib/i18n/bengaliCase';
import { formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);

/**
 * Bengali words of the contact page, the contact details, the help line button, the contact form
 * and the map (twin of content/en/contact.ts). `toBePublished` stands in for any phone number or
 * e-mail not published on this site; nothing here promises that the club will publish one.
 */
export const contactWords: typeof englishContactWords = {
  toBePublished: 'এই সাইটে প্রকাশিত নয়',
  page: {
    title: 'যোগাযোগ',
    description: 'কৃষ্ণনগরের চার্চ রোডে মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের ডাক-ঠিকানা, আর ক্লাবের সঙ্গে যোগাযোগের উপায়।',
    lead: 'কোর্স, অভিযান বা সদস্যপদ নিয়ে কিছু জানতে চাইলে নির্দ্বিধায় যোগাযোগ করুন।',
    detailsHeading: 'ক্লাবের সঙ্গে যোগাযোগের উপায়',
    formHeading: 'বার্তা পাঠান',
    formIntro: 'ফর্মটি পূরণ করে বোতাম টিপলে আপনার নিজের মেল অ্যাপ খুলবে; বার্তাটি সেখানে লেখা থাকবে, প্রাপকের ঘরে থাকবে ক্লাবের সম্পাদকের ঠিকানা। এই ওয়েবসাইট নিজে কিছু পাঠায় না, কিছু জমাও রাখে না।',
    formIntroUnpublished: 'ক্লাবের ই-মেল ঠিকানা এই সাইটে প্রকাশিত নয়, তাই এই ফর্ম থেকে কিছুই পাঠানো যায় না। তবু এখানে বার্তা লিখে, দেখে নিয়ে কপি করে রাখতে পারেন: ডাকে পাঠাতে পারবেন, বা ক্লাব ঠিকানা প্রকাশ করলে ই-মেলে।',
  },
  topBar: {
    label: 'ক্লাবের সঙ্গে যোগাযোগ',
    emailPrefix: 'ক্লাবের সম্পাদককে ই-মেল করুন:',
    contactPage: 'ক্লাবের সঙ্গে যোগাযোগের উপায়',
    upcoming: 'আসন্ন অনুষ্ঠান',
  },
  helpLine: {
    label: 'হেল্পলাইন নম্বর',
    shortLabel: 'ফোন করুন',
    /** Read out after the label, before the number. */
    numberPrefix: 'হেল্পলাইন নম্বর:',
    unpublishedLabel: 'ক্লাবের সঙ্গে যোগাযোগ',
    unpublishedShortLabel: 'যোগাযোগ',
    unpublishedNote: 'হেল্পলাইন নম্বর এই সাইটে প্রকাশিত নয়; এই লিংকে যোগাযোগের পাতা খুলবে।',
  },
  details: {
    visit: 'ঠিকানা',
    write: 'লিখুন',
    call: 'ফোন করুন',
    secretary: 'ক্লাবের সম্পাদক',
    secretaryReported: (monthYear: string) => `${genitive(monthYear)} প্রতিবেদন অনুযায়ী`,
    emailUnpublished: 'ক্লাবের ই-মেল ঠিকানা এই সাইটে প্রকাশিত নয়। অফিসের ঠিকানায় চিঠি পাঠালে তা ক্লাবের কাছে পৌঁছবে।',
    phoneUnpublished: (label: string) => `${label}: নম্বর এই সাইটে প্রকাশিত নয়`,
  },
  footer: {
    callUs: 'ফোন করুন',
    phonesUnpublished: 'ক্লাবের ফোন নম্বর এই সাইটে প্রকাশিত নয়। অফিসের ঠিকানা যোগাযোগের পাতায় আছে।',
  },
  form: {
    label: 'যোগাযোগের ফর্ম',
    fields: {
      name: 'আপনার নাম',
      email: 'আপনার ই-মেল',
      phone: 'ফোন',
      subject: 'বিষয়',
      message: 'বার্তা',
    },
    optional: '(ঐচ্ছিক)',
    messageHint: (min: number) => `অন্তত ${n(min)}টি অক্ষর।`,
    /** Bengali has one form for every count. */
    problems: { one: 'পাঠানোর আগে অনুগ্রহ করে {count}টি সমস্যা ঠিক করুন', other: 'পাঠানোর আগে অনুগ্রহ করে {count}টি সমস্যা ঠিক করুন' },
    submit: 'ই-মেল তৈরি করুন',
    submitHint: (recipient: string) => `আপনার মেল অ্যাপ খুলবে, বার্তাটির প্রাপক: ${recipient}।`,
    recipient: 'ক্লাবের সম্পাদক',
    sentHeading: 'আপনার মেল অ্যাপ এখন খুলে যাওয়ার কথা।',
    sentBody: (recipient: string, address: string) =>
      `আপনার মেল অ্যাপে বার্তাটি তৈরি হয়ে খুলেছে, প্রাপক ${recipient} (${address})। এই ওয়েবসাইট থেকে কিছুই পাঠানো হয়নি: ই-মেলটি দেখে নিয়ে মেল অ্যাপে পাঠানোর বোতাম টিপুন।`,
    notOpened: 'মেল অ্যাপ খোলেনি?',
    openMailApp: 'আপনার মেল অ্যাপ খুলুন',
    orWriteTo: 'অথবা এই ঠিকানায় লিখুন:',
    unpublished: {
      noScript: 'এই ফর্মটি আপনার ব্রাউজারেই বার্তা যাচাই করে রেখে দেয়, তার জন্য জাভাস্ক্রিপ্ট লাগে, যা এখানে বন্ধ আছে বা পাওয়া যাচ্ছে না।',
      submit: 'বার্তাটি দেখে নিন',
      submitHint: 'ক্লাবের ই-মেল ঠিকানা এই সাইটে প্রকাশিত নয়: কোনও মেল অ্যাপ খুলবে না।',
      heading: 'আপনার বার্তা তৈরি, কিন্তু এখান থেকে পাঠানো যাবে না',
      body: 'ক্লাবের ই-মেল ঠিকানা এই সাইটে প্রকাশিত নয়, তাই কিছুই পাঠানো হয়নি এবং কোনও মেল অ্যাপও খোলেনি। আপনার বার্তা ফর্মেই রয়ে গেছে। রেখে দিতে চাইলে নীচে থেকে কপি করে নিন।',
      postal: (address: string) => `ক্লাবের অফিসে ডাকেও পাঠাতে পারেন: ${address}।`,
      copy: 'বার্তাটি কপি করুন',
      copied: 'কপি হয়েছে। যেখানে রাখতে চান, সেখানে পেস্ট করুন।',
      copyFailed: 'এখানে কপি করা গেল না: উপরের লেখাটি সিলেক্ট করে নিজেই কপি করুন।',
      preview: 'আপনার বার্তা',
    },
    /** Lines under the message in the composed e-mail. */
    body: { name: 'নাম', email: 'ই-মেল', phone: 'ফোন' },
    correction: {
      about: 'সংশোধনের বিষয়: “{record}”',
      page: 'পাতা: {address}',
      detail: 'তথ্য: {detail}',
      subject: 'সংশোধন: “{record}”',
    },
    errors: {
      nameMissing: 'অনুগ্রহ করে আপনার নাম লিখুন।',
      nameTooLong: 'অনুগ্রহ করে নামটি ছোট করে {max}টি অক্ষর বা তার কমে লিখুন।',
      emailMissing: 'অনুগ্রহ করে আপনার ই-মেল ঠিকানা লিখুন, যাতে ক্লাব উত্তর দিতে পারে।',
      emailInvalid: 'অনুগ্রহ করে একটি সঠিক ই-মেল ঠিকানা লিখুন, যেমন name@example.com।',
      phoneCharacters: 'ফোন নম্বরে শুধু অঙ্ক, ফাঁকা জায়গা, হাইফেন আর শুরুতে একটি + থাকতে পারে।',
      phoneLength: 'অনুগ্রহ করে {min} থেকে {max} অঙ্কের একটি ফোন নম্বর লিখুন, অথবা ঘরটি ফাঁকা রাখুন।',
      subjectMissing: 'অনুগ্রহ করে একটি বিষয় লিখুন।',
      subjectTooLong: 'অনুগ্রহ করে বিষয়টি ছোট করে {max}টি অক্ষর বা তার কমে লিখুন (এখন আছে {actual}টি)।',
      messageMissing: 'অনুগ্রহ করে একটি বার্তা লিখুন।',
      messageTooShort: 'অনুগ্রহ করে আরেকটু লিখুন: অন্তত {min}টি অক্ষর।',
      messageTooLong: 'অনুগ্রহ করে বার্তাটি ছোট করে {max}টি অক্ষর বা তার কমে লিখুন (এখন আছে {actual}টি)।',
    },
  },
  map: {
    heading: 'আমাদের অবস্থান',
    intro: (building: string, street: string, town: string) => `ক্লাবের অফিস ${building} ভবনে; ঠিকানা: ${street}, ${town}।`,
    introNoBuilding: (street: string, town: string) => `ক্লাবের অফিসের ঠিকানা: ${street}, ${town}।`,
    open: 'মানচিত্রে খুলুন',
    openNote: '(গুগল ম্যাপস, নতুন ট্যাবে খুলবে)',
    frameTitle: (address: string) => `মানচিত্র: ${address}`,
    show: 'মানচিত্র দেখান',
    showNote: 'গুগল ম্যাপস থেকে একটি ইন্টারঅ্যাকটিভ মানচিত্র লোড হবে; গুগল এতে নিজস্ব কুকি ব্যবহার করতে পারে।',
    artLabel: 'ক্লাবের অফিস চিহ্নিত করা একটি ম্যাপ-পিনের আঁকা ছবি',
  },
};
