import { describe, expect, it } from 'vitest';
import { edition } from '@/lib/edition';
import { archiveYears, archiveYearsOf, datesIn, neighbourYears } from '@/lib/years';

describe('archiveYearsOf', () => {
  const ed = edition('en');
  const years = archiveYearsOf(ed.expeditions.all, ed.events);

  it('holds every year with an expedition or a dated event, oldest first, and no other', () => {
    const expected = new Set([...ed.expeditions.all.map((e) => e.year), ...ed.events.flatMap((event) => (event.startDate ? [Number(event.startDate.slice(0, 4))] : []))]);
    expect(years.map(({ year }) => year)).toEqual([...expected].sort((a, b) => a - b));
    expect(archiveYears).toEqual(years.map(({ year }) => year));
  });

  it('places each expedition and dated event once, in its own year; an undated announcement nowhere', () => {
    const placed = years.flatMap(({ year, entries }) => entries.map((entry) => (entry.kind === 'expedition' ? `${entry.expedition.slug}@${entry.expedition.year}=${year}` : `${entry.event.slug}@${entry.event.startDate!.slice(0, 4)}=${year}`)));
    expect(new Set(placed).size).toBe(placed.length);
    for (const item of placed) expect(item.split('@')[1]!.split('=')[0]).toBe(item.split('=')[1]);
    expect(placed.length).toBe(ed.expeditions.all.length + ed.events.filter((event) => event.startDate).length);
  });

  it('lists a year in date order, an expedition whose month is not known after the dated entries', () => {
    for (const { entries } of years) {
      const whens = entries.map((entry) => entry.when);
      const firstUnknown = whens.indexOf(undefined);
      const dated = firstUnknown < 0 ? whens : whens.slice(0, firstUnknown);
      expect(whens.slice(dated.length).every((when) => when === undefined)).toBe(true);
      expect(dated).toEqual([...dated].sort());
    }
  });

  it('dates an event on its first day and an expedition by its first stated day, else its month', () => {
    const records = [
      { slug: 'a', year: 2010, month: 5, summits: [{ date: '2010-05-17' }], departure: { date: '2010-04-01' } },
      { slug: 'b', year: 2010, month: 6 },
      { slug: 'c', year: 2010 },
    ];
    const [year] = archiveYearsOf(records, [{ slug: 'e', startDate: '2010-05-20' }, { slug: 'undated' }]);
    expect(year!.entries.map((entry) => [entry.kind === 'expedition' ? entry.expedition.slug : entry.event.slug, entry.when])).toEqual([
      ['a', '2010-04-01'],
      ['e', '2010-05-20'],
      ['b', '2010-06'],
      ['c', undefined],
    ]);
  });
});

describe('datesIn and neighbourYears', () => {
  it('collects the calendar dates of `date` fields at any depth, sorted', () => {
    expect(datesIn({ departure: { date: '2010-04-01' }, summits: [{ date: '2010-05-17', time: '07:40' }], note: '2011-01-01' })).toEqual(['2010-04-01', '2010-05-17']);
  });

  it('gives the years on either side, none past the ends', () => {
    expect(neighbourYears([1987, 1990, 1991], 1990)).toEqual({ previous: 1987, next: 1991 });
    expect(neighbourYears([1987, 1990], 1987)).toEqual({ previous: undefined, next: 1990 });
    expect(neighbourYears([1987], 2000)).toEqual({});
  });
});
