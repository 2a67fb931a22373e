import { describe, expect, it } from 'vitest';
import { readRecordFolder } from '@/lib/content';
import { edition } from '@/lib/edition';
import { digitsIn } from '@/lib/i18n/format';
import { archiveCount, archiveCountOf } from './archiveCount';
import { allExpeditions } from './data';

/**
 * The one count, recomputed from the data files as they are written (content/expeditions/, read
 * but not validated) with plain loops, then compared with what archiveCount gives every page, and
 * with the words that state it in each edition (the footer's link, the table, the report list).
 */
type RawRecord = { slug: string; inOriginalTable: boolean; year: number; result?: string; summits?: readonly unknown[] };
const raw = readRecordFolder('expeditions').map((record) => record.data as RawRecord);

let first = Infinity;
let last = -Infinity;
for (const e of raw) {
  first = Math.min(first, e.year);
  last = Math.max(last, e.year);
}

describe('archiveCount', () => {
  it('counts every expedition file once, over the years they span, and the rows of the original table', () => {
    expect(archiveCount.expeditions).toBe(raw.length);
    expect([archiveCount.firstYear, archiveCount.lastYear]).toEqual([first, last]);
    expect(archiveCount.tableRows).toBe(raw.filter((e) => e.inOriginalTable === true).length);
    expect(archiveCount.laterRows).toBe(raw.filter((e) => e.inOriginalTable === false).length);
    // The records hold expeditions added after the original table: a count of the table alone would differ.
    expect(archiveCount.laterRows).toBeGreaterThan(0);
    expect(archiveCount.results.summits).toBe(raw.reduce((count, e) => count + (e.summits?.length ?? 0), 0));
  });

  it('follows the records it is given, and refuses none', () => {
    const one = archiveCountOf(allExpeditions.slice(-1));
    expect([one.expeditions, one.firstYear, one.lastYear]).toEqual([1, last, last]);
    expect(() => archiveCountOf([])).toThrow(/no expedition records/);
  });

  it('is what the footer, the not-found page and the table state, in each edition and its digits', () => {
    for (const lang of ['en', 'bn'] as const) {
      const ed = edition(lang);
      const span = `${digitsIn(lang, first)}–${digitsIn(lang, last)}`;
      const footer = ed.navigation.footerRecordLinks.find((link) => link.id === 'expeditions')!;
      const suggestion = ed.navigation.notFoundSuggestions.find((link) => link.id === 'expeditions')!;
      expect(footer.label, lang).toContain(span);
      expect(suggestion.label, lang).toContain(span);
      expect(ed.words.expeditions.description(archiveCount.firstYear, archiveCount.lastYear)).toContain(digitsIn(lang, last));
      expect(ed.words.reportList.lead(archiveCount.expeditions, archiveCount.firstYear, archiveCount.lastYear)).toContain(digitsIn(lang, raw.length));
      // Every expedition is a row of the table page's list, the later ones included.
      expect(ed.expeditions.all).toHaveLength(raw.length);
    }
  });
});
