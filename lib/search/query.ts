import { latinDigits } from '@/lib/i18n/digits';

/**
 * A query with its digits written the way the searched edition's pages write them, since the index
 * holds words as the pages have them: the Bengali pages write years as ২০১০, so `2010` typed on the
 * Bengali search means ২০১০ there, and `২০১০` typed on the English search means 2010. `writeDigit`
 * is the edition's own writer (lib/i18n/islandNumbers.ts › digits), so no script is named here.
 */
export function queryInEditionDigits(query: string, writeDigit: (digit: number) => string): string {
  return latinDigits(query).replace(/[0-9]/g, (digit) => writeDigit(Number(digit)));
}
