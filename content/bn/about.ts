import type { aboutWords as englishAboutWords } from '@/content/en/about';
import { digitsIn } from '@/lib/i18n/format';

/**
 * Bengali words of the About page and of the About section the home page shares with it (twin of
 * content/en/about.ts). Names and statements passed in are expected in
 * Bengali, from the Bengali club record.
 */
export const aboutWords: typeof englishAboutWords = {
  page: {
    title: 'পরিচিতি',
    description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর: ১৯৮৬ সাল থেকে পশ্চিমবঙ্গের নদিয়ায় হিমালয়ে পর্বতারোহণের একটি ক্লাব।',
    lead: (town: string, district: string, foundedYear: number) =>
      `${digitsIn('bn', foundedYear)} সাল থেকে ${district} জেলার ${town} শহরের একটি পর্বতারোহণ ক্লাব।`,
  },
  more: 'ক্লাব সম্পর্কে আরও',
  /**
   * The registration and affiliation note. The original website describes the club as registered
   * and affiliated; the act, number and body are not known to this site.
   */
  standing: (shortName: string, registration: string, affiliation: string) =>
    `ক্লাবের আদি ওয়েবসাইটের বর্ণনায় ${shortName} ${registration}, ${affiliation}।`,
  standingDetails: {
    act: (act: string) => `${act} অনুযায়ী নিবন্ধিত।`,
    number: (number: string) => `নিবন্ধন নং ${digitsIn('bn', number)}।`,
    unpublished: 'নিবন্ধনের বিবরণ আমাদের জানা নেই।',
  },
};
