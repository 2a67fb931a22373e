import { describe, expect, it } from 'vitest';
import { editionOf } from '@/lib/edition';
import { expeditions, laterExpeditions } from '@/lib/expeditions';

/** The 28 report slugs of the original site, spelled exactly as its links spelled them (old links must keep working). */
const originalSlugs = [
  'Gangstang-1990', 'Baljuri-1991', 'Setaglacier-1992', 'Srikailash-1993', 'Tharkot-1994', 'Kamet-1997',
  'Choukhamba-1998', 'Bhrigupanth-1999', 'Nandakot-2000', 'Shiva-2002', 'Indrasan-2003', 'Indrasan-2004',
  'Shivling-2005', 'panwaliduar-2006', 'Kulumakalu-rubalkang-2007', 'thalaysagar-2008', 'Changuch-2009',
  'Annapurna-2012', 'Dharamsura-2012', 'nun-2014', 'nun-2015', 'trisul-2017', 'saserkangri-2018',
  'Debachen-2019', 'Ramjak-2021', 'mansalu-2022', 'Ramjak-2024', 'gorichen-2024',
];

describe('content/expeditions/', () => {
  it('has the 38 rows of the table, serials 1-38 in order, from 1987 to 2024', () => {
    expect(expeditions).toHaveLength(38);
    expect(expeditions.map((e) => e.serial)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(expeditions[0]!.year).toBe(1987);
    expect(expeditions.at(-1)!.year).toBe(2024);
    const years = expeditions.map((e) => e.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('keeps all 28 original report slugs exactly as spelled', () => {
    const slugs = expeditions.flatMap((e) => [e.slug, ...e.legacySlugs]);
    for (const slug of originalSlugs) expect(slugs).toContain(slug);
    expect(slugs).toHaveLength(38 + 1);
  });

  it('gives new slugs the Peak-YYYY style with the record’s year', () => {
    for (const e of [...expeditions, ...laterExpeditions]) {
      expect(e.slug).toMatch(new RegExp(`^[A-Za-z][A-Za-z0-9-]*-${e.year}$`));
    }
  });

  it('renders Indrasan 2003 as the 2004 record', () => {
    const indrasan = expeditions.find((e) => e.legacySlugs.includes('Indrasan-2003'));
    expect(indrasan?.slug).toBe('Indrasan-2004');
    expect(expeditions.some((e) => e.slug === 'Indrasan-2003')).toBe(false);
  });

  it('splits 2024 into Ramjak (July) and Gorichen (October)', () => {
    const ramjak = expeditions.find((e) => e.slug === 'Ramjak-2024');
    const gorichen = expeditions.find((e) => e.slug === 'gorichen-2024');
    expect([ramjak?.serial, ramjak?.month, ramjak?.summits[0]?.date]).toEqual([37, 7, '2024-07-11']);
    expect([gorichen?.serial, gorichen?.month, gorichen?.summits[0]?.date]).toEqual([38, 10, '2024-10-21']);
  });

  it('uses Rs 42 lakh for Everest 2010', () => {
    expect(expeditions.find((e) => e.slug === 'Everest-2010')?.cost?.lakhRupees).toBe(42);
  });

  it('follows with the two 2025 expeditions as rows 39-40', () => {
    const en = editionOf('en');
    expect(laterExpeditions.map((e) => [e.serial, e.year, e.peak, en.label.peaks(e)])).toEqual([
      [39, 2025, 'everest', 'Everest'],
      [40, 2025, 'koa-rong-ii', 'Koa Rong II'],
    ]);
    expect(expeditions.every((e) => e.inOriginalTable)).toBe(true);
    expect(laterExpeditions.some((e) => e.inOriginalTable)).toBe(false);
    const everest = laterExpeditions[0]!;
    expect(everest.narrative.join(' ')).toContain('Subrata Ghosh died on the way down');
    expect(everest.members.find((m) => m.person === 'subrata-ghosh')?.note).toBe('died on the descent');
  });

  it('gives every record a title without "undefined" or "null", and a written narrative', () => {
    const { label } = editionOf('en');
    for (const e of [...expeditions, ...laterExpeditions]) {
      const title = label.title(e);
      // The title starts with the peak's name as the table writes it (a closing bracket may move behind the height).
      expect(title.startsWith(label.peakName(e.peaks ? e.peaks[0]!.peak : e.peak!).replace(/\)$/, ''))).toBe(true);
      expect(title).not.toMatch(/undefined|null|NaN/);
      for (const paragraph of e.narrative) expect(paragraph).not.toMatch(/undefined|null|NaN|TODO/);
    }
  });

  it('has no photos or PDFs of the club yet (none were supplied)', () => {
    for (const e of [...expeditions, ...laterExpeditions]) {
      expect(e.photos).toEqual([]);
      expect(e.pdfs).toEqual([]);
    }
  });
});
