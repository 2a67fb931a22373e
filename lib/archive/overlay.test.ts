import { describe, expect, it } from 'vitest';
import { glossaryContent } from '@/content/glossary';
import { peaksBn } from '@/content/peaks.bn';
import { peopleBn } from '@/content/people.bn';
import { ContentError } from '@/lib/content/parse';
import { PeakEntrySchema } from '@/lib/schema/peak';
import { PersonSchema } from '@/lib/schema/person';
import { parsePeakOverlay, peaks, peaksIn } from './peaks';
import { parsePersonOverlay, people, peopleIn } from './people';

function messageOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
}

/** The glossary's Bengali spelling of an English name in the given sections, read straight from content/glossary.ts. */
function glossaryBengali(english: string, sections: readonly ('people' | 'peaks' | 'places')[]): string | undefined {
  for (const section of sections) {
    const found = glossaryContent[section].find((item) => item.en === english);
    if (found) return found.bn;
  }
  return undefined;
}

describe('the Bengali overlays of the archive registries', () => {
  it('give every peak a Bengali name, the glossary’s own spelling wherever the glossary has the name', () => {
    const overlay: Record<string, { name: string }> = peaksBn;
    for (const peak of peaks) {
      expect(overlay[peak.id], peak.id).toBeDefined();
      const expected = glossaryBengali(peak.name, ['peaks', 'places']);
      if (expected !== undefined) expect(overlay[peak.id]!.name, peak.id).toBe(expected);
    }
    expect(Object.keys(overlay).sort()).toEqual(peaks.map((p) => p.id).sort());
  });

  it('give every person a Bengali name, the glossary’s own spelling wherever the glossary has the name', () => {
    const overlay: Record<string, { name: string }> = peopleBn;
    for (const p of people) {
      expect(overlay[p.id], p.id).toBeDefined();
      const expected = glossaryBengali(p.name, ['people']);
      if (expected !== undefined) expect(overlay[p.id]!.name, p.id).toBe(expected);
    }
    expect(Object.keys(overlay).sort()).toEqual(people.map((p) => p.id).sort());
  });

  it('translate every prose field of the English entries and keep every fact', () => {
    const en = peaksIn('en');
    const bn = peaksIn('bn');
    bn.forEach((peak, i) => {
      const english = en[i]!;
      expect(peak.id).toBe(english.id);
      expect(peak.heights).toEqual(english.heights);
      expect(peak.otherNames).toEqual(english.otherNames);
      expect(peak.coordinates).toEqual(english.coordinates);
      expect(peak.notes.map((n) => n.source)).toEqual(english.notes.map((n) => n.source));
      for (const text of [peak.name, ...peak.notes.map((n) => n.text), ...peak.firstAscents.map((a) => a.by), peak.ambiguity?.text ?? 'আছে']) {
        expect(text, `${peak.id}: ${text}`).toMatch(/[\u0980-\u09FF]/u);
      }
    });
    expect(peopleIn('bn').map((p) => p.variants)).toEqual(peopleIn('en').map((p) => p.variants));
  });
});

describe('the overlay check', () => {
  const registry = [
    PeakEntrySchema.parse({
      id: 'thelu',
      name: 'Thelu',
      notes: [
        { text: 'It rises above Gangotri.', source: 'spec:original-site' },
        { text: 'A second note.', source: 'spec:original-site' },
      ],
    }),
  ];

  it('accepts a complete overlay that spells names as the glossary does', () => {
    const overlay = { thelu: { name: 'থেলু', notes: ['এটি গঙ্গোত্রীর ওপরে।', 'দ্বিতীয় একটি টীকা।'] } };
    expect(() => parsePeakOverlay(registry, overlay, 'content/peaks.bn.ts')).not.toThrow();
  });

  it('names the file, the id and the field of a missing text, a misspelt name and an unknown id', () => {
    const overlay = {
      thelu: { name: 'থেলূ', notes: ['এটি গঙ্গোত্রীর ওপরে।'] },
      ghost: { name: 'ভূত' },
    };
    const message = messageOf(() => parsePeakOverlay(registry, overlay, 'content/peaks.bn.ts'));
    expect(message).toContain('Invalid content in content/peaks.bn.ts');
    expect(message).toContain('thelu › field notes: has 1 item(s); the English entry has 2');
    expect(message).toContain('thelu › field name: "Thelu" must be spelled "থেলু"');
    expect(message).toContain('ghost: no entry has this id');
  });

  it('refuses a text left in English and a field the English entry lacks', () => {
    const english = { thelu: { name: 'থেলু', notes: ['It rises above Gangotri.', 'দ্বিতীয় একটি টীকা।'] } };
    expect(messageOf(() => parsePeakOverlay(registry, english, 'content/peaks.bn.ts'))).toContain('thelu › field notes[0]: must be written in Bengali');
    const extra = { thelu: { name: 'থেলু', notes: ['এটি গঙ্গোত্রীর ওপরে।', 'দ্বিতীয় একটি টীকা।'], ambiguity: 'অতিরিক্ত।' } };
    expect(messageOf(() => parsePeakOverlay(registry, extra, 'content/peaks.bn.ts'))).toContain('thelu › field ambiguity: not in the English entry');
  });

  it('requires the glossary’s spelling of a place named in a note', () => {
    const overlay = { thelu: { name: 'থেলু', notes: ['এটি গাঙ্গোত্রীর ওপরে।', 'দ্বিতীয় একটি টীকা।'] } };
    expect(messageOf(() => parsePeakOverlay(registry, overlay, 'content/peaks.bn.ts'))).toContain(
      'thelu › field notes[0]: "Gangotri" must be spelled "গঙ্গোত্রী"',
    );
  });

  it('refuses a person overlay that lacks an entry or spells a name otherwise than the glossary', () => {
    const registryPeople = [PersonSchema.parse({ id: 'rumpa-das', name: 'Rumpa Das' }), PersonSchema.parse({ id: 'dawa', name: 'Dawa' })];
    const message = messageOf(() => parsePersonOverlay(registryPeople, { 'rumpa-das': { name: 'রুম্পা দাশ' } }, 'content/people.bn.ts'));
    expect(message).toContain('Invalid content in content/people.bn.ts');
    expect(message).toContain('dawa: missing');
    expect(message).toContain('rumpa-das › field name: "Rumpa Das" must be spelled "রুম্পা দাস"');
  });
});
