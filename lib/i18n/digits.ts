/**
 * Digits typed in any script read as Latin ones. Pure and tiny: the search and form islands use it
 * in the browser, so a number typed on a Bengali keyboard means the same. Unicode encodes every
 * script's decimal digits as runs of ten, zero first, so a digit's value is its distance from the
 * start of its run; no script is named here. (Writing digits is Intl's job: lib/i18n/format.ts.)
 */
const decimalDigit = /\p{Nd}/u;

/** `২০১০` → `2010`; anything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    let zero = code;
    while (decimalDigit.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String((code - zero) % 10);
  });
}
