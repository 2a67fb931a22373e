import { describe, expect, it } from 'vitest';
import { glossaryContent } from '@/content/glossary';
import { glossarySchema } from '@/lib/schema/glossary';
import { allExpeditions } from '@/lib/expeditions';
import { personById } from '@/lib/people';
import { club } from './club';
import { parseContent } from './parse';
import { namesIn } from './glossary';
import { siteLanguage } from './languages';
import { langs, locales } from '@/lib/i18n/lang';

/** Every person the English content names: expedition members (summiters are among them, by id), office bearers. */
function peopleNamed(): string[] {
  const names = new Set<string>();
  for (const expedition of allExpeditions) {
    for (const member of expedition.members ?? []) names.add(personById(member.person)!.name);
  }
  for (const bearer of club.officeBearers) names.add(bearer.name);
  if (club.secretary.name) names.add(club.secretary.name);
  return [...names];
}

/** Every peak the English content names: each part of a table row's peak, and each summit. */
function peaksNamed(): string[] {
  const names = new Set<string>();
  for (const expedition of allExpeditions) {
    for (const part of expedition.peak.split(' & ')) names.add(part);
    for (const peak of expedition.peaks ?? []) names.add(peak.name);
    for (const summit of expedition.summits ?? []) names.add(summit.peak);
  }
  return [...names];
}

describe('glossary', () => {
  it('has a Bengali form for every person the site names', () => {
    const missing = peopleNamed().filter((name) => !glossaryContent.people.some((entry) => entry.en === name));
    expect(missing).toEqual([]);
  });

  it('has a Bengali form for every peak the site names', () => {
    const missing = peaksNamed().filter((name) => !glossaryContent.peaks.some((entry) => entry.en === name));
    expect(missing).toEqual([]);
  });

  it('looks names up in each language, and names the section and entry that is missing', () => {
    expect(siteLanguage('bn').names.name('peaks', 'Everest')).toBe(glossaryContent.peaks.find((entry) => entry.en === 'Everest')!.bn);
    expect(siteLanguage('en').names.name('peaks', 'Everest')).toBe('Everest');
    expect(() => siteLanguage('bn').names.name('people', 'Nobody Known')).toThrow('content/glossary.ts › people: no Bengali form for "Nobody Known"');
  });

  it('gives every entry a form in every language of the site', () => {
    for (const section of ['terms', 'people', 'peaks', 'places'] as const) {
      for (const entry of glossaryContent[section]) expect(Object.keys(entry).sort(), `${section} › ${entry.en}`).toEqual([...langs].sort());
    }
    const missing = { ...glossaryContent, places: [{ en: 'Nadia' }] };
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
    const broken = { ...glossaryContent, people: [{ en: 'Rumpa Das', bn: 'Rumpa দাস' }, { en: 'rumpa das', bn: 'রুম্পা দাস' }] };
    expect(() => parseContent(glossarySchema, broken, 'content/glossary.ts')).toThrow(
      /people › field \[0\]\.bn: must be written in Bengali script[\s\S]*people › field \[1\]\.en: repeats entry 1/,
    );
  });
});
