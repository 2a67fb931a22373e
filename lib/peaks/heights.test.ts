import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import { editionOf } from '@/lib/edition';
import { allExpeditions } from '@/lib/expeditions';
import { langs } from '@/lib/i18n/lang';
import { PeakEntrySchema } from '@/lib/schema/peak';
import { assertRecordHeightsSourced, citedSourcesOf, heightAttributionOf } from './heights';
import { attributedPeaksOf } from './recordPeaks';
import { peaks } from './registry';

const FOLDER = 'content/expeditions/';
const A = 'https://example.org/journal';
const B = 'https://example.org/blog';

function messageOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
}

const alpha = PeakEntrySchema.parse({
  id: 'alpha',
  name: 'Alpha',
  heights: [
    { m: 6100, ft: 20013, reference: true, source: A },
    { m: 6100, club: true, source: 'spec:original-site' },
    { m: 6120, source: B },
  ],
});

describe('heights a record shows', () => {
  it('pass when the record cites a source that gives the figure, in sources, a disagreement or a fact about the peak', () => {
    for (const record of [
      { slug: 'Alpha-2000', peak: 'alpha', heightM: 6100, sources: [A] },
      { slug: 'Alpha-2000', peak: 'alpha', heightM: 6100, conflicts: [{ accounts: [{ sources: [A] }, { sources: [B] }] }] },
      { slug: 'Alpha-2000', peak: 'alpha', heightM: 6100, peakContext: [{ sources: [A] }] },
    ]) {
      expect(() => assertRecordHeightsSourced([record], [alpha], FOLDER)).not.toThrow();
    }
  });

  it('fail, naming file, entry and field, for a figure no cited source gives and for a figure that is not the reference height', () => {
    const message = messageOf(() =>
      assertRecordHeightsSourced(
        [
          { slug: 'Alpha-2000', peak: 'alpha', heightM: 6100, heightFt: 20013, sources: [B] },
          { slug: 'Alpha-2001', peak: 'alpha', heightM: 6120, sources: [B] },
          { slug: 'Two-2002', peaks: [{ peak: 'alpha', heightM: 6100 }, { peak: 'beta' }], sources: [] },
        ],
        [alpha, PeakEntrySchema.parse({ id: 'beta', name: 'Beta' })],
        FOLDER,
      ),
    );
    expect(message).toContain(`Invalid content in ${FOLDER}`);
    expect(message).toContain(
      `content/expeditions/Alpha-2000.en.yml › field heightM: no source this record cites gives 6100 m; cite one that does in its sources (content/peaks/alpha.en.yml lists ${A}, spec:original-site)`,
    );
    expect(message).toContain(`content/expeditions/Alpha-2000.en.yml › field heightFt: no source this record cites gives 20013 ft`);
    expect(message).toContain('content/expeditions/Alpha-2001.en.yml › field heightM: 6120 m is not the reference height of alpha in content/peaks/alpha.en.yml (6100)');
    expect(message).not.toContain('content/expeditions/Alpha-2001.en.yml › field heightM: no source');
    expect(message).toContain('content/expeditions/Two-2002.en.yml › field peaks[0].heightM: no source this record cites gives 6100 m');
    expect(message).not.toContain('peaks[1]');
  });

  it('call a figure the club’s own only when a club source the record cites gives it', () => {
    expect(heightAttributionOf(alpha, { m: 6100 }, new Set([A]))).toEqual({ kind: 'reference', sources: [A] });
    expect(heightAttributionOf(alpha, { m: 6100 }, new Set([A, 'spec:original-site', B]))).toEqual({ kind: 'club', sources: [A, 'spec:original-site'] });
  });

  it('hold for every record: each height shown is its peak’s reference height and a source the record cites gives it', () => {
    expect(allExpeditions.filter((e) => e.heightM !== undefined || e.peaks?.some((part) => part.heightM !== undefined)).length).toBeGreaterThan(30);
    expect(() => assertRecordHeightsSourced(allExpeditions, peaks, FOLDER)).not.toThrow();
  });
});

describe('every height a report page shows names its source', () => {
  it('each height fact carries a note naming the publication of a source the record cites (both editions)', () => {
    let checked = 0;
    for (const lang of langs) {
      const ed = editionOf(lang);
      ed.expeditions.all.forEach((e, index) => {
        const cited = citedSourcesOf(e);
        const facts = ed.factSheet(e).flatMap((section) => section.facts);
        // A record's peaks are read from its English record (a translation names them in its language).
        const parts = attributedPeaksOf(allExpeditions[index]!).filter((part) => part.m !== undefined || part.ft !== undefined);
        const notes = facts.filter((fact) => fact.note !== undefined).map((fact) => fact.note!);
        expect(notes, `${lang} ${e.slug}`).toHaveLength(parts.length);
        parts.forEach((part, i) => {
          expect(part.attribution!.sources.length, e.slug).toBeGreaterThan(0);
          for (const key of part.attribution!.sources) {
            expect(cited.has(key), `${e.slug} ${key}`).toBe(true);
            expect(notes[i], `${lang} ${e.slug}`).toContain(ed.source(key).publication);
          }
          checked += 1;
        });
      });
    }
    expect(checked).toBeGreaterThan(2 * 35);
  });

  it('links each peak fact of a report to the peak’s page', () => {
    const english = editionOf('en');
    const everest = english.expeditions.report('Everest-2010')!.expedition;
    const peakFact = english.factSheet(everest)[0]!.facts[0]!;
    expect(peakFact).toMatchObject({ value: 'Everest', href: '/peaks/everest/' });
    const bengali = editionOf('bn');
    const twoPeaks = bengali.expeditions.report('Thelu-Koteswar-1987')!.expedition;
    expect(bengali.factSheet(twoPeaks)[0]!.facts.slice(0, 2).map((fact) => fact.href)).toEqual(['/bn/peaks/thelu/', '/bn/peaks/koteswar/']);
  });
});
