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
