import { describe, expect, it } from 'vitest';
import { glossaryContent } from '@/content/glossary';
import { glossarySchema } from '@/lib/schema/glossary';
import { allExpeditions } from '@/lib/expeditions';
import { peakById, peakIdsOf, peaks } from '@/lib/peaks';
import { people, personById } from '@/lib/people';
import { club } from './club';
import { readRecordFolder } from './dataFiles';
import { parseContent } from './parse';
import { glossary, namesIn } from './glossary';
import { siteLanguage } from './languages';
import { langs, locales } from '@/lib/i18n/lang';

/** Every person the English content names: expedition members (summiters are among them, by id), the founder, office bearers, the secretary. */
function peopleNamed(): string[] {
  const ids = new Set<string>();
  for (const expedition of allExpeditions) for (const member of expedition.members) ids.add(member.person);
  for (const bearer of club.officeBearers) ids.add(bearer.person);
  if (club.founder) ids.add(club.founder);
  if (club.secretary.person) ids.add(club.secretary.person);
  return [...ids].map((id) => personById(id)!.name);
}

/** Every peak the English content names, as the pages write it: each peak of a record and each summit, by its name and its table label. */
function peaksNamed(): string[] {
  const names = new Set<string>();
  for (const expedition of allExpeditions) {
    for (const id of [...peakIdsOf(expedition), ...expedition.summits.map((summit) => summit.peak)]) {
      const peak = peakById(id)!;
      names.add(peak.name);
      if (peak.tableLabel) names.add(peak.tableLabel);
    }
  }
  return [...names];
}

/** A record's Bengali words file, as a folder holds it. */
const bengaliOf = (folder: 'people' | 'peaks', id: string) => readRecordFolder(folder).find((record) => record.key === id)!.words.bn!.data as { name: string; tableLabel?: string };

describe('glossary', () => {
  it('has a Bengali form for every person the site names, the one their own record gives', () => {
    const missing = peopleNamed().filter((name) => !glossary.people.some((entry) => entry.en === name));
    expect(missing).toEqual([]);
    expect(glossary.people.map((entry) => entry.en).sort()).toEqual([...people.map((person) => person.name), ...glossaryContent.people.map((entry) => entry.en)].sort());
    for (const person of people) expect(glossary.people.find((entry) => entry.en === person.name)?.bn, person.id).toBe(bengaliOf('people', person.id).name);
  });

  it('has a Bengali form for every peak the site names, the one its own record gives', () => {
    const missing = peaksNamed().filter((name) => !glossary.peaks.some((entry) => entry.en === name));
    expect(missing).toEqual([]);
    expect(glossary.peaks.map((entry) => entry.en).sort()).toEqual(
      [...peaks.flatMap((peak) => [peak.name, ...(peak.tableLabel ? [peak.tableLabel] : [])]), ...glossaryContent.peaks.map((entry) => entry.en)].sort(),
    );
    for (const peak of peaks) {
      expect(glossary.peaks.find((entry) => entry.en === peak.name)?.bn, peak.id).toBe(bengaliOf('peaks', peak.id).name);
      if (peak.tableLabel) expect(glossary.peaks.find((entry) => entry.en === peak.tableLabel)?.bn, peak.id).toBe(bengaliOf('peaks', peak.id).tableLabel);
    }
  });

  it('looks names up in each language, and names the section and entry that is missing', () => {
    expect(siteLanguage('bn').names.name('peaks', 'Everest')).toBe(bengaliOf('peaks', 'everest').name);
    expect(siteLanguage('en').names.name('peaks', 'Everest')).toBe('Everest');
    expect(siteLanguage('bn').names.name('places', 'Krishnanagar')).toBe(glossaryContent.places.find((entry) => entry.en === 'Krishnanagar')!.bn);
    expect(() => siteLanguage('bn').names.name('people', 'Nobody Known')).toThrow('content/glossary.ts › people: no Bengali form for "Nobody Known"');
  });

  it('gives every entry a form in every language of the site', () => {
    for (const section of ['terms', 'people', 'peaks', 'places'] as const) {
      expect(glossary[section].length, section).toBeGreaterThan(0);
      for (const entry of glossary[section]) expect(Object.keys(entry).sort(), `${section} › ${entry.en}`).toEqual([...langs].sort());
    }
    const missing = { ...glossary, places: [{ en: 'Nadia' }] };
    expect(() => parseContent(glossarySchema, missing, 'content/glossary.ts')).toThrow(/places › field \[0\]\.bn/);
  });

  it('finds a name misspelled in a translation, the longer name first, in any glossary', () => {
    const glossary = { terms: [], people: [], peaks: [{ en: 'Kulu', bn: 'কুলু' }, { en: 'Kulu Makalu', bn: 'কুলু মাকালু' }], places: [] };
    const names = namesIn(glossary, 'bn', locales.bn);
    expect(names.misses('Kulu Makalu in 1999.', 'কুলু মাকালু, ১৯৯৯।')).toEqual([]);
    expect(names.misses('Kulu Makalu in 1999.', 'কুলু মকালু, ১৯৯৯।')).toEqual(['"Kulu Makalu" must be spelled "কুলু মাকালু" (content/glossary.ts)']);
    expect(namesIn(glossary, 'en', locales.en).name('peaks', 'Kulu')).toBe('Kulu');
    expect(() => names.name('peaks', 'Kamet')).toThrow('content/glossary.ts › peaks: no Bengali form for "Kamet"');
  });

  it('refuses Latin letters in a Bengali form and a repeated English form, naming the entry', () => {
    const broken = { ...glossary, people: [{ en: 'Rumpa Das', bn: 'Rumpa দাস' }, { en: 'rumpa das', bn: 'রুম্পা দাস' }] };
    expect(() => parseContent(glossarySchema, broken, 'content/glossary.ts')).toThrow(
      /people › field \[0\]\.bn: must be written in Bengali script[\s\S]*people › field \[1\]\.en: repeats entry 1/,
    );
  });
});
