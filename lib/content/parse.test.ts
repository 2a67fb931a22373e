import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClubSchema } from '@/lib/schema/club';
import { LegalPageSchema } from '@/lib/schema/legal';
import { legalContent } from '@/content/legal';
import { readRecordFile } from './dataFiles';
import { ContentError, labelByKey, parseContent } from './parse';

/** The club's details as content/club.yml writes them in English, not yet validated. */
const clubContent = readRecordFile('club.yml').data as Record<string, unknown> & { address: Record<string, unknown> };
const CLUB = 'content/club.yml › en';

describe('parseContent', () => {
  it('returns the shipped club and legal content unchanged when valid', () => {
    expect(parseContent(ClubSchema, clubContent, CLUB).foundedYear).toBe(1986);
    expect(parseContent(z.array(LegalPageSchema), legalContent, 'content/legal.ts', labelByKey).map((p) => p.id)).toEqual([
      'terms',
      'privacy',
      'refund',
    ]);
  });

  it('names the file, the entry and the field of a broken array entry', () => {
    const broken = structuredClone(legalContent) as unknown as Array<Record<string, unknown>>;
    (broken[1] as { sections: Array<{ heading: string }> }).sections[0]!.heading = '';
    const run = () => parseContent(z.array(LegalPageSchema), broken, 'content/legal.ts', labelByKey);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(/Invalid content in content\/legal\.ts/);
    expect(run).toThrow(/entry 2 \(privacy\) › field sections\[0\]\.heading/);
  });

  it('names the field of a broken club detail', () => {
    const broken = { ...clubContent, address: { ...clubContent.address, pin: '74110' } };
    expect(() => parseContent(ClubSchema, broken, CLUB)).toThrow(/content\/club\.yml › en:\n\s+- address › field pin: must be a six-digit PIN code/);
  });

  it('lists every problem, not just the first', () => {
    const broken = { ...clubContent, foundedYear: 'ninety', phones: [] };
    try {
      parseContent(ClubSchema, broken, CLUB);
      expect.unreachable('parseContent should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const issues = (error as ContentError).issues.join('\n');
      expect(issues).toMatch(/^foundedYear: /m);
      expect(issues).toMatch(/^phones: the site shows exactly three phone numbers/m);
    }
  });
});
