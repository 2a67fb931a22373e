import type { pagesWords as englishPagesWords } from '@/content/en/pages';
import { digitsIn } from '@/lib/i18n/format';

/**
 * Bengali words every page's metadata shares (twin of content/en/pages.ts). Names passed in are
 * expected in their Bengali form, from the Bengali club record.
 */
export const pagesWords: typeof englishPagesWords = {
  titleTemplate: (shortName: string, town: string) => `%s | ${shortName}, ${town}`,
  siteDescription: (clubName: string, town: string, district: string, state: string, foundedYear: number) =>
    `${clubName}: ${state} রাজ্যের ${district} জেলার ${town} শহরের হিমালয়ে পর্বতারোহণের একটি ক্লাব, প্রতিষ্ঠা ${digitsIn('bn', foundedYear)} সালে।`,
};
