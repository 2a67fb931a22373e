import type { carouselWords as englishCarouselWords } from '@/content/en/carousel';
import { digitsIn } from '@/lib/i18n/format';

/** The Bengali words of the home page slide show's controls (twin of content/en/carousel.ts). */
export const carouselWords: typeof englishCarouselWords = {
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
};
