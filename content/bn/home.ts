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
  /** The club's own record: its latest expeditions, each to its report. */
  record: {
    eyebrow: 'অভিযান',
    title: 'সাম্প্রতিক অভিযান',
    intro: 'ক্লাবের সাম্প্রতিকতম হিমালয় অভিযানগুলি, তার নথি থেকে। প্রতিটির একটি প্রতিবেদনের পাতা আছে: তার সম্পর্কে যা জানা গেছে, আর তা কোথা থেকে এসেছে।',
    /** Names the list for screen readers. */
    label: 'সাম্প্রতিক অভিযান, সবচেয়ে সাম্প্রতিকটি প্রথমে',
    table: 'সব অভিযান, একটি সারণিতে',
    reports: 'সব অভিযানের প্রতিবেদন',
  },
  /** The courses (their forms, once) and any dated event ahead. */
  courses: {
    /** To the events page, where past events are listed too. */
    allEvents: 'সব অনুষ্ঠান, আগেরগুলিও',
  },
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
    intro: 'অভিযান ক্লাবের কাজের একটা অংশ মাত্র। ক্লাব নিজে যে কাজগুলির কথা বলে, নীচে তার তালিকা; সঙ্গে কোনটি কত বার হয়।',
    /** Read before an activity's frequency. */
    frequency: 'কত বার হয়:',
  },
  about: { label: 'ক্লাবের কথা' },
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
