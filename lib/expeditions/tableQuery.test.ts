import { describe, expect, it } from 'vitest';
import { expeditionsWords } from '@/content/en/expeditions';
import { expeditionsWords as bengaliExpeditionsWords } from '@/content/bn/expeditions';
import { islandNumberStyle, islandNumbers } from '@/lib/i18n/islandNumbers';
import { editionOf } from '@/lib/edition';
import { locales } from '@/lib/i18n/lang';
import { expeditions } from './data';
import { queryableRowsOf } from './tableRows';
import {
  defaultTableQuery,
  isEightThousander,
  matchesText,
  queryRows,
  resultCountLabel,
  type QueryableRow,
  type TableQuery,
} from './tableQuery';

function row(overrides: Partial<QueryableRow>): QueryableRow {
  return {
    serial: 1,
    name: 'Fixture (6000 m)',
    year: 2000,
    resultText: 'Climbed',
    resultCategory: 'climbed',
    slug: 'Fixture-2000',
    addedAfterTable: false,
    href: '/Fixture-2000/',
    yearHref: '/years/2000/',
    peaks: [{ name: 'Fixture', href: '/peaks/fixture/' }],
    heightM: 6000,
    ...overrides,
  };
}

const rows: QueryableRow[] = [
  row({ serial: 1, name: 'Low (5900 m)', year: 1990, heightM: 5900 }),
  row({ serial: 2, name: 'Unknown height', year: 1992, resultText: 'Not known yet', resultCategory: 'unknown', heightM: undefined }),
  row({ serial: 3, name: 'Everest (8848.86 m)', year: 2010, heightM: 8848.86 }),
  row({ serial: 4, name: 'Dhaulagiri I (8167 m)', year: 2013, resultText: 'Unsuccessful', resultCategory: 'unsuccessful', heightM: 8167 }),
  row({ serial: 5, name: 'Everest (8848.86 m)', year: 2021, resultText: 'Unsuccessful', resultCategory: 'unsuccessful', heightM: 8848.86 }),
];

const query = (overrides: Partial<TableQuery>) => queryRows(rows, { ...defaultTableQuery, ...overrides }).map((r) => r.serial);

describe('queryRows', () => {
  it('keeps table order and every row for the default query', () => {
    expect(query({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by text in name, year or result, ignoring case and accents, every word required', () => {
    expect(query({ text: 'EVEREST' })).toEqual([3, 5]);
    expect(query({ text: 'everest 2021' })).toEqual([5]);
    expect(query({ text: '1992' })).toEqual([2]);
    expect(query({ text: '  ' })).toEqual([1, 2, 3, 4, 5]);
    expect(matchesText(row({ name: 'Panwali Dwār' }), 'dwar')).toBe(true);
    expect(query({ text: 'nowhere' })).toEqual([]);
  });

  it('reads Bengali digits as the same year, and finds Bengali names', () => {
    expect(query({ text: '১৯৯২' })).toEqual(query({ text: '1992' }));
    expect(matchesText(row({ name: 'এভারেস্ট', year: 2010 }), 'এভারেস্ট ২০১০')).toBe(true);
    expect(matchesText(row({ name: 'এভারেস্ট', year: 2010 }), '২০২১')).toBe(false);
  });

  it('filters by result category and by eight-thousanders', () => {
    expect(query({ result: 'unsuccessful' })).toEqual([4, 5]);
    expect(query({ result: 'unknown' })).toEqual([2]);
    expect(query({ eightThousandersOnly: true })).toEqual([3, 4, 5]);
    expect(query({ eightThousandersOnly: true, result: 'climbed' })).toEqual([3]);
    expect(isEightThousander(row({ heightM: 7999 }))).toBe(false);
    expect(isEightThousander(row({ heightM: undefined }))).toBe(false);
  });

  it('sorts by height either way with unknown heights last and ties in table order', () => {
    expect(query({ sort: 'height-desc' })).toEqual([3, 5, 4, 1, 2]);
    expect(query({ sort: 'height-asc' })).toEqual([1, 4, 3, 5, 2]);
  });

  it('sorts by year either way', () => {
    expect(query({ sort: 'year-desc' })).toEqual([5, 4, 3, 2, 1]);
    expect(query({ sort: 'year-asc' })).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the club table as queryable rows', () => {
  const clubRows = queryableRowsOf(editionOf('en'), expeditions);

  it('carries each record’s highest summit height and puts Everest first by height', () => {
    expect(clubRows).toHaveLength(38);
    const sorted = queryRows(clubRows, { ...defaultTableQuery, sort: 'height-desc' });
    expect(sorted[0]?.name).toMatch(/^Everest/);
    expect(sorted.filter(isEightThousander).map((r) => r.slug)).toEqual([
      'Everest-2010',
      'Everest-2021',
      'Kanchenjunga-2011',
      'Dhaulagiri-2013',
      'mansalu-2022',
      'Annapurna-2012',
    ]);
  });
});

describe('resultCountLabel', () => {
  it('says how many rows show', () => {
    const count = (shown: number, total: number) => resultCountLabel(expeditionsWords.table.count, islandNumbers(islandNumberStyle(locales.en)), shown, total);
    expect(count(38, 38)).toBe('Showing all 38 expeditions');
    expect(count(5, 38)).toBe('Showing 5 of 38 expeditions');
    expect(count(0, 38)).toBe('No expedition matches (of 38)');
    expect(count(1, 1)).toBe('Showing all 1 expeditions');
    expect(count(0, 1)).toBe('No expedition matches (of 1)');
  });

  it('says it in Bengali, with Bengali digits', () => {
    const count = (shown: number, total: number) => resultCountLabel(bengaliExpeditionsWords.table.count, islandNumbers(islandNumberStyle(locales.bn)), shown, total);
    expect(count(5, 38)).toBe('৩৮টির মধ্যে ৫টি অভিযান দেখানো হচ্ছে');
    expect(count(38, 38)).toBe('সব ৩৮টি অভিযান দেখানো হচ্ছে');
  });
});
