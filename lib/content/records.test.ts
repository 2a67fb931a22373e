import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entryKeys, schemaParts, textRoleOf } from '@/lib/schema/text';
import type { Glossary } from '@/lib/schema/glossary';
import { buildRecords, nameBook, recordSchemas as schemas, recordsIn, type RecordOverlays } from '@/lib/content';
import { ContentError } from './parse';

/**
 * A language costs words, not code: the records of a pseudo-language are built from overlays and a
 * glossary this test writes itself (every English text marked "ক «…»", every name "‹…›"), with no
 * other change anywhere.
 */
const defOf = schemaParts;

const english = recordsIn('en');
const namesUsed = new Map<string, Set<string>>();
const pseudoName = (name: string) => `‹${name}›`;
/** A pseudo-translation: Bengali script (the checks want it) around the English, and every name the pseudo-language's way. */
const pseudoText = (text: string) => `ক «${[...namesUsed.values()].flatMap((set) => [...set]).reduce((out, name) => out.split(name).join(pseudoName(name)), text)}»`;

/** The names an English record takes from the glossary, by section. */
function collectNames(schema: z.ZodType, value: unknown): void {
  const role = textRoleOf(schema);
  if (role?.kind === 'name' && typeof value === 'string') namesUsed.set(role.section, (namesUsed.get(role.section) ?? new Set()).add(value));
  if (role || value === undefined) return;
  const def = defOf(schema);
  if (def.type === 'optional') collectNames(def.innerType!, value);
  if (def.type === 'array') for (const item of value as unknown[]) collectNames(def.element!, item);
  if (def.type === 'object') for (const [key, field] of Object.entries(def.shape!)) collectNames(field, (value as Record<string, unknown>)[key]);
}

/** The overlay of an English record: every text pseudo-translated, lists of records keyed like the build keys them. */
function overlayOf(schema: z.ZodType, value: unknown): unknown {
  const role = textRoleOf(schema);
  if (role) return role.kind === 'text' && value ? pseudoText(String(value)) : undefined;
  if (value === undefined) return undefined;
  const def = defOf(schema);
  if (def.type === 'optional') return overlayOf(def.innerType!, value);
  if (def.type === 'object') {
    const entries = Object.entries(def.shape!).map(([key, field]) => [key, overlayOf(field, (value as Record<string, unknown>)[key])]);
    const kept = entries.filter(([, item]) => item !== undefined && !(typeof item === 'object' && Object.keys(item as object).length === 0));
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }
  if (def.type === 'array') {
    const items = value as Record<string, unknown>[];
    if (defOf(def.element!).type !== 'object') return items.map((item) => overlayOf(def.element!, item));
    const key = entryKeys.find((candidate) => candidate in defOf(def.element!).shape!)!;
    const entries = items.map((item) => [item[key], overlayOf(def.element!, item)]).filter(([, words]) => words !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

const files = Object.keys(schemas) as (keyof RecordOverlays)[];
const englishWords = { ...english, navigation: Object.fromEntries(Object.entries(english.navigation)) };
for (const file of files) collectNames(schemas[file], englishWords[file]);
const overlays = Object.fromEntries(files.map((file) => [file, overlayOf(schemas[file], englishWords[file])])) as unknown as RecordOverlays;
const glossary: Glossary = {
  terms: [],
  people: [...(namesUsed.get('people') ?? [])].map((en) => ({ en, bn: pseudoName(en) })),
  peaks: [],
  places: [...(namesUsed.get('places') ?? [])].map((en) => ({ en, bn: pseudoName(en) })),
};

describe('buildRecords', () => {
  it('builds the records of a pseudo-language from its overlays and glossary alone', () => {
    const pseudo = buildRecords('bn', overlays, nameBook(glossary));
    expect(pseudo.club.name).toBe(pseudoText(english.club.name));
    expect(pseudo.club.founder).toBe('‹Ashok Roy›');
    expect(pseudo.club.address).toEqual({ ...english.club.address, building: '‹Aarohan›', street: '‹Church Road›', town: '‹Krishnanagar›', district: '‹Nadia›', state: '‹West Bengal›', country: '‹India›' });
    expect(pseudo.events.map((event) => event.title)).toEqual(english.events.map((event) => pseudoText(event.title)));
    expect(pseudo.events.map((event) => event.startDate)).toEqual(english.events.map((event) => event.startDate));
    expect(pseudo.legal[1]!.sections.map((section) => section.paragraphs)).toEqual(english.legal[1]!.sections.map((section) => section.paragraphs.map(pseudoText)));
    expect(pseudo.sources.map((source) => [source.url, source.language])).toEqual(english.sources.map((source) => [source.url, source.language]));
    expect(pseudo.home.photoTiles.map((tile) => tile.image)).toEqual(english.home.photoTiles.map((tile) => tile.image));
    expect(pseudo.navigation.mainNavigation.map((link) => link.href)).toEqual(english.navigation.mainNavigation.map((link) => `/bn${link.href}`));
    expect(pseudo.courses.map((course) => course.ordinalLabel)).toEqual(['৭ম', '৪০তম']);
  });

  it('gives English back without overlays, and stops naming the file of a missing text', () => {
    expect(buildRecords('en', null, nameBook(glossary))).toEqual(english);
    const lacking = { ...overlays, events: { ...overlays.events, 'adventure-course-7': {} } } as unknown as RecordOverlays;
    expect(() => buildRecords('bn', lacking, nameBook(glossary))).toThrow(ContentError);
    expect(() => buildRecords('bn', lacking, nameBook(glossary))).toThrow(
      'Invalid content in content/events.bn.ts:\n  - adventure-course-7 › title: missing (English: "7th Adventure Course")',
    );
  });

  it('names every overlay file with a problem at once', () => {
    const broken = { ...overlays, club: { ...overlays.club, foundedYear: 1987 }, about: { ...overlays.about, heading: 'About' } } as unknown as RecordOverlays;
    expect(() => buildRecords('bn', broken, nameBook(glossary))).toThrow(
      /Invalid content in content\/club\.bn\.ts, content\/about\.bn\.ts:\n\s+- content\/club\.bn\.ts › foundedYear: a fact \(English: 1986\)[\s\S]*- content\/about\.bn\.ts › heading: must equal the English value "About the club"/,
    );
  });
});
