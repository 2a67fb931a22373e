import { describe, expect, it } from 'vitest';
import { assertSourcesRegistered, baseRecords, fileLabelOf } from '@/lib/content';
import { ContentError, parseContent } from '@/lib/content/parse';
import { editionOf } from '@/lib/edition';
import { peakSourceCitations, peaks } from '@/lib/peaks';
import { people, personSourceCitations } from '@/lib/people';
import { SourceRegistrySchema, type SourceInput } from '@/lib/schema/source';
import { ExpeditionSchema, type Expedition } from '@/lib/schema/expedition';
import { allExpeditions } from './data';
import { citationsOf, expeditionSources } from './sources';

const en = editionOf('en');

const FOLDER = 'content/expeditions/';
const registry: SourceInput[] = [
  { id: 'known-paper', url: 'https://example.org/known', kind: 'public', publicationKind: 'press', publication: 'Known Paper', description: 'A report.' },
  { id: 'original-site', url: 'spec:original-site', kind: 'original-site', publicationKind: 'club', publication: 'The original site', description: 'Its table.' },
];

/** A fixture record with no team (so no member needs a name from the people registry). */
function record(overrides: Omit<Partial<Expedition>, 'members'>): Expedition {
  const parsed = ExpeditionSchema.parse({
    slug: 'Fixture-2000',
    inOriginalTable: true,
    serial: 1,
    peak: 'fixture',
    year: 2000,
    narrative: ['Text.'],
    evidence: 'public-source',
    ...overrides,
  });
  return { ...parsed, members: [] };
}

function errorFor(records: Expedition[]): ContentError {
  try {
    assertSourcesRegistered(citationsOf(records), registry, FOLDER);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected the sources to be rejected');
}

describe('the source registry check', () => {
  it('accepts records that cite only registered sources', () => {
    const ok = record({ sources: ['https://example.org/known', 'spec:original-site'] });
    expect(() => assertSourcesRegistered(citationsOf([ok]), registry, FOLDER)).not.toThrow();
  });

  it('rejects an unregistered address in sources, naming the file, the entry and the field', () => {
    const error = errorFor([record({ slug: 'Good-1999' }), record({ slug: 'Bad-2000', sources: ['https://example.org/known', 'https://example.org/unknown'] })]);
    expect(error.message).toContain(`Invalid content in ${FOLDER}`);
    expect(error.issues).toEqual(['content/expeditions/Bad-2000.en.yml › field sources[1]: https://example.org/unknown is not registered in content/sources/; add a file for it there']);
    expect(error.message).not.toContain('Good-1999');
  });

  it('checks the sources of conflicts and of facts about the peak too', () => {
    const error = errorFor([
      record({
        conflicts: [
          {
            about: 'Height',
            accounts: [
              { value: '6000 m', sources: ['https://example.org/known'] },
              { value: '6002 m', sources: ['https://example.org/other'] },
            ],
            settled: 'The first.',
          },
        ],
        peakContext: [{ text: 'First climbed in 1962.', sources: ['https://example.org/context'] }],
      }),
    ]);
    expect(error.message).toContain('content/expeditions/Fixture-2000.en.yml › field conflicts[0].accounts[1].sources[0]: https://example.org/other');
    expect(error.message).toContain('content/expeditions/Fixture-2000.en.yml › field peakContext[0].sources[0]: https://example.org/context');
  });

  it('refuses a registry with a repeated address, a public source without an address, or "English" spelled out', () => {
    const bad = [
      registry[0],
      { ...registry[0], id: 'known-paper-again' },
      { id: 'x', url: 'spec:original-site', kind: 'public', publicationKind: 'press', publication: 'X', description: 'Y.' },
      { id: 'y', url: 'https://example.org/en', kind: 'public', publicationKind: 'press', publication: 'X', description: 'Y.', language: 'English' },
    ];
    let message = '';
    try {
      parseContent(SourceRegistrySchema, bad, 'content/sources/', fileLabelOf('sources', 'id'));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid content in content/sources/');
    expect(message).toContain('content/sources/known-paper-again.en.yml › field url: repeats the address of known-paper (https://example.org/known); one source, one record');
    expect(message).toContain('content/sources/x.en.yml › field url: a public source needs an http(s) address');
    expect(message).toContain('content/sources/y.en.yml › field language');
  });

  it('refuses a record that cites something that is neither an address nor the original site', () => {
    expect(() =>
      parseContent(ExpeditionSchema, { slug: 'A-2000', inOriginalTable: true, serial: 1, peak: 'a', year: 2000, narrative: ['x'], evidence: 'spec-only', sources: ['a newspaper'] }, 'content/expeditions/A-2000.en.yml'),
    ).toThrow(/content\/expeditions\/A-2000\.en\.yml:\n {2}- sources › field \[0\]: must be an http\(s\) address registered in content\/sources\//);
  });
});

describe('the sources a page lists', () => {
  it('lists each public source once, in the order cited, and flags facts from the original site', () => {
    const everest = allExpeditions.find((e) => e.slug === 'Everest-2010')!;
    const listed = expeditionSources(en, everest);
    const cited = [...new Set(citationsOf([everest]).map((c) => c.key))].filter((key) => key.startsWith('http'));
    expect(listed.public.map((s) => s.url)).toEqual(cited);
    expect(listed.originalSite).toBe(true);
  });

  it('never lists the club’s original website as a public link', () => {
    for (const e of allExpeditions) {
      for (const source of expeditionSources(en, e).public) expect(source.kind, e.slug).toBe('public');
      expect(expeditionSources(en, e).public.map((s) => s.url), e.slug).not.toContain('http://mak.org.in/expeditions.php');
    }
  });

  it('gives at least 20 expedition pages a public source with a link', () => {
    expect(allExpeditions.filter((e) => expeditionSources(en, e).public.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('registers only sources that some expedition record or archive registry (peaks, people) cites', () => {
    const citations = [...citationsOf(allExpeditions), ...peakSourceCitations(peaks), ...personSourceCitations(people)];
    const cited = new Set(citations.map((c) => c.key));
    const unused = baseRecords.sources.filter((source) => !cited.has(source.url)).map((source) => source.url);
    expect(unused).toEqual([]);
  });
});
