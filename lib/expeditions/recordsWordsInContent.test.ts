import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText, findLiteralTextInSource } from '@/scripts/findLiteralText';

/**
 * The expedition pages, their components and the summary PDF keep every visible word in
 * content/en/records.ts and content/en/expeditionTable.ts (issue 9): a literal sentence, label or
 * aria-label written into one of these files fails here with file and line.
 */
const root = path.resolve(__dirname, '..', '..');
const recordFolders = [
  'app/[slug]',
  'app/expedition-report',
  'app/MAK-organises-following-expeditions',
  'app/Expedition-Short-Note',
  'app/about-these-records',
  'components/ExpeditionReport',
  'components/ExpeditionFacts',
  'components/ExpeditionSources',
  'components/ExpeditionTable',
  'components/ExpeditionTimeline',
  'components/RecordGap',
  'components/ReportCards',
  'components/ResultBadge',
  'components/ShortNoteAccordion',
  'components/SourceConflicts',
];
const recordFiles = ['lib/pdf/expeditionSummaryPdf.ts'];

describe('the expedition pages keep their words in content/', () => {
  it('hold no literal words', () => {
    const found = [
      ...findLiteralText(root, recordFolders),
      ...recordFiles.flatMap((file) => findLiteralTextInSource(readFileSync(path.join(root, file), 'utf8'), file)),
    ].map((item) => `${item.file}:${item.line} [${item.rule}] ${item.text}`);
    expect(found).toEqual([]);
  });

  it('would catch a literal heading in one of them', () => {
    const found = findLiteralTextInSource('export const S = () => <h2>Sources</h2>;', 'components/ExpeditionSources/S.tsx');
    expect(found.map((item) => item.text)).toEqual(['Sources']);
  });
});
