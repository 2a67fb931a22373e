/**
 * Digits typed in any of the site's scripts, read as Latin ones. Pure and tiny: the search and form
 * islands use it in the browser, so a number typed on a Bengali keyboard means the same. (Writing
 * digits is Intl's job, with each locale's numbering system: lib/i18n/format.ts.)
 */
const BENGALI_ZERO = 0x09e6;

/** `২০১০` → `2010`; anything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
