import type { editorWords as englishEditorWords } from '@/content/en/editor';

/** Bengali words of the club's editor (twin of content/en/editor.ts): the interface a maintainer reads in Bengali. */
export const editorWords: typeof englishEditorWords = {
  title: 'ক্লাবের নথি সম্পাদনা',
  notInScript: '{field}: এটি {language} অক্ষরে লিখুন',
  languageNames: { bn: 'বাংলা' },
  interfaceLanguage: 'সম্পাদনা-পাতার ভাষা',
  noScript: 'সম্পাদনার জন্য জাভাস্ক্রিপ্ট লাগে। এই ব্রাউজারে সেটি চালু করে পাতাটি আবার খুলুন।',
  failed: 'সম্পাদনা-পাতা চালু করা গেল না:',
  guide: 'সম্পাদনা-পাতা কীভাবে ব্যবহার করবেন',
  backToEditor: 'সম্পাদনা-পাতায় ফিরে যান',
  collections: {
    expeditions: {
      label: 'অভিযান',
      singular: 'অভিযান',
      description: 'প্রতিটি অভিযানের একটি নথি: শৃঙ্গ, তারিখ, দল, ক্যাম্প, শীর্ষারোহণ, বিবরণ ও সূত্র।',
    },
    peaks: { label: 'শৃঙ্গ', singular: 'শৃঙ্গ', description: 'অভিযানগুলি যে যে পর্বতে গিয়েছে: নাম, উচ্চতা ও অবস্থান, প্রতিটির সূত্র-সহ।' },
    people: { label: 'ব্যক্তি', singular: 'ব্যক্তি', description: 'নথিতে যাঁদের নাম আছে। কোনও অভিযানে কারও নাম দেওয়ার আগে তাঁকে এখানে যোগ করুন।' },
    sources: {
      label: 'সূত্র',
      singular: 'সূত্র',
      description: 'নথিগুলি যে সব সংবাদপত্রের পাতা, পত্রিকা বা ওয়েবসাইটের উল্লেখ করে। কোনও সূত্রের উল্লেখ করার আগে সেটি এখানে যোগ করুন।',
    },
    events: { label: 'অনুষ্ঠান', singular: 'অনুষ্ঠান', description: 'কোর্স, ট্রেক ও অন্যান্য অনুষ্ঠান, তারিখ ও জায়গা-সহ।' },
    courses: { label: 'কোর্স', singular: 'কোর্স', description: 'ক্লাব যে কোর্সগুলির ঘোষণা করে, প্রতিটির আবেদনপত্র-সহ।' },
    site: { label: 'ক্লাব ও মূল পাতা', description: 'ক্লাবের তথ্য (ঠিকানা, ফোন, পদাধিকারী) এবং মূল পাতার ছবি ও ক্যাপশন।' },
    club: { label: 'ক্লাবের তথ্য' },
    home: { label: 'মূল পাতা' },
  },
  choices: {
    evidence: {
      'public-source': 'প্রকাশ্য সূত্রে বলা আছে',
      'spec-only': 'কেবল ক্লাবের আদি ওয়েবসাইটে বলা আছে',
      'spec-list-only': 'কেবল ক্লাবের আদি তালিকার একটি সারিতে নাম আছে',
    },
    'sources/kind': { public: 'একটি প্রকাশ্য পাতা', 'original-site': 'ক্লাবের আদি ওয়েবসাইট' },
    publicationKind: {
      club: 'ক্লাব নিজে (তার ওয়েবসাইট, দলনেতার রিপোর্ট)',
      member: 'দলের কোনও সদস্যের নিজের বিবরণ',
      press: 'সংবাদমাধ্যম: সংবাদপত্র, খবরের ওয়েবসাইট, সংবাদ সংস্থা বা পত্রিকা, কিংবা তাদের প্রতিবেদনের প্রতিলিপি',
      journal: 'পর্বতারোহণের জার্নাল',
      blog: 'ব্লগ, কিংবা ব্যক্তিগত বা ভ্রমণের ওয়েবসাইট',
      authority: 'কর্তৃপক্ষ: সরকারি সংস্থা, ফেডারেশন বা পর্বতারোহণ সংস্থা',
      reference: 'তথ্যসূত্র: বিশ্বকোষ বা তার প্রতিলিপি, শৃঙ্গের তথ্যভান্ডার',
      company: 'সংস্থা: গাইড, সরঞ্জাম, ট্রেকিং বা ভ্রমণের ব্যবসা',
      other: 'অন্য প্রকাশক, কিংবা যাকে চেনা যায় না',
    },
    'summits/evidence/kind': { certificate: 'শীর্ষে পৌঁছনোর শংসাপত্র', photograph: 'শীর্ষ থেকে তোলা ছবি', 'leaders-report': 'দলনেতার রিপোর্ট' },
    'point/summit': { main: 'মূল শীর্ষ', subsidiary: 'একটি উপশীর্ষ' },
    'events/kind': { course: 'কোর্স', trek: 'ট্রেক', 'press-conference': 'সাংবাদিক সম্মেলন' },
    'peaks/kind': { peak: 'শৃঙ্গ', glacier: 'হিমবাহ' },
    'otherNames/kind': { name: 'নাম', spelling: 'বানান', survey: 'জরিপের নাম', nickname: 'ডাকনাম' },
  },
};
