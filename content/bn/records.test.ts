import { describe, expect, it } from 'vitest';
import { assertTwin } from '@/lib/content/twin';
import { parseContent } from '@/lib/content/parse';
import { AboutSchema } from '@/lib/schema/about';
import { aboutContent as englishAbout } from '@/content/about';
import { aboutContent } from './about';

/**
 * Each Bengali record file (rule 2 of notes/BENGALI.md) mirrors its English file — same entries and
 * fields, every fact equal, every sentence in Bengali with glossary spellings — and passes the
 * schema the English loader validates with.
 */
describe('Bengali record files', () => {
  it('about.ts is a twin of content/about.ts and valid', () => {
    assertTwin(englishAbout, aboutContent, 'content/bn/about.ts');
    expect(() => parseContent(AboutSchema, aboutContent, 'content/bn/about.ts')).not.toThrow();
  });
});
