import type { pagesWords as englishPagesWords } from '@/content/en/pages';
import { digitsIn } from '@/lib/i18n/format';

/** A name's genitive as Bengali writes it: কৃষ্ণনগর → কৃষ্ণনগরের, নদিয়া → নদিয়ার. */
function of(name: string): string {
  return /[\u09BE-\u09CC\u0985-\u0994]$/u.test(name) ? `${name}র` : `${name}ের`;
}

/**
 * Bengali words every page's metadata shares (twin of content/en/pages.ts). Names passed in are
 * expected in their Bengali form, from the Bengali club record.
 */
export const pagesWords: typeof englishPagesWords = {
  titleTemplate: (shortName: string, town: string) => `%s | ${shortName}, ${town}`,
  siteDescription: (clubName: string, town: string, district: string, state: string, foundedYear: number) =>
    `${clubName}: ${of(state)} ${district} জেলার ${of(town)} একটি পর্বতারোহণ ক্লাব, যার অভিযান হিমালয়ে; প্রতিষ্ঠা ${digitsIn('bn', foundedYear)} সালে।`,
};
