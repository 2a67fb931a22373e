import { describe, expect, it } from 'vitest';
import { fileLabelOf } from '@/lib/content';
import { ContentError, parseContent } from '@/lib/content/parse';
import { ExpeditionListSchema, type ExpeditionInput } from './expedition';

/** The records are checked together as the build checks them, each named by its file. */
const FILE = 'content/expeditions/';
const labelByKey = fileLabelOf('expeditions', 'slug');

/** A minimal valid record; each test breaks one rule of it. */
function record(overrides: Record<string, unknown> = {}): ExpeditionInput {
  return {
    slug: 'Test-2010',
    inOriginalTable: true,
    serial: 1,
    peak: 'test-peak',
    heightM: 6100,
    year: 2010,
    members: [{ person: 'a-climber', role: 'leader' }],
    summits: [{ peak: 'test-peak', date: '2010-05-17', summiters: ['a-climber'] }],
    result: 'Climbed',
    narrative: ['A paragraph.'],
    evidence: 'public-source',
    ...overrides,
  } as ExpeditionInput;
}

function errorFor(data: unknown): ContentError {
  try {
    parseContent(ExpeditionListSchema, data, FILE, labelByKey);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

/** The message must send a maintainer to the file, the entry and the field. */
function expectNamed(error: ContentError, field: string): void {
  expect(error.message).toContain(`Invalid content in ${FILE}`);
  expect(error.message).toContain(`content/expeditions/Test-2010.en.yml › field ${field}`);
}

/** Puts the broken record second, after a valid one, so the right record is named. */
function asSecond(broken: ExpeditionInput): ExpeditionInput[] {
  return [record({ slug: 'First-2009', year: 2009, summits: [{ peak: 'test-peak' }] }), { ...broken, serial: 2 }];
}

describe('ExpeditionSchema', () => {
  it('accepts a valid record and leaves unknown fields absent, not null', () => {
    const [parsed] = parseContent(ExpeditionListSchema, [record()], FILE, labelByKey);
    expect(parsed).toBeDefined();
    expect('failureReason' in parsed!).toBe(false);
    expect(parsed!.photos).toEqual([]);
    expect(parsed!.pdfs).toEqual([]);
    expect(JSON.stringify(parsed)).not.toContain('null');
  });

  it('accepts the club’s own photos and PDFs (two PDFs, as for Kulu Makalu-Rubal Kang 2007)', () => {
    const [parsed] = parseContent(
      ExpeditionListSchema,
      [
        record({
          photos: [{ src: '/images/expeditions/test-1.jpg', alt: 'Summit ridge', width: 1600, height: 1067 }],
          pdfs: [
            { href: '/pdf/reports/test-part-1.pdf', label: 'Leader’s report, part 1' },
            { href: '/pdf/reports/test-part-2.pdf', label: 'Leader’s report, part 2' },
          ],
        }),
      ],
      FILE,
      labelByKey,
    );
    expect(parsed!.pdfs).toHaveLength(2);
    expect(parsed!.photos[0]!.alt).toBe('Summit ridge');
  });

  it('rejects a result value that is not one of the table’s', () => {
    const error = errorFor(asSecond(record({ result: 'Summited' })));
    expectNamed(error, 'result');
  });

  it('rejects a peak height above 8849 m with a clear message', () => {
    const error = errorFor(asSecond(record({ heightM: 8850 })));
    expectNamed(error, 'heightM');
    expect(error.message).toContain('between 5000 and 8849 m');
  });

  it('rejects a peak height below 5000 m, also inside peaks[]', () => {
    const error = errorFor(
      asSecond(record({ peak: undefined, heightM: undefined, peaks: [{ peak: 'test-peak', heightM: 4999 }, { peak: 'other', heightM: 6000 }] })),
    );
    expectNamed(error, 'peaks[0].heightM');
    expect(error.message).toContain('between 5000 and 8849 m');
  });

  it('rejects feet that do not match the metres', () => {
    const error = errorFor(asSecond(record({ heightM: 8091, heightFt: 25545 })));
    expectNamed(error, 'heightFt');
  });

  it('rejects an impossible date', () => {
    const error = errorFor(asSecond(record({ summits: [{ peak: 'test-peak', date: '2010-02-30', summiters: ['a-climber'] }] })));
    expectNamed(error, 'summits[0].date');
    expect(error.message).toContain('YYYY-MM-DD');
  });

  it('rejects a date not written YYYY-MM-DD', () => {
    const error = errorFor(asSecond(record({ trekStart: { date: '17/05/2010', place: 'Lukla' } })));
    expectNamed(error, 'trekStart.date');
  });

  it('rejects a date outside the expedition’s year', () => {
    const error = errorFor(asSecond(record({ departure: { date: '2001-04-01' } })));
    expectNamed(error, 'departure.date');
    expect(error.message).toContain('2010');
  });

  it('rejects a summiter who is not a member', () => {
    const error = errorFor(asSecond(record({ summits: [{ peak: 'test-peak', summiters: ['somebody-else'] }] })));
    expectNamed(error, 'summits[0].summiters[0]');
  });

  it('rejects a team size that does not exceed the members listed (it says how many are not named)', () => {
    expectNamed(errorFor(asSecond(record({ teamSize: 1 }))), 'teamSize');
    expect(() => parseContent(ExpeditionListSchema, [record({ teamSize: 3 })], FILE, labelByKey)).not.toThrow();
  });

  it('rejects a climbed result without a summit, and an unsuccessful one with a summit', () => {
    expectNamed(errorFor(asSecond(record({ summits: [] }))), 'summits');
    expectNamed(errorFor(asSecond(record({ result: 'Unsuccessful' }))), 'summits');
  });

  it('rejects an unknown member role and a null in place of an absent field', () => {
    expectNamed(errorFor(asSecond(record({ members: [{ person: 'a-climber', role: 'boss' }] }))), 'members[0].role');
    expectNamed(errorFor(asSecond(record({ route: null }))), 'route');
  });

  it('asks for the sources of a first-ascent claim, each among the record’s sources', () => {
    const source = 'https://example.org/report';
    expectNamed(errorFor(asSecond(record({ firstAscentNote: 'Reported as the first ascent.' }))), 'firstAscentSources');
    expectNamed(errorFor(asSecond(record({ sources: [source], firstAscentSources: [source] }))), 'firstAscentSources');
    const stray = errorFor(asSecond(record({ firstAscentNote: 'Reported as the first ascent.', firstAscentSources: [source] })));
    expectNamed(stray, 'firstAscentSources[0]');
    expect(stray.message).toContain('not in this record');
    const [parsed] = parseContent(ExpeditionListSchema, [record({ sources: [source], firstAscentNote: 'Reported as the first ascent.', firstAscentSources: [source] })], FILE, labelByKey);
    expect(parsed!.firstAscentSources).toEqual([source]);
  });

  it('rejects a slug that is not URL-safe', () => {
    const error = errorFor(asSecond(record({ slug: 'Test 2010' })));
    expect(error.message).toContain(`${FILE}`);
    expect(error.message).toContain('content/expeditions/Test 2010.en.yml › field slug');
  });

  it('asks for the peak, or the peaks of a two-peak expedition, not both, each by its registry id', () => {
    expectNamed(errorFor(asSecond(record({ peaks: [{ peak: 'test-peak' }, { peak: 'other' }] }))), 'peak');
    expectNamed(errorFor(asSecond(record({ peak: undefined }))), 'peak');
    expectNamed(errorFor(asSecond(record({ peak: 'Test Peak' }))), 'peak');
    expectNamed(errorFor(asSecond(record({ summits: [{ peak: 'other', summiters: ['a-climber'] }] }))), 'summits[0].peak');
  });

  it('rejects rows out of table order', () => {
    const error = errorFor([record({ serial: 1 }), record({ slug: 'Test-2010', serial: 3 })]);
    expectNamed(error, 'serial');
    const backwards = errorFor([record({ serial: 1 }), record({ slug: 'Test-2010', serial: 2, year: 2009, summits: [{ peak: 'test-peak' }] })]);
    expectNamed(backwards, 'year');
  });
});

describe('the sources of a summit, and a disagreement over one', () => {
  const paper = 'https://example.org/paper';
  it('names file, entry and field for a summit source the record does not cite, and evidence or a top from outside the summit’s sources', () => {
    const broken = record({
      sources: [paper, 'spec:original-site'],
      summits: [
        {
          peak: 'test-peak',
          summiters: ['a-climber'],
          sources: ['https://example.org/other', paper],
          evidence: [{ kind: 'photograph', sources: ['spec:original-site'] }],
          point: { summit: 'main', sources: ['spec:original-site'] },
        },
      ],
    });
    const error = errorFor(asSecond(broken));
    expectNamed(error, 'summits[0].sources[0]: https://example.org/other is not in this record\'s sources');
    expectNamed(error, 'summits[0].evidence[0].sources[0]: spec:original-site is not among this summit\'s sources');
    expectNamed(error, 'summits[0].point.sources[0]: spec:original-site is not among this summit\'s sources');
  });

  it('names the field of a disagreement that disputes a summit the record does not report, or a climber not on it', () => {
    const conflict = (disputesSummit: unknown) => ({ about: 'Whether they reached the top', accounts: [{ value: 'Yes', sources: [paper] }, { value: 'No', sources: [paper] }], settled: 'Open.', disputesSummit });
    const error = errorFor(asSecond(record({ sources: [paper], conflicts: [conflict({ peak: 'other-peak' }), conflict({ peak: 'test-peak', summiters: ['someone-else'] })] })));
    expectNamed(error, 'conflicts[0].disputesSummit.peak: "other-peak" is not a summit of this record');
    expectNamed(error, 'conflicts[1].disputesSummit.summiters[0]: "someone-else" is not among the summiters of test-peak');
  });
});
