import { describe, expect, it } from 'vitest';
import { editionOf } from '@/lib/edition';
import { allExpeditions, expeditionBySlug } from './index';
import { DESCRIPTION_MAX, neighboursOf, reportDescription, reportPageTitle } from './reportPage';

const everest = expeditionBySlug('Everest-2010')!;
const en = editionOf('en');

describe('report page metadata', () => {
  it('names the peak and year in the title', () => {
    expect(reportPageTitle(en, everest)).toBe('Everest 2010 expedition report');
  });

  it('keeps a short first paragraph whole and cuts a long one at a word, within the limit', () => {
    const short = { ...everest, narrative: ['In 1992 the club went exploring on the Seta Glacier.'] };
    expect(reportDescription(en, short)).toBe('In 1992 the club went exploring on the Seta Glacier.');
    const long = reportDescription(en, everest);
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(everest.narrative[0]!.startsWith(long.slice(0, -1))).toBe(true);
    expect(long.slice(0, -1)).not.toMatch(/[\s,]$/);
  });

  it('gives every record a description that a search result can show', () => {
    for (const e of allExpeditions) {
      const description = reportDescription(en, e);
      expect(description.length, e.slug).toBeGreaterThanOrEqual(40);
      expect(description.length, e.slug).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });
});

describe('neighboursOf', () => {
  it('links each record to the ones before and after it, with none beyond the ends', () => {
    const first = allExpeditions[0]!;
    const last = allExpeditions.at(-1)!;
    expect(neighboursOf(first).previous).toBeUndefined();
    expect(neighboursOf(first).next?.slug).toBe(allExpeditions[1]!.slug);
    expect(neighboursOf(last).next).toBeUndefined();
    expect(neighboursOf(everest).previous?.slug).toBe('Changuch-2009');
    expect(neighboursOf(everest).next?.slug).toBe('Kanchenjunga-2011');
  });
});
