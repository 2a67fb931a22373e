/**
 * Bengali digits (০-৯, U+09E6-U+09EF) and Latin digits, one for one. Pure and tiny: the search
 * and form islands use it in the browser, so a number typed on a Bengali keyboard means the same.
 */
const BENGALI_ZERO = 0x09e6;

/** `২০১০` → `2010`; anything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** `2010` → `২০১০`; anything else unchanged. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}
