import { describe, expect, it } from 'vitest';
import { assertSourcesRegistered, baseRecords } from '@/lib/content';
import { ContentError, parseContent } from '@/lib/content/parse';
import { allExpeditions } from '@/lib/expeditions';
import { PeakEntrySchema, PeakRegistrySchema, type PeakEntryInput } from '@/lib/schema/peak';
import { assertPeaksRegistered, peakCitationsOf, peakIdentifiersOf, peakIdsOf, peakNameIndex, peakSourceCitations, peaks, referenceHeightOf } from './registry';

const FOLDER = 'content/expeditions/';
const records = allExpeditions;
/** Every peak the expedition records name, by id, with its place. */
const recordPeakIds = peakCitationsOf(records);
/** The registry entry a name leads to (its name, table label or another name): what the site search forgives. */
const names = peakNameIndex(peaks);

function messageOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
}

function entry(input: Partial<PeakEntryInput> & { id: string; name: string }) {
  return PeakEntrySchema.parse(input);
}

describe('the peak registry', () => {
  it('refuses a repeated id, a name that leads to two entries, two reference heights and feet that do not match metres, naming entry and field', () => {
    const broken = [
      { id: 'alpha', name: 'Alpha', heights: [{ m: 6000, reference: true, source: 'spec:original-site' }, { m: 6001, reference: true, source: 'spec:original-site' }] },
      { id: 'alpha', name: 'Beta' },
      { id: 'gamma', name: 'Gamma', otherNames: [{ name: 'alpha', source: 'spec:original-site' }], heights: [{ m: 6000, ft: 21000, source: 'spec:original-site' }] },
    ];
    const message = messageOf(() => parseContent(PeakRegistrySchema, broken, 'content/peaks/', (e) => (e as { id: string }).id));
    expect(message).toContain('Invalid content in content/peaks/');
    expect(message).toContain('entry 1 (alpha) › field heights[1].reference: only one height may be the reference height');
    expect(message).toContain('entry 2 (alpha) › field id: repeats the id of entry 1');
    expect(message).toContain('entry 3 (gamma) › field name: "alpha" already names alpha');
    expect(message).toContain('entry 3 (gamma) › field heights[0].ft: 21000 ft does not match 6000 m');
  });

  it('refuses an id that is not a lower-case slug and a height with neither metres nor feet', () => {
    const message = messageOf(() =>
      parseContent(PeakRegistrySchema, [{ id: 'Saser Kangri', name: 'X', heights: [{ source: 'spec:original-site' }] }], 'content/peaks/'),
    );
    expect(message).toContain('field id: must be lower-case letters and digits joined by hyphens');
    expect(message).toContain('field heights[0].m: give the height in metres, in feet, or both');
  });

  it('refuses an id in another database without the public page it was read on, or not written as that database writes its ids', () => {
    const message = messageOf(() =>
      parseContent(
        PeakRegistrySchema,
        [
          {
            id: 'alpha',
            name: 'Alpha',
            identifiers: { himalayanDatabase: { id: 'ALPH' }, wikidata: { id: '513', source: 'https://example.org/a' }, peakbagger: { id: '12', source: 'spec:original-site' } },
          },
        ],
        'content/peaks/',
        (e) => (e as { id: string }).id,
      ),
    );
    expect(message).toContain('entry 1 (alpha) › field identifiers.himalayanDatabase.source: a Himalayan Database peak id needs the address of the public page it was read on: add source');
    expect(message).toContain('entry 1 (alpha) › field identifiers.wikidata.id: "513" is not a Wikidata item (written like Q513)');
    expect(message).toContain('entry 1 (alpha) › field identifiers.peakbagger.source: a Peakbagger peak id needs a public page as its source, not spec:original-site');
  });

  it('gives each id the page it was read on, and the database’s own page of the peak where it has one', () => {
    const cited = peaks.filter((peak) => peak.identifiers);
    for (const peak of cited) for (const identifier of peakIdentifiersOf(peak)) expect(identifier.source, `${peak.id} › ${identifier.scheme}`).toMatch(/^https?:\/\//);
    const sample = peakIdentifiersOf(entry({ id: 'x', name: 'X', identifiers: { wikidata: { id: 'Q1', source: 'https://a.example/' }, himalayanDatabase: { id: 'XXXX', source: 'https://a.example/' } } }));
    expect(sample.map((identifier) => [identifier.scheme, identifier.url])).toEqual([
      ['wikidata', 'https://www.wikidata.org/wiki/Q1'],
      ['himalayanDatabase', undefined],
    ]);
  });

  it('models the Seta Glacier as a glacier that the club’s table label leads to', () => {
    const seta = peaks.find((p) => p.kind === 'glacier');
    expect(seta?.tableLabel).toBeDefined();
    expect(names.get(seta!.tableLabel!)).toBe(seta!.id);
    expect(seta!.heights).toEqual([]);
    expect(records.filter((r) => r.peak === seta!.id).map((r) => r.slug)).toEqual(['Setaglacier-1992']);
  });
});

describe('peaks in the expedition records, by id', () => {
  it('every peak the records name is a registry entry', () => {
    expect(recordPeakIds.length).toBeGreaterThan(records.length);
    expect(() => assertPeaksRegistered(recordPeakIds, peaks, FOLDER)).not.toThrow();
  });

  it('an unknown peak fails, naming the folder, the record’s file and the field', () => {
    const good = { slug: 'Good-1999', peak: 'everest' };
    const bad = { slug: 'Bad-2000', peak: 'nowhere', summits: [{ peak: 'Everest' }] };
    const message = messageOf(() => assertPeaksRegistered(peakCitationsOf([good, bad]), peaks, FOLDER));
    expect(message).toContain(`Invalid content in ${FOLDER}`);
    expect(message).toContain('content/expeditions/Bad-2000.en.yml › field peak: "nowhere" is not a peak of content/peaks/; add the peak there first, or pick one of its peaks');
    expect(message).toContain('content/expeditions/Bad-2000.en.yml › field summits[0].peak: "Everest"');
    expect(message).not.toContain('Good-1999');
  });

  it('cites each peak of a two-peak record and each summit', () => {
    const two = peakCitationsOf([{ slug: 'Two-1987', peaks: [{ peak: 'alpha' }, { peak: 'beta' }], summits: [{ peak: 'beta' }] }]);
    expect(two.map((c) => [c.field, c.id])).toEqual([
      ['peaks[0].peak', 'alpha'],
      ['peaks[1].peak', 'beta'],
      ['summits[0].peak', 'beta'],
    ]);
  });

  it('maps a record to its peaks, each once and in order', () => {
    expect(peakIdsOf({ slug: 'X-2000', peak: 'alpha', summits: [{ peak: 'alpha' }] })).toEqual(['alpha']);
    expect(peakIdsOf({ slug: 'X-2000', peaks: [{ peak: 'alpha' }, { peak: 'beta' }, { peak: 'alpha' }] })).toEqual(['alpha', 'beta']);
  });

  it('leads every name of an entry to it (name, table label, other names), as the site search forgives them', () => {
    const registry = [
      entry({ id: 'alpha', name: 'Alpha', otherNames: [{ name: 'Alfa', kind: 'spelling', source: 'spec:original-site' }] }),
      entry({ id: 'beta', name: 'Beta', tableLabel: 'Beta (exploration)' }),
    ];
    expect(Object.fromEntries(peakNameIndex(registry))).toEqual({ Alpha: 'alpha', Alfa: 'alpha', Beta: 'beta', 'Beta (exploration)': 'beta' });
  });

  it('maps the real records: a two-peak row to both peaks, a repeated peak to one entry', () => {
    const everest = records.filter((r) => r.peak === 'everest').map((r) => peakIdsOf(r));
    expect(everest.length).toBeGreaterThan(1);
    expect(new Set(everest.flat()).size).toBe(1);
    const twoPeakRows = records.filter((r) => r.peaks);
    expect(twoPeakRows.length).toBeGreaterThan(0);
    for (const row of twoPeakRows) expect(peakIdsOf(row)).toHaveLength(row.peaks!.length);
  });

  it('every registry entry is named by some record', () => {
    const named = new Set(recordPeakIds.map((c) => c.id));
    expect(peaks.filter((peak) => !named.has(peak.id)).map((peak) => peak.id)).toEqual([]);
  });
});

describe('heights', () => {
  /** The records' disagreements about a peak's height, with each account's figure in metres. */
  const heightConflicts = records.flatMap((record) =>
    (record.conflicts ?? []).flatMap((conflict) => {
      const named = /^Height of (.+)$/.exec(conflict.about)?.[1];
      const id = named === undefined ? undefined : names.get(named);
      if (id === undefined) return [];
      return conflict.accounts.flatMap((account) => {
        const metres = /(\d+(?:\.\d+)?) m\b/.exec(account.value)?.[1];
        return metres === undefined ? [] : [{ slug: record.slug, id, m: Number(metres), sources: account.sources }];
      });
    }),
  );

  it('keeps every figure the records dispute, each with a source that gives it (none averaged away)', () => {
    expect(new Set(heightConflicts.map((c) => c.id)).size).toBeGreaterThanOrEqual(4);
    const missing = heightConflicts.filter(
      ({ id, m, sources }) => !peaks.find((p) => p.id === id)!.heights.some((h) => h.m === m && (sources as string[]).includes(h.source)),
    );
    expect(missing).toEqual([]);
  });

  it('keeps more than one figure wherever sources differ, and only figures some source gives', () => {
    const disputed = [...new Set(heightConflicts.map((c) => c.id))];
    for (const id of disputed) {
      const figures = new Set(peaks.find((p) => p.id === id)!.heights.map((h) => h.m ?? h.ft));
      expect(figures.size, id).toBeGreaterThan(1);
    }
  });

  it('flags as reference the height each record shows', () => {
    const shown = records.flatMap((r) => {
      const parts = r.peaks ?? [{ peak: r.peak!, heightM: r.heightM, heightFt: r.heightFt }];
      return parts.filter((p) => p.heightM !== undefined).map((p) => ({ slug: r.slug, id: p.peak, m: p.heightM!, ft: p.heightFt }));
    });
    expect(shown.length).toBeGreaterThan(30);
    for (const { slug, id, m, ft } of shown) {
      const peak = peaks.find((p) => p.id === id)!;
      expect(referenceHeightOf(peak)?.m, `${slug} ${id}`).toBe(m);
      if (ft !== undefined) expect(peak.heights.some((h) => h.ft === ft), `${slug} ${id} ${ft} ft`).toBe(true);
    }
  });
});

describe('sources', () => {
  it('every address the peak registry cites is registered in content/sources/', () => {
    const citations = peakSourceCitations(peaks);
    expect(citations.length).toBeGreaterThan(peaks.length);
    expect(() => assertSourcesRegistered(citations, baseRecords.sources, 'content/peaks/')).not.toThrow();
  });

  it('an unregistered address fails, naming the file, the entry and the field', () => {
    const registry = [entry({ id: 'alpha', name: 'Alpha', notes: [{ text: 'A note.', source: 'https://example.org/unknown' }] })];
    const message = messageOf(() => assertSourcesRegistered(peakSourceCitations(registry), [{ url: 'spec:original-site' }], 'content/peaks/'));
    expect(message).toContain('Invalid content in content/peaks/');
    expect(message).toContain('content/peaks/alpha.en.yml › field notes[0].source: https://example.org/unknown is not registered in content/sources/');
  });
});
