import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entryIdSchema, name, text, type Overlay } from '@/lib/schema/text';
import { locales } from '@/lib/i18n/lang';
import { namesIn } from './glossary';
import { applyOverlay, translatedRecords, type RecordLanguage } from './overlay';
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
  events: [
    { slug: 'sandakphu-trek-2024', title: 'দল কৃষ্ণনগর ছাড়ল', paragraphs: ['১৯৮৬ সালে নয় জন সদস্য রওনা হন।', '১৯৮৬'] },
    { slug: 'rock-climbing-course-40', title: 'রক ক্লাইম্বিং কোর্স', paragraphs: [] },
  ],
  photos: [{ id: 'summit', alt: 'শীর্ষে এক পর্বতারোহী' }, { id: 'tile' }],
  source: { publication: 'দ্য টাইমস অফ ইন্ডিয়া' },
} satisfies Overlay<typeof fileSchema>;
const sandakphu = bengali.events[0]!;
const course = bengali.events[1]!;

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

/** What the check says of a list of events that is not the English one, entry for entry. */
const eventsNeeds = 'needs 2 entries in the English order (sandakphu-trek-2024, rock-climbing-course-40), each with its slug';
const eventsNeed = `events: ${eventsNeeds}`;

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
    const overlay = { ...bengali, events: [{ slug: sandakphu.slug, paragraphs: sandakphu.paragraphs }, course] };
    expect(() => applyOverlay(fileSchema, english, overlay, where)).toThrow(
      'Invalid content in content/events.bn.ts:\n  - events › sandakphu-trek-2024 › title: missing (English: "The trek leaves Krishnanagar")',
    );
    // A keyed list left out altogether is reported entry by entry.
    expect(problemsOf({ ...bengali, events: undefined })).toEqual([
      'events › sandakphu-trek-2024 › title: missing (English: "The trek leaves Krishnanagar")',
      'events › sandakphu-trek-2024 › paragraphs[0]: missing (English: "Nine members left in 1986.")',
      'events › sandakphu-trek-2024 › paragraphs[1]: missing (English: "1986")',
      'events › rock-climbing-course-40 › title: missing (English: "Rock Climbing Course")',
    ]);
  });

  it('takes a keyed list in the English order, and names the file and the list when an entry is out of order, missing, unknown or without its key', () => {
    const message = (events: unknown) => {
      try {
        applyOverlay(fileSchema, english, { ...bengali, events }, where);
      } catch (error) {
        if (error instanceof ContentError) return error.message;
        throw error;
      }
      throw new Error('expected a ContentError');
    };
    const file = 'Invalid content in content/events.bn.ts:\n  - ';
    expect(message([course, sandakphu])).toBe(`${file}${eventsNeed}; found rock-climbing-course-40, sandakphu-trek-2024 (not in the English order)`);
    expect(message([course])).toBe(`${file}${eventsNeed}; found rock-climbing-course-40 (missing sandakphu-trek-2024)`);
    expect(message([sandakphu, course, { slug: 'sandakphu-2025', title: 'নতুন', paragraphs: [] }])).toBe(
      `${file}${eventsNeed}; found sandakphu-trek-2024, rock-climbing-course-40, sandakphu-2025 (not in the English: sandakphu-2025)`,
    );
    expect(message([{ slug: 'Sandakphu-trek-2024', title: sandakphu.title, paragraphs: sandakphu.paragraphs }, course])).toBe(
      `${file}${eventsNeed}; found Sandakphu-trek-2024, rock-climbing-course-40 (missing sandakphu-trek-2024; not in the English: Sandakphu-trek-2024)`,
    );
    expect(message([{ title: sandakphu.title, paragraphs: sandakphu.paragraphs }, course])).toBe(
      `${file}${eventsNeed}; found ?, rock-climbing-course-40 (missing sandakphu-trek-2024; an entry without its slug)`,
    );
    expect(message([sandakphu, sandakphu])).toBe(`${file}${eventsNeed}; found sandakphu-trek-2024, sandakphu-trek-2024 (missing rock-climbing-course-40; more than once: sandakphu-trek-2024)`);
    expect(message({ 'sandakphu-trek-2024': sandakphu, 'rock-climbing-course-40': course })).toBe(`${file}events: must be a list: ${eventsNeeds}`);
    // The other lists of the file are still checked: every problem of a file at once.
    expect(problemsOf({ ...bengali, events: [course, sandakphu], photos: [{ id: 'summit', alt: 'শীর্ষে এক পর্বতারোহী' }] })).toEqual([
      `${eventsNeed}; found rock-climbing-course-40, sandakphu-trek-2024 (not in the English order)`,
      'photos: needs 2 entries in the English order (summit, tile), each with its id; found summit (missing tile)',
    ]);
  });

  it('reports a field the English lacks, in an entry or at the top', () => {
    expect(problemsOf({ ...bengali, subtitle: 'উপশিরোনাম' })).toEqual(['subtitle: not a field of the English entry (content/events.ts); remove it']);
    expect(problemsOf({ ...bengali, events: [sandakphu, { ...course, title: 'কোর্স', note: 'টীকা' }] })).toEqual([
      'events › rock-climbing-course-40 › note: not in content/events.ts (the English entry has none); remove it or add it there',
    ]);
  });

  it('refuses a fact or a glossary name in the overlay', () => {
    const withFacts = {
      ...bengali,
      year: 2024,
      events: [sandakphu, { slug: course.slug, title: 'কোর্স', startDate: '2025-01-01', place: 'বাঁকুড়া', paragraphs: [] }],
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
      events: [{ ...sandakphu, paragraphs: ['১৯৮৬ সালে নয় জন সদস্য রওনা হন।', '১৯৮৭'] }, { ...course, title: 'দল কৃষনগর ছাড়ল' }],
    };
    expect(problemsOf(overlay)).toEqual([
      'heading: still in English ("Events of the club"); translate it',
      'events › sandakphu-trek-2024 › paragraphs[1]: must equal the English value "1986" (facts are not translated) or be written in Bengali',
    ]);
    const misspelt = { ...bengali, events: [{ ...sandakphu, title: 'দল কৃষনগর ছাড়ল' }, course] };
    expect(problemsOf(misspelt)).toEqual(['events › sandakphu-trek-2024 › title: "Krishnanagar" must be spelled "কৃষ্ণনগর" (content/glossary.ts)']);
  });

  it('leaves the names inside a work’s title alone, and applies the English rule to translations', () => {
    expect(problemsOf({ ...bengali, source: { publication: 'দ্য টাইমস অফ ইন্ডিয়া' } })).toEqual([]);
    expect(problemsOf({ ...bengali, heading: 'ক'.repeat(41) })).toEqual(['heading: Too big: expected string to have <=40 characters']);
  });

  it('keeps list lengths and empty English texts as they are', () => {
    const shortList = { ...bengali, events: [{ ...sandakphu, paragraphs: ['এক'] }, course] };
    expect(problemsOf(shortList)).toEqual(['events › sandakphu-trek-2024 › paragraphs: needs 2 item(s) in the English order, found 1']);
    expect(problemsOf({ ...bengali, photos: [bengali.photos[0], { id: 'tile', alt: 'সাজানো ছবি' }] })).toEqual([
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
  const thelu = { id: 'thelu', state: 'কৃষ্ণনগর', code: 'CB-11', notes: [{ text: 'বাঁকুড়ার ওপরে।' }, { text: 'দ্বিতীয়।' }] };
  const overlay = [thelu, { id: 'seta' }] satisfies Overlay<typeof registrySchema>;
  const registryWhere = { ...where, file: 'content/peaks/thelu.bn.yml', englishFile: 'content/peaks/thelu.en.yml' };
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
    expect(problems([{ ...thelu, notes: [{ text: 'বাঁকুড়ার ওপরে।' }, {}] }, { id: 'seta' }])).toEqual(['thelu › notes[1] › text: missing (English: "Second.")']);
    expect(problems([{ ...thelu, notes: [{ text: 'বাঁকুড়ার ওপরে।' }] }, { id: 'seta' }])).toEqual(['thelu › notes: needs 2 item(s) in the English order, found 1']);
    expect(problems([{ id: 'thelu', state: 'কৃষ্ণনগর', code: 'CB-11' }, { id: 'seta' }])).toEqual([
      'thelu › notes[0] › text: missing (English: "Above Bankura.")',
      'thelu › notes[1] › text: missing (English: "Second.")',
    ]);
    expect(problems([thelu, { id: 'seta', kind: 'হিমবাহ' }])).toEqual(['seta › kind: a fact (English: "glacier"): facts are written once, in content/peaks/thelu.en.yml; remove it here']);
  });

  it('wants an entry for a record with nothing to translate too, so that every entry stands where the English one does', () => {
    expect(problems([thelu])).toEqual(['(root): needs 2 entries in the English order (thelu, seta), each with its id; found thelu (missing seta)']);
  });

  it('refuses a word copied from the English, even alone, but lets a code stay as it is', () => {
    expect(problems([{ ...thelu, state: 'Krishnanagar' }, { id: 'seta' }])).toEqual(['thelu › state: still in English ("Krishnanagar"); translate it']);
    expect(problems(overlay)).toEqual([]);
  });
});

describe('translatedRecords: each problem names the file a maintainer opens', () => {
  const language: RecordLanguage = { lang: 'bn', locale: locales.bn, names, format: { ordinal: String }, and: 'ও' };
  const events = z.array(eventSchema);
  const englishEvents = english.events;
  /** The words of a folder's records, by the key of each (its file's name), as lib/content/languages.ts reads them. */
  const byFile = { 'sandakphu-trek-2024': { title: sandakphu.title, paragraphs: sandakphu.paragraphs }, 'rock-climbing-course-40': { title: course.title, paragraphs: [] } };
  const messageOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof ContentError) return error.message;
      throw error;
    }
    throw new Error('expected a ContentError');
  };

  it('a record of a folder: its own words file, content/<folder>/<key>.<lang>.yml', () => {
    expect(translatedRecords('events', events, englishEvents, byFile, language).map((event) => event.title)).toEqual([sandakphu.title, course.title]);
    expect(messageOf(() => translatedRecords('events', events, englishEvents, { ...byFile, 'rock-climbing-course-40': { paragraphs: [] } }, language))).toBe(
      'Invalid content in content/events/rock-climbing-course-40.bn.yml:\n  - title: missing (English: "Rock Climbing Course")',
    );
    expect(messageOf(() => translatedRecords('events', events, englishEvents, { 'sandakphu-trek-2024': byFile['sandakphu-trek-2024'] }, language))).toBe(
      'Invalid content in content/events/rock-climbing-course-40.bn.yml:\n  - missing: the Bengali words of content/events/rock-climbing-course-40.en.yml; add the file',
    );
    const several = messageOf(() => translatedRecords('events', events, englishEvents, { ...byFile, 'sandakphu-2025': { title: 'নতুন', paragraphs: [] }, 'rock-climbing-course-40': { paragraphs: [] } }, language));
    expect(several).toBe(
      [
        'Invalid content in content/events/:',
        '  - content/events/sandakphu-2025.bn.yml › no English record content/events/sandakphu-2025.en.yml; remove this file or add the record',
        '  - content/events/rock-climbing-course-40.bn.yml › title: missing (English: "Rock Climbing Course")',
      ].join('\n'),
    );
  });

  it('a record of one file: the language’s part of it, content/<file>.yml › <lang>', () => {
    const heading = z.object({ heading: text(), photos: fileSchema.shape.photos });
    const record = { heading: english.heading, photos: english.photos };
    expect(messageOf(() => translatedRecords('home', heading, record, { heading: bengali.heading, photos: [{ id: 'tile' }, { id: 'summit', alt: 'শীর্ষে' }] }, language))).toBe(
      'Invalid content in content/home.yml › bn:\n  - photos: needs 2 entries in the English order (summit, tile), each with its id; found tile, summit (not in the English order)',
    );
  });

  it('a record still written in TypeScript: its overlay, content/<file>.<lang>.ts', () => {
    const heading = z.object({ heading: text() });
    expect(messageOf(() => translatedRecords('about', heading, { heading: english.heading }, { heading: english.heading }, language))).toBe(
      'Invalid content in content/about.bn.ts:\n  - heading: still in English ("Events of the club"); translate it',
    );
  });
});
