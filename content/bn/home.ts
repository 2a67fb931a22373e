import type { homeWords as englishHomeWords } from '@/content/en/home';
import { digitsIn } from '@/lib/i18n/format';

/** Bengali words of the home page around its sections (twin of content/en/home.ts). */
export const homeWords: typeof englishHomeWords = {
  metaDescription: (foundedYear: number) =>
    `পশ্চিমবঙ্গের নদিয়া জেলার কৃষ্ণনগরে ${digitsIn('bn', foundedYear)} সাল থেকে হিমালয়ে পর্বতারোহণের একটি ক্লাব: অভিযান, রক ক্লাইম্বিং কোর্স, শিবির ও ট্রেক।`,
  hero: {
    lead: (foundedYear: number) => `নদিয়ার কৃষ্ণনগর থেকে হিমালয়ে অভিযান, রক ক্লাইম্বিং কোর্স ও শিবির, ${digitsIn('bn', foundedYear)} সাল থেকে।`,
    courses: 'কোর্স ও ফর্ম',
    expeditions: 'আমাদের অভিযান',
  },
  events: {
    eyebrow: 'সামনে কী আছে',
    title: 'অনুষ্ঠান ও ঘোষণা',
    intro: 'তারিখ-সহ অনুষ্ঠান, ক্লাবের ঘোষণা করা কোর্স, আর আগে যে অনুষ্ঠানগুলি হয়ে গেছে।',
  },
  explore: { eyebrow: 'ঘুরে দেখুন', title: 'পাহাড়ে চার দশক' },
  gallery: {
    eyebrow: 'গ্যালারি',
    title: 'গ্যালারি থেকে',
    intro: {
      photographs: 'গ্যালারির প্রথম কয়েকটি আলোকচিত্র। বড় করে দেখতে ছবিতে ক্লিক বা ট্যাপ করুন।',
      illustrations: 'গ্যালারির প্রথম কয়েকটি অলংকরণ, ক্লাবের নিজের আলোকচিত্র যোগ না হওয়া পর্যন্ত এই সাইটের জন্য আঁকা। বড় করে দেখতে ছবিতে ক্লিক বা ট্যাপ করুন।',
      mixed: 'গ্যালারির প্রথম কয়েকটি আলোকচিত্র ও অলংকরণ। বড় করে দেখতে ছবিতে ক্লিক বা ট্যাপ করুন।',
    },
    all: 'পুরো গ্যালারি দেখুন',
    label: { photographs: 'গ্যালারির আলোকচিত্র', illustrations: 'গ্যালারির অলংকরণ', mixed: 'গ্যালারির ছবি' },
  },
  activities: {
    eyebrow: 'কার্যক্রম',
    title: 'ক্লাব কী করে',
    intro: 'অভিযান ক্লাবের কাজের একটা অংশ মাত্র। ক্লাব নিজে যে কাজগুলির কথা বলে, নীচে তার তালিকা; সঙ্গে কোনটি কত দিন অন্তর হয়।',
    /** Read before an activity's frequency. */
    frequency: 'কত দিন অন্তর:',
  },
  about: { label: 'ক্লাবের কথা' },
  contact: {
    eyebrow: 'যোগাযোগ',
    title: 'ক্লাবকে লিখুন',
    intro: 'কোনও কোর্স, অভিযান বা ক্লাবের সদস্য হওয়া নিয়ে প্রশ্ন আছে? এই ফর্মটি আপনার নিজের মেল অ্যাপে ক্লাবের সম্পাদকের উদ্দেশে একটি ই-মেল লিখে দেয়।',
    introUnpublished: 'কোনও কোর্স, অভিযান বা ক্লাবের সদস্য হওয়া নিয়ে প্রশ্ন আছে? ক্লাবের ই-মেল ঠিকানা এই সাইটে এখনও প্রকাশ করা হয়নি: ফর্মে বার্তা লিখে রাখলে তা কপি করে নিতে পারবেন, আর যোগাযোগের পাতায় অফিসের ঠিকানা দেওয়া আছে।',
  },
  /** The slide show's controls. */
  carousel: {
    label: 'ক্লাবের উল্লেখযোগ্য দিক',
    /** What screen readers call the whole and each slide (aria-roledescription). */
    carouselRole: 'ক্যারোসেল',
    slideRole: 'স্লাইড',
    pause: 'স্লাইড শো থামান',
    play: 'স্লাইড শো চালু করুন',
    previous: 'আগের স্লাইড',
    next: 'পরের স্লাইড',
    slide: (position: number, count: number, title: string) =>
      `${digitsIn('bn', count)}টির মধ্যে ${digitsIn('bn', position)} নম্বর স্লাইড: ${title}`,
    showSlide: (position: number, count: number, title: string) =>
      `${digitsIn('bn', count)}টির মধ্যে ${digitsIn('bn', position)} নম্বর স্লাইড দেখান: ${title}`,
  },
};
