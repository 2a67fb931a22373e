import { describe, expect, it } from 'vitest';
import { expeditionsContent, laterExpeditionsContent } from '@/content/expeditions';
import { sourcesContent } from '@/content/sources';
import { assertSourcesRegistered } from '@/lib/content';
import { ContentError, parseContent } from '@/lib/content/parse';
import { PeakEntrySchema, PeakRegistrySchema, type PeakEntryInput } from '@/lib/schema/peak';
import { assertPeakNamesResolve, peakIdOf, peakIdsOf, peakNameIndex, peakNamesOf, peakSourceCitations, peaks, referenceHeightOf } from './registry';

const FILE = 'content/expeditions.ts';
const records = [...expeditionsContent, ...laterExpeditionsContent];
/** Every peak name the expedition records write, with its place. */
const recordPeakNames = [...peakNamesOf(expeditionsContent), ...peakNamesOf(laterExpeditionsContent, 'laterExpeditions')];

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
    const message = messageOf(() => parseContent(PeakRegistrySchema, broken, 'content/peaks.ts', (e) => (e as { id: string }).id));
    expect(message).toContain('Invalid content in content/peaks.ts');
    expect(message).toContain('entry 1 (alpha) › field heights[1].reference: only one height may be the reference height');
    expect(message).toContain('entry 2 (alpha) › field id: repeats the id of entry 1');
    expect(message).toContain('entry 3 (gamma) › field name: "alpha" already names alpha');
    expect(message).toContain('entry 3 (gamma) › field heights[0].ft: 21000 ft does not match 6000 m');
  });

  it('refuses an id that is not a lower-case slug and a height with neither metres nor feet', () => {
    const message = messageOf(() =>
      parseContent(PeakRegistrySchema, [{ id: 'Saser Kangri', name: 'X', heights: [{ source: 'spec:original-site' }] }], 'content/peaks.ts'),
    );
    expect(message).toContain('field id: must be lower-case letters and digits joined by hyphens');
    expect(message).toContain('field heights[0].m: give the height in metres, in feet, or both');
  });

  it('models the Seta Glacier as a glacier that the club’s table label leads to', () => {
    const seta = peaks.find((p) => p.kind === 'glacier');
    expect(seta?.tableLabel).toBeDefined();
    expect(peakIdOf(seta!.tableLabel!)).toBe(seta!.id);
    expect(seta!.heights).toEqual([]);
  });
});

describe('peak names in the expedition records', () => {
  it('every peak the records name leads to a registry entry', () => {
    expect(recordPeakNames.length).toBeGreaterThan(records.length);
    expect(() => assertPeakNamesResolve(recordPeakNames, peaks, FILE)).not.toThrow();
  });

  it('an unknown peak fails, naming the file, the entry and the field', () => {
    const good = { slug: 'Good-1999', peak: 'Everest' };
    const bad = { slug: 'Bad-2000', peak: 'Nowhere', summits: [{ peak: 'Nowhere Else' }] };
    const message = messageOf(() => assertPeakNamesResolve(peakNamesOf([good, bad]), peaks, FILE));
    expect(message).toContain(`Invalid content in ${FILE}`);
    expect(message).toContain('entry 2 (Bad-2000) › field peak: "Nowhere" is not a name of any peak in content/peaks.ts');
    expect(message).toContain('entry 2 (Bad-2000) › field summits[0].peak: "Nowhere Else"');
    expect(message).not.toContain('Good-1999');
  });

  it('checks each part of a two-peak row, and the row label only when it is not the parts joined', () => {
    const joined = peakNamesOf([{ slug: 'Two-1987', peak: 'Alpha & Beta', peaks: [{ name: 'Alpha' }, { name: 'Beta' }] }]);
    expect(joined.map((c) => c.field)).toEqual(['peaks[0].name', 'peaks[1].name']);
    const odd = peakNamesOf([{ slug: 'Two-1987', peak: 'Alpha and Beta', peaks: [{ name: 'Alpha' }, { name: 'Beta' }] }]);
    expect(odd.map((c) => c.field)).toEqual(['peak', 'peaks[0].name', 'peaks[1].name']);
  });

  it('maps a record to its peaks by name or other name, each once and in order', () => {
    const registry = [
      entry({ id: 'alpha', name: 'Alpha', otherNames: [{ name: 'Alfa', kind: 'spelling', source: 'spec:original-site' }] }),
      entry({ id: 'beta', name: 'Beta', tableLabel: 'Beta (exploration)' }),
    ];
    const names = peakNameIndex(registry);
    expect(peakIdsOf({ slug: 'X-2000', peak: 'Alfa', summits: [{ peak: 'Alpha' }] }, names)).toEqual(['alpha']);
    expect(peakIdsOf({ slug: 'X-2000', peak: 'Beta (exploration)' }, names)).toEqual(['beta']);
    expect(peakIdsOf({ slug: 'X-2000', peak: 'Alpha & Beta', peaks: [{ name: 'Alpha' }, { name: 'Beta' }] }, names)).toEqual(['alpha', 'beta']);
  });

  it('maps the real records: a two-peak row to both peaks, a repeated peak to one entry', () => {
    const everest = records.filter((r) => r.peak === 'Everest').map((r) => peakIdsOf(r));
    expect(everest.length).toBeGreaterThan(1);
    expect(new Set(everest.flat()).size).toBe(1);
    const twoPeakRows = records.filter((r) => 'peaks' in r && r.peaks);
    expect(twoPeakRows.length).toBeGreaterThan(0);
    for (const row of twoPeakRows) expect(peakIdsOf(row)).toHaveLength((row as { peaks: unknown[] }).peaks.length);
  });

  it('every registry entry is named by some record', () => {
    const named = new Set(recordPeakNames.map((c) => peakIdOf(c.name)!));
    expect(peaks.filter((peak) => !named.has(peak.id)).map((peak) => peak.id)).toEqual([]);
  });
});

describe('heights', () => {
  /** The records' disagreements about a peak's height, with each account's figure in metres. */
  const heightConflicts = records.flatMap((record) =>
    (record.conflicts ?? []).flatMap((conflict) => {
      const named = /^Height of (.+)$/.exec(conflict.about)?.[1];
      const id = named === undefined ? undefined : peakIdOf(named);
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
    type Part = { name: string; heightM?: number; heightFt?: number };
    const shown = records.flatMap((record) => {
      const r = record as { slug: string; peak: string; heightM?: number; heightFt?: number; peaks?: Part[] };
      const parts: Part[] = r.peaks ?? [{ name: r.peak, heightM: r.heightM, heightFt: r.heightFt }];
      return parts.filter((p) => p.heightM !== undefined).map((p) => ({ slug: r.slug, name: p.name, m: p.heightM!, ft: p.heightFt }));
    });
    expect(shown.length).toBeGreaterThan(30);
    for (const { slug, name, m, ft } of shown) {
      const peak = peaks.find((p) => p.id === peakIdOf(name))!;
      expect(referenceHeightOf(peak)?.m, `${slug} ${name}`).toBe(m);
      if (ft !== undefined) expect(peak.heights.some((h) => h.ft === ft), `${slug} ${name} ${ft} ft`).toBe(true);
    }
  });
});

describe('sources', () => {
  it('every address the peak registry cites is registered in content/sources.ts', () => {
    const citations = peakSourceCitations(peaks);
    expect(citations.length).toBeGreaterThan(peaks.length);
    expect(() => assertSourcesRegistered(citations, sourcesContent, 'content/peaks.ts')).not.toThrow();
  });

  it('an unregistered address fails, naming the file, the entry and the field', () => {
    const registry = [entry({ id: 'alpha', name: 'Alpha', notes: [{ text: 'A note.', source: 'https://example.org/unknown' }] })];
    const message = messageOf(() => assertSourcesRegistered(peakSourceCitations(registry), [{ url: 'spec:original-site' }], 'content/peaks.ts'));
    expect(message).toContain('content/peaks.ts');
    expect(message).toContain('entry 1 (alpha) › field notes[0].source: https://example.org/unknown is not registered in content/sources.ts');
  });
});
