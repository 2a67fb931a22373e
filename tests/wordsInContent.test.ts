import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText, wordFreeFolders } from '@/scripts/findLiteralText';

/**
 * Every visible word lives in content/, so a second language is a second content file: a literal
 * sentence, label, alt or aria-label written into a route, a component or anything in lib/ fails
 * here with its file and line. What the scanner catches, and what it leaves to code (validation
 * messages, compared values, protocol tokens), is tested in scripts/findLiteralText.test.ts.
 */

/** Texts the scanner finds in lib/ that no visitor reads: messages and labels for maintainers, test fixtures. */
const notForVisitors: readonly { file: string; text: string; why: string }[] = [
  { file: 'lib/gallery/firestoreClient.ts', text: 'Firestore project …', why: 'names the gallery source in build errors' },
  { file: 'lib/gallery/firestoreClient.ts', text: 'The embedded emulator failed; set … or … to read another Firestore.', why: 'a build error hint' },
  { file: 'lib/gallery/firestoreClient.ts', text: 'Check network access to *.googleapis.com and ….', why: 'a build error hint' },
  { file: 'lib/gallery/importFile.ts', text: 'label: line …', why: 'names a row of a maintainer’s import file in its errors' },
  { file: 'lib/images/testPhoto.ts', text: 'Test Photographer', why: 'a test fixture’s camera owner, stripped by the image pipeline' },
  { file: 'lib/fonts/subsetFaces.ts', text: 'Noto Sans Bengali Site', why: 'a CSS font-family name (the subset face), never shown' },
  { file: 'lib/fonts/subsetFaces.ts', text: 'Noto Sans Bengali Language Name', why: 'a CSS font-family name (the language link’s face), never shown' },
  { file: 'lib/staticFileRoute.ts', text: 'Not found', why: 'a file route’s answer to an unknown name during the build; never exported' },
  { file: 'lib/pdf/embeddedFont.ts', text: 'CMapName currentdict /CMap defineresource pop', why: 'PostScript of a PDF font’s ToUnicode map, read by PDF viewers only' },
];

/**
 * Visitor words still in lib/, in files whose owners move them: listed so the test stays a guard
 * against new ones, and fails when one of these is gone (then remove it here).
 */
const pendingElsewhere: readonly { file: string; text: string; why: string }[] = [
  { file: 'lib/errors/chunkLoadFailure.ts', text: 'Loading chunk … failed', why: 'the error page shows it in both editions; its words belong in content/<lang>/errors.ts' },
  { file: 'lib/gallery/galleryArt.ts', text: 'Illustration for …', why: 'the <title> of generated gallery artwork' },
];

describe('words live in content/', () => {
  const found = findLiteralText(path.resolve(__dirname, '..'), wordFreeFolders);
  const known = [...notForVisitors, ...pendingElsewhere];
  const isKnown = (item: { file: string; text: string }) => known.some((entry) => entry.file === item.file && entry.text === item.text);

  it('routes, components and all of lib/ hold no literal words', () => {
    expect(wordFreeFolders).toEqual(expect.arrayContaining(['app', 'components', 'lib']));
    expect(found.filter((item) => !isKnown(item)).map((item) => `${item.file}:${item.line} [${item.rule}] ${item.text}`)).toEqual([]);
  });

  it('lists no exception that the scanner no longer finds', () => {
    expect(known.filter((entry) => !found.some((item) => item.file === entry.file && item.text === entry.text))).toEqual([]);
  });
});
