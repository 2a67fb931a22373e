import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { peaksIn, peopleIn } from '@/lib/archive';
import { recordSchemas, recordsIn } from '@/lib/content';
import { labelByKey, parseContent } from '@/lib/content/parse';
import { formatIn } from '@/lib/content/words';
import { coursesSchema } from '@/lib/schema/course';
import { schemaParts, textRoleOf } from '@/lib/schema/text';
import { aboutBn } from './about.bn';
import { activitiesBn } from './activities.bn';
import { clubBn } from './club.bn';
import { coursesBn } from './courses.bn';
import { eventsBn } from './events.bn';
import { homeBn } from './home.bn';
import { legalBn } from './legal.bn';
import { navigationBn } from './navigation.bn';
import { sourcesBn } from './sources.bn';
import { navigationSchema } from '@/lib/schema/navigation';
import { PeakRegistrySchema } from '@/lib/schema/peak';
import { PeopleRegistrySchema } from '@/lib/schema/person';
import { z } from 'zod';
import { peaksBn } from './peaks.bn';
import { peopleBn } from './people.bn';

/**
 * The Bengali overlays (content/<file>.bn.ts) hold only words: the build (lib/content/overlay.ts,
 * tested in lib/content/overlay.test.ts) refuses a fact, a missing or extra text, a sentence left
 * in English and a misspelt name. Here: the shipped overlays, read into the Bengali records.
 */
const files = ['club', 'home', 'about', 'activities', 'courses', 'events', 'legal', 'navigation', 'sources'] as const;
const overlays = { club: clubBn, home: homeBn, about: aboutBn, activities: activitiesBn, courses: coursesBn, events: eventsBn, legal: legalBn, navigation: navigationBn, sources: sourcesBn };
/** The archive's registries (lib/archive), whose overlays follow the same model. */
const archiveOverlays = { peaks: peaksBn, people: peopleBn };
const overlayFiles = [...files, ...(Object.keys(archiveOverlays) as (keyof typeof archiveOverlays)[])];
const allOverlays = { ...overlays, ...archiveOverlays };

/** Every string in a value, with its path. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

/** A record with every word and name taken out: what must be the same in every edition. */
function factsOf(schema: z.ZodType, value: unknown): unknown {
  if (textRoleOf(schema)) return '(words)';
  const def = schemaParts(schema);
  if (value === undefined) return undefined;
  if (def.type === 'optional' || def.type === 'default') return factsOf(def.innerType!, value);
  if (def.type === 'array') return (value as unknown[]).map((item) => factsOf(def.element!, item));
  if (def.type === 'object') return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, def.shape![key] ? factsOf(def.shape![key], item) : '(derived in each language)']));
  return value;
}

describe('the Bengali records', () => {
  it('share every fact with the English records; only words and names differ', () => {
    const [en, bn] = [recordsIn('en'), recordsIn('bn')];
    for (const file of files) {
      const english = file === 'navigation' ? Object.values(en.navigation).flat().map((link) => ({ ...link, href: `/bn${link.href}` })) : en[file];
      const bengali = file === 'navigation' ? Object.values(bn.navigation).flat() : bn[file];
      const schema = file === 'navigation' ? z.array(navigationSchema.shape.mainNavigation.element) : recordSchemas[file];
      expect(factsOf(schema, bengali), file).toEqual(factsOf(schema, english));
      expect(bengali, file).not.toEqual(english);
    }
  });

  it('share every fact with the English archive registries (peaks, people); only words and names differ', () => {
    expect(factsOf(PeakRegistrySchema, peaksIn('bn'))).toEqual(factsOf(PeakRegistrySchema, peaksIn('en')));
    expect(peaksIn('bn')).not.toEqual(peaksIn('en'));
    expect(factsOf(PeopleRegistrySchema, peopleIn('bn'))).toEqual(factsOf(PeopleRegistrySchema, peopleIn('en')));
    expect(peopleIn('bn')).not.toEqual(peopleIn('en'));
  });

  it('write the ordinals of the courses in Bengali, and keep the English form’s font rule to English', () => {
    const courses = recordsIn('bn').courses;
    expect(courses.map((course) => course.ordinalLabel)).toEqual(courses.map((course) => formatIn('bn').ordinal(course.number)));
    expect(courses.map((course) => course.ordinalLabel)).toEqual(['৭ম', '৪০তম']);
    expect(() => parseContent(coursesSchema, courses, 'content/courses.bn.ts', labelByKey)).toThrow(/printed on the PDF form/);
  });

  it('give the club its Bengali name, and its people and places the glossary’s', () => {
    const club = recordsIn('bn').club;
    expect(club.name).toBe('মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর');
    expect(club.address.town).toBe('কৃষ্ণনগর');
    expect(club.officeBearers.find((bearer) => bearer.role === 'Secretary')?.name).toBe('অসীম কুমার মণ্ডল');
  });
});

describe('the Bengali overlay files', () => {
  it('write numbers in Bengali digits wherever a text is Bengali', () => {
    const latinDigits = overlayFiles.flatMap((file) =>
      strings(allOverlays[file])
        .filter(([, text]) => /[\u0980-\u09FF]/u.test(text) && /[0-9]/.test(text))
        .map(([at, text]) => `content/${file}.bn.ts › ${at}: ${text}`),
    );
    expect(latinDigits).toEqual([]);
  });

  it('repeat no line of their English files but brackets and keys', () => {
    const lines = (file: string) =>
      readFileSync(path.join(__dirname, file), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^(\/\*\*|\*\/|[[\]{}(),;]+|[\w'-]+: [[{])$/.test(line));
    const repeated = overlayFiles.flatMap((file) => {
      const english = new Set(lines(`${file}.ts`));
      return lines(`${file}.bn.ts`).filter((line) => english.has(line)).map((line) => `content/${file}.bn.ts: ${line}`);
    });
    expect(repeated).toEqual([]);
  });
});
