/**
 * Bengali digits (০-৯, U+09E6-U+09EF) and Latin digits, one for one. Pure and tiny: the search
 * and form islands use it in the browser, so a number typed on a Bengali keyboard means the same.
 */
import type { Lang } from './lang';

const BENGALI_ZERO = 0x09e6;

/** `২০১০` → `2010`; anything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** `2010` → `২০১০`; anything else unchanged. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}

/** The digits an edition writes its numbers in (plain data, so a page can hand it to an island). */
export type DigitScript = 'latin' | 'bengali';

export const digitScripts: Record<Lang, DigitScript> = { en: 'latin', bn: 'bengali' };

/**
 * A search query in the digits its edition's pages are written in: the Bengali pages write years as
 * ২০১০, so `2010` typed on the Bengali search means ২০১০ there, and `২০১০` on the English search
 * means 2010.
 */
export function inDigitScript(script: DigitScript, text: string): string {
  return script === 'bengali' ? bengaliDigits(text) : latinDigits(text);
}
