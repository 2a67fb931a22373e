import { describe, expect, it } from 'vitest';
import { editionOf } from '@/lib/edition';
import { allExpeditions, peaksOfExpedition } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import { PeakEntrySchema, type PeakEntryInput } from '@/lib/schema/peak';
import { sitemapPaths } from '@/lib/sitemapEntries';
import { peakCitationsOf, peakIdsOf, peaks } from './registry';
import { peaksByRegion, visitsByPeak } from './visits';

const records = allExpeditions;
/** Every peak the expedition records name, by id, with its place. */
const recordPeakIds = peakCitationsOf(records);
/** The registry ids of an expedition's peaks, by its slug, as the expedition door keeps them. */
const peakIdsOfExpedition = (record: { slug: string }) => peaksOfExpedition(record.slug).map((part) => part.peakId);

function entry(input: Partial<PeakEntryInput> & { id: string; name: string }) {
  return PeakEntrySchema.parse(input);
}

describe('visits and regions, on a registry and records of the test’s own', () => {
  const registry = [
    entry({ id: 'low', name: 'Low', heights: [{ m: 6000, reference: true, source: 'https://example.org/a' }] }),
    entry({ id: 'high', name: 'High', heights: [{ m: 8000, reference: true, source: 'https://example.org/a' }] }),
    entry({ id: 'unmeasured', name: 'Unmeasured' }),
    entry({ id: 'ice', kind: 'glacier', name: 'Ice' }),
    entry({ id: 'never', name: 'Never' }),
  ];
  const ids: Record<string, string[]> = { 'A-1990': ['low'], 'B-1991': ['high', 'low'], 'C-1992': ['unmeasured'], 'D-1993': ['ice'], 'E-1994': ['high'] };
  const idsOf = (record: { slug: string }) => ids[record.slug]!;
  const list = [
    { slug: 'A-1990', region: 'Kumaon' as const },
    { slug: 'B-1991', region: 'Kumaon' as const },
    { slug: 'C-1992', region: 'Nepal' as const },
    { slug: 'D-1993' },
    { slug: 'E-1994', region: 'Kumaon' as const },
  ];

  it('lists each peak’s expeditions in the records’ order, a two-peak expedition under both, an unvisited peak with none', () => {
    const visits = visitsByPeak(list, registry, idsOf);
    expect(visits.get('low')!.map((r) => r.slug)).toEqual(['A-1990', 'B-1991']);
    expect(visits.get('high')!.map((r) => r.slug)).toEqual(['B-1991', 'E-1994']);
    expect(visits.get('never')).toEqual([]);
  });

  it('groups visited peaks by region in the records’ order of regions, highest first, unplaced peaks last', () => {
    const groups = peaksByRegion(list, registry, idsOf);
    expect(groups.map((group) => [group.region, group.peaks.map(({ peak }) => peak.id)])).toEqual([
      ['Kumaon', ['high', 'low']],
      ['Nepal', ['unmeasured']],
      [undefined, ['ice']],
    ]);
  });

  it('refuses a peak whose expeditions the records place in two regions, and an id the registry lacks', () => {
    const split = [...list, { slug: 'F-1995', region: 'Lahaul' as const }];
    expect(() => peaksByRegion(split, registry, (record) => (record.slug === 'F-1995' ? ['low'] : idsOf(record)))).toThrow('low: its expeditions are placed in Kumaon and Lahaul');
    expect(() => visitsByPeak([{ slug: 'X-2000' }], registry, () => ['nowhere'])).toThrow('"nowhere" is not an id of the peak registry');
  });
});

describe('visits and regions of the real records', () => {
  it('finds each expedition’s peaks by slug as its English record names them, in every edition', () => {
    for (const record of records) {
      expect(peakIdsOfExpedition(record), record.slug).toEqual(peakIdsOf(record));
    }
    const bengali = editionOf('bn');
    expect(bengali.expeditions.all.map((e) => bengali.peaksOf(e).map((peak) => peak.id))).toEqual(allExpeditions.map((e) => peakIdsOfExpedition(e)));
    expect(() => peaksOfExpedition('No-Such-1900')).toThrow('no expedition record has the slug');
  });

  it('counts every expedition once under each of its peaks, and every named peak has visits', () => {
    const visits = visitsByPeak(allExpeditions, peaks, peakIdsOfExpedition);
    const counted = [...visits.values()].reduce((sum, list) => sum + list.length, 0);
    // Recomputed independently: the distinct registry ids each record names.
    const expected = records.reduce((sum, record) => sum + new Set(peakIdsOf(record)).size, 0);
    expect(counted).toBe(expected);
    for (const citation of recordPeakIds) expect(visits.get(citation.id)!.length, `${citation.entry} › ${citation.field}`).toBeGreaterThan(0);
    const everest = visits.get('everest')!.map((e) => e.year);
    expect(everest).toEqual(records.filter((r) => r.peak === 'everest').map((r) => r.year));
    expect(everest.length).toBeGreaterThan(1);
  });

  it('groups every peak of the registry exactly once, each under the region of all its expeditions', () => {
    const groups = peaksByRegion(allExpeditions, peaks, peakIdsOfExpedition);
    const grouped = groups.flatMap((group) => group.peaks.map(({ peak }) => peak.id));
    expect([...grouped].sort()).toEqual(peaks.map((peak) => peak.id).sort());
    for (const group of groups) {
      for (const { peak, visits } of group.peaks) {
        for (const visit of visits) expect(visit.region, `${peak.id} ${visit.slug}`).toBe(group.region);
      }
    }
  });

  it('gives every peak the records name a page in the sitemap', () => {
    const paths = new Set(sitemapPaths());
    const named = new Set(recordPeakIds.map((citation) => citation.id));
    expect(named.size).toBeGreaterThan(30);
    for (const id of named) expect(paths.has(hrefs.peak(id)), id).toBe(true);
  });
});
