import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText, wordFreeFolders } from '@/scripts/findLiteralText';

/**
 * Every visible word lives in content/ (issue 9), so a second language is a second content file:
 * a literal sentence, label, alt or aria-label written into a route, a component, the social cards,
 * a PDF or the contact form's e-mail fails here with its file and line. What the scanner catches is
 * tested in scripts/findLiteralText.test.ts.
 */
describe('words live in content/', () => {
  it('routes, components and the generators of cards, PDFs and e-mails hold no literal words', () => {
    const found = findLiteralText(path.resolve(__dirname, '..'), wordFreeFolders).map(
      (item) => `${item.file}:${item.line} [${item.rule}] ${item.text}`,
    );
    expect(wordFreeFolders).toEqual(expect.arrayContaining(['app', 'components', 'lib/og', 'lib/pdf']));
    expect(found).toEqual([]);
  });
});
