import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entryIdSchema, name, text, type Overlay } from '@/lib/schema/text';
import { locales } from '@/lib/i18n/lang';
import { namesIn } from './glossary';
import { applyOverlay } from './overlay';
import { ContentError } from './parse';

/** A record file in miniature: facts, words, a list of records by slug, a list of texts, glossary names. */
const eventSchema = z.object({
  slug: z.string(),
  title: text(),
  startDate: z.string().optional(),
  place: name('places'),
  note: text().optional(),
  paragraphs: z.array(text()),
});
const fileSchema = z.object({
  heading: text(z.string().min(1).max(40)),
  year: z.number(),
  events: z.array(eventSchema),
  photos: z.array(z.object({ id: entryIdSchema, src: z.string(), alt: text(z.string(), { mayBeEmpty: true }) })),
  source: z.object({ publication: text(z.string(), { title: true }), url: z.string() }),
});

const english: z.output<typeof fileSchema> = {
  heading: 'Events of the club',
  year: 2024,
  events: [
    { slug: 'sandakphu-trek-2024', title: 'The trek leaves Krishnanagar', startDate: '2024-11-03', place: 'Krishnanagar', paragraphs: ['Nine members left in 1986.', '1986'] },
    { slug: 'rock-climbing-course-40', title: 'Rock Climbing Course', place: 'Bankura', paragraphs: [] },
  ],
  photos: [
    { id: 'summit', src: '/images/summit.svg', alt: 'A climber on the summit' },
    { id: 'tile', src: '/images/tile.svg', alt: '' },
  ],
  source: { publication: 'The Times of India', url: 'https://example.org/' },
};

const glossary = {
  terms: [],
  people: [],
  peaks: [],
  places: [
    { en: 'Krishnanagar', bn: 'কৃষ্ণনগর' },
    { en: 'Bankura', bn: 'বাঁকুড়া' },
    { en: 'India', bn: 'ভারত' },
  ],
};
const names = namesIn(glossary, 'bn', locales.bn);

const bengali = {
  heading: 'ক্লাবের অনুষ্ঠান',
  events: {
    'sandakphu-trek-2024': { title: 'দল কৃষ্ণনগর ছাড়ল', paragraphs: ['১৯৮৬ সালে নয় জন সদস্য রওনা হন।', '১৯৮৬'] },
    'rock-climbing-course-40': { title: 'রক ক্লাইম্বিং কোর্স', paragraphs: [] },
  },
  photos: { summit: { alt: 'শীর্ষে এক পর্বতারোহী' } },
  source: { publication: 'দ্য টাইমস অফ ইন্ডিয়া' },
} satisfies Overlay<typeof fileSchema>;

const where = { locale: locales.bn, file: 'content/events.bn.ts', englishFile: 'content/events.ts', names, and: 'ও' };

/** The problems `applyOverlay` reports for an overlay, one line each. */
function problemsOf(overlay: unknown): string[] {
  try {
    applyOverlay(fileSchema, english, overlay, where);
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
  return [];
}

describe('applyOverlay', () => {
  it('puts the overlay’s words and the glossary’s names on the English facts', () => {
    const merged = applyOverlay(fileSchema, english, bengali, where);
    expect(merged).toEqual({
      heading: 'ক্লাবের অনুষ্ঠান',
      year: 2024,
      events: [
        { slug: 'sandakphu-trek-2024', title: 'দল কৃষ্ণনগর ছাড়ল', startDate: '2024-11-03', place: 'কৃষ্ণনগর', paragraphs: ['১৯৮৬ সালে নয় জন সদস্য রওনা হন।', '১৯৮৬'] },
        { slug: 'rock-climbing-course-40', title: 'রক ক্লাইম্বিং কোর্স', place: 'বাঁকুড়া', paragraphs: [] },
      ],
      photos: [
        { id: 'summit', src: '/images/summit.svg', alt: 'শীর্ষে এক পর্বতারোহী' },
        { id: 'tile', src: '/images/tile.svg', alt: '' },
      ],
      source: { publication: 'দ্য টাইমস অফ ইন্ডিয়া', url: 'https://example.org/' },
    });
    // The English record is not changed.
    expect(english.events[0]!.title).toBe('The trek leaves Krishnanagar');
  });

  it('names file, entry and field of a missing text, in the build’s error format', () => {
    const overlay = { ...bengali, events: { ...bengali.events, 'sandakphu-trek-2024': { paragraphs: bengali.events['sandakphu-trek-2024'].paragraphs } } };
    expect(() => applyOverlay(fileSchema, english, overlay, where)).toThrow(
      'Invalid content in content/events.bn.ts:\n  - events › sandakphu-trek-2024 › title: missing (English: "The trek leaves Krishnanagar")',
    );
  });

  it('reports an entry the overlay lacks field by field, and a key the English lacks', () => {
    const overlay = { ...bengali, events: { 'rock-climbing-course-40': bengali.events['rock-climbing-course-40'], 'sandakphu-2025': { title: 'নতুন', paragraphs: [] } } };
    expect(problemsOf(overlay)).toEqual([
      'events › sandakphu-2025: no entry of content/events.ts has this slug; remove it or add the entry there',
      'events › sandakphu-trek-2024 › title: missing (English: "The trek leaves Krishnanagar")',
      'events › sandakphu-trek-2024 › paragraphs[0]: missing (English: "Nine members left in 1986.")',
      'events › sandakphu-trek-2024 › paragraphs[1]: missing (English: "1986")',
    ]);
    expect(problemsOf({ ...bengali, subtitle: 'উপশিরোনাম' })).toEqual(['subtitle: not a field of the English entry (content/events.ts); remove it']);
    expect(problemsOf({ ...bengali, events: { ...bengali.events, 'rock-climbing-course-40': { title: 'কোর্স', note: 'টীকা', paragraphs: [] } } })).toEqual([
      'events › rock-climbing-course-40 › note: not in content/events.ts (the English entry has none); remove it or add it there',
    ]);
  });

  it('refuses a fact or a glossary name in the overlay', () => {
    const withFacts = {
      ...bengali,
      year: 2024,
      events: { ...bengali.events, 'rock-climbing-course-40': { title: 'কোর্স', startDate: '2025-01-01', place: 'বাঁকুড়া' } },
    };
    expect(problemsOf(withFacts)).toEqual([
      'year: a fact (English: 2024): facts are written once, in content/events.ts; remove it here',
      'events › rock-climbing-course-40 › startDate: a fact (English: undefined): facts are written once, in content/events.ts; remove it here',
      'events › rock-climbing-course-40 › place: a name: every language takes it from content/glossary.ts (places); remove it here',
    ]);
  });

  it('refuses a sentence left in English, a changed number and a glossary name spelled otherwise', () => {
    const overlay = {
      ...bengali,
      heading: 'Events of the club',
      events: {
        'sandakphu-trek-2024': { title: 'দল কৃষ্ণনগর ছাড়ল', paragraphs: ['১৯৮৬ সালে নয় জন সদস্য রওনা হন।', '১৯৮৭'] },
        'rock-climbing-course-40': { title: 'দল কৃষনগর ছাড়ল', paragraphs: [] },
      },
    };
    expect(problemsOf(overlay)).toEqual([
      'heading: still in English ("Events of the club"); translate it',
      'events › sandakphu-trek-2024 › paragraphs[1]: must equal the English value "1986" (facts are not translated) or be written in Bengali',
    ]);
    const misspelt = { ...bengali, events: { ...bengali.events, 'sandakphu-trek-2024': { ...bengali.events['sandakphu-trek-2024'], title: 'দল কৃষনগর ছাড়ল' } } };
    expect(problemsOf(misspelt)).toEqual(['events › sandakphu-trek-2024 › title: "Krishnanagar" must be spelled "কৃষ্ণনগর" (content/glossary.ts)']);
  });

  it('leaves the names inside a work’s title alone, and applies the English rule to translations', () => {
    expect(problemsOf({ ...bengali, source: { publication: 'দ্য টাইমস অফ ইন্ডিয়া' } })).toEqual([]);
    expect(problemsOf({ ...bengali, heading: 'ক'.repeat(41) })).toEqual(['heading: Too big: expected string to have <=40 characters']);
  });

  it('keeps list lengths and empty English texts as they are', () => {
    const shortList = { ...bengali, events: { ...bengali.events, 'sandakphu-trek-2024': { title: 'দল কৃষ্ণনগর ছাড়ল', paragraphs: ['এক'] } } };
    expect(problemsOf(shortList)).toEqual(['events › sandakphu-trek-2024 › paragraphs: needs 2 item(s) in the English order, found 1']);
    expect(problemsOf({ ...bengali, photos: { ...bengali.photos, tile: { alt: 'সাজানো ছবি' } } })).toEqual([
      'photos › tile › alt: the English text is empty, so there is nothing to translate; remove it',
    ]);
  });
});

describe('applyOverlay on lists without a key and fields with a default', () => {
  /** A registry in miniature: notes nothing keys, a list with a default, a one-word text. */
  const registrySchema = z.array(
    z.object({
      id: entryIdSchema,
      kind: z.enum(['peak', 'glacier']).default('peak'),
      state: text().optional(),
      code: text().optional(),
      notes: z.array(z.object({ text: text(), source: z.string() })).default([]),
    }),
  );
  const registry = registrySchema.parse([
    { id: 'thelu', state: 'Krishnanagar', code: 'CB-11', notes: [{ text: 'Above Bankura.', source: 'a' }, { text: 'Second.', source: 'b' }] },
    { id: 'seta', kind: 'glacier' },
  ]);
  const overlay = { thelu: { state: 'কৃষ্ণনগর', code: 'CB-11', notes: [{ text: 'বাঁকুড়ার ওপরে।' }, { text: 'দ্বিতীয়।' }] } } satisfies Overlay<typeof registrySchema>;
  const registryWhere = { ...where, file: 'content/peaks.bn.ts', englishFile: 'content/peaks.ts' };
  const problems = (given: unknown) => {
    try {
      applyOverlay(registrySchema, registry, given, registryWhere);
    } catch (error) {
      if (error instanceof ContentError) return [...error.issues];
      throw error;
    }
    return [];
  };

  it('translates a list of records without a key in the English order, keeping each record’s facts', () => {
    const merged = applyOverlay(registrySchema, registry, overlay, registryWhere);
    expect(merged[0]!.notes).toEqual([
      { text: 'বাঁকুড়ার ওপরে।', source: 'a' },
      { text: 'দ্বিতীয়।', source: 'b' },
    ]);
    expect(merged[1]).toEqual(registry[1]);
  });

  it('names a record of such a list that lacks its words, and a list of another length', () => {
    expect(problems({ thelu: { ...overlay.thelu, notes: [{ text: 'বাঁকুড়ার ওপরে।' }, {}] } })).toEqual(['thelu › notes[1] › text: missing (English: "Second.")']);
    expect(problems({ thelu: { ...overlay.thelu, notes: [{ text: 'বাঁকুড়ার ওপরে।' }] } })).toEqual(['thelu › notes: needs 2 item(s) in the English order, found 1']);
    expect(problems({ thelu: { state: 'কৃষ্ণনগর', code: 'CB-11' } })).toEqual([
      'thelu › notes[0] › text: missing (English: "Above Bankura.")',
      'thelu › notes[1] › text: missing (English: "Second.")',
    ]);
    expect(problems({ ...overlay, seta: { kind: 'হিমবাহ' } })).toEqual(['seta › kind: a fact (English: "glacier"): facts are written once, in content/peaks.ts; remove it here']);
  });

  it('refuses a word copied from the English, even alone, but lets a code stay as it is', () => {
    expect(problems({ thelu: { ...overlay.thelu, state: 'Krishnanagar' } })).toEqual(['thelu › state: still in English ("Krishnanagar"); translate it']);
    expect(problems(overlay)).toEqual([]);
  });
});
