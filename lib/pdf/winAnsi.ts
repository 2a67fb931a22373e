import type { PDFFont } from 'pdf-lib';

/**
 * The PDF forms use the standard Helvetica font, which can only print the Windows-1252 (WinAnsi)
 * character set. Text headed for a PDF is checked against it up front so a content mistake gives a
 * readable error instead of a failure deep inside pdf-lib.
 */
const winAnsiExtras = new Set(
  Array.from('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ', (character) => character.codePointAt(0)),
);

export function isWinAnsi(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const plain = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a;
    if (!plain && !winAnsiExtras.has(code)) return false;
  }
  return true;
}

/** The characters of `text` that cannot be printed in WinAnsi, for error messages. */
export function nonWinAnsiCharacters(text: string): string[] {
  return [...new Set(Array.from(text).filter((character) => !isWinAnsi(character)))];
}

const replacements: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u2033': '"',
  '\u2013': '-', '\u2014': '-', '\u2012': '-', '\u2212': '-', '\u2010': '-', '\u2011': '-',
  '\u2026': '...', '\u2022': '-', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u200b': '',
};

/**
 * Text Helvetica can print: typographic quotes and dashes become plain ones, accents that WinAnsi
 * lacks are dropped (ā → a), anything else becomes "?". Line breaks become spaces.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const character of text.replace(/\s*\n\s*/g, ' ')) {
    const replaced = replacements[character] ?? character;
    if (isWinAnsi(replaced)) {
      out += replaced;
      continue;
    }
    const stripped = replaced.normalize('NFKD').replace(/\p{M}/gu, '');
    out += isWinAnsi(stripped) && stripped !== '' ? stripped : '?';
  }
  return out;
}

/** Splits `text` into lines no wider than `width`; words longer than a line are broken. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
