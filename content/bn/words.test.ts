import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertTwin } from '@/lib/content/twin';
import { glossaryMisses } from '@/lib/content/glossary';
import { wordsSchema } from '@/lib/schema/words';
import { aboutWords as en_about } from '@/content/en/about';
import { aboutWords as bn_about } from '@/content/bn/about';
import { carouselWords as en_carousel } from '@/content/en/carousel';
import { carouselWords as bn_carousel } from '@/content/bn/carousel';
import { commonWords as en_common } from '@/content/en/common';
import { commonWords as bn_common } from '@/content/bn/common';
import { contactWords as en_contact } from '@/content/en/contact';
import { contactWords as bn_contact } from '@/content/bn/contact';
import { courseFormWords as en_courseForm } from '@/content/en/courseForm';
import { courseFormWords as bn_courseForm } from '@/content/bn/courseForm';
import { errorsWords as en_errors } from '@/content/en/errors';
import { errorsWords as bn_errors } from '@/content/bn/errors';
import { eventsWords as en_events } from '@/content/en/events';
import { eventsWords as bn_events } from '@/content/bn/events';
import { expeditionTableWords as en_expeditionTable } from '@/content/en/expeditionTable';
import { expeditionTableWords as bn_expeditionTable } from '@/content/bn/expeditionTable';
import { galleryWords as en_gallery } from '@/content/en/gallery';
import { galleryWords as bn_gallery } from '@/content/bn/gallery';
import { homeWords as en_home } from '@/content/en/home';
import { homeWords as bn_home } from '@/content/bn/home';
import { mainNavWords as en_mainNav } from '@/content/en/mainNav';
import { mainNavWords as bn_mainNav } from '@/content/bn/mainNav';
import { pagesWords as en_pages } from '@/content/en/pages';
import { pagesWords as bn_pages } from '@/content/bn/pages';
import { recordsWords as en_records } from '@/content/en/records';
import { recordsWords as bn_records } from '@/content/bn/records';
import { siteWords as en_site } from '@/content/en/site';
import { siteWords as bn_site } from '@/content/bn/site';
import { socialWords as en_social } from '@/content/en/social';
import { socialWords as bn_social } from '@/content/bn/social';
import { structuredDataWords as en_structuredData } from '@/content/en/structuredData';
import { structuredDataWords as bn_structuredData } from '@/content/bn/structuredData';
import { languageWords as en_language } from '@/content/en/language';
import { languageWords as bn_language } from '@/content/bn/language';

/**
 * Every Bengali interface file (content/bn/<area>.ts) against its English twin: the same shape
 * (assertTwin: keys, list lengths, Bengali script, glossary spellings), the same non-empty leaves
 * as the words schema demands, and every function called with sample arguments: it must take the
 * same parameters as the English one and say its sentence in Bengali, with Bengali digits only and
 * no Latin word but the acronyms the English keeps (MAK, PDF, .ics).
 */

type Leaf = (...values: unknown[]) => string;

/**
 * Sample arguments by parameter name: the English function gets `en`, the Bengali one `bn` (the
 * value the Bengali pages pass: names from the glossary, dates and months already in Bengali).
 * Numbers are the same in both.
 */
const samples: Record<string, { en: unknown; bn: unknown }> = {
  foundedYear: { en: 1986, bn: 1986 },
  founded: { en: 1986, bn: 1986 },
  year: { en: 2010, bn: 2010 },
  first: { en: 1987, bn: 1987 },
  last: { en: 2024, bn: 2024 },
  position: { en: 1, bn: 1 },
  count: { en: 38, bn: 38 },
  total: { en: 38, bn: 38 },
  shown: { en: 1, bn: 1 },
  matches: { en: 1, bn: 1 },
  min: { en: 10, bn: 10 },
  max: { en: 38, bn: 38 },
  actual: { en: 1234, bn: 1234 },
  number: { en: 38, bn: 38 },
  days: { en: 38, bn: 38 },
  lakh: { en: 1.5, bn: 1.5 },
  expeditions: { en: 38, bn: 38 },
  unknown: { en: 1, bn: 1 },
  plotted: { en: 38, bn: 38 },
  metres: { en: 8848.86, bn: 8848.86 },
  summits: { en: 38, bn: 38 },
  page: { en: 1, bn: 1 },
  town: { en: 'Krishnanagar', bn: 'কৃষ্ণনগর' },
  district: { en: 'Nadia', bn: 'নদিয়া' },
  state: { en: 'West Bengal', bn: 'পশ্চিমবঙ্গ' },
  place: { en: 'Krishnanagar, Nadia', bn: 'কৃষ্ণনগর, নদিয়া' },
  pin: { en: '741101', bn: '৭৪১১০১' },
  building: { en: 'Aarohan', bn: 'আরোহণ' },
  street: { en: 'Church Road', bn: 'চার্চ রোড' },
  address: { en: 'Aarohan, Church Road, Krishnanagar', bn: 'আরোহণ, চার্চ রোড, কৃষ্ণনগর' },
  clubName: { en: 'Mountaineers’ Association of Krishnanagar', bn: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর' },
  club: { en: 'Mountaineers’ Association of Krishnanagar', bn: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর' },
  shortName: { en: 'MAK', bn: 'MAK' },
  title: { en: 'Everest', bn: 'এভারেস্ট' },
  peak: { en: 'Kamet', bn: 'কামেট' },
  name: { en: 'Nun', bn: 'নুন' },
  list: { en: 'Nun (2012)', bn: 'নুন (২০১২)' },
  alt: { en: 'Climbers below Kamet', bn: 'কামেটের নিচে পর্বতারোহীরা' },
  query: { en: 'Everest', bn: 'এভারেস্ট' },
  courseTitle: { en: 'Rock Climbing Course', bn: 'রক ক্লাইম্বিং কোর্স' },
  venue: { en: 'Susunia', bn: 'শুশুনিয়া' },
  monthYear: { en: 'June 2025', bn: 'জুন ২০২৫' },
  when: { en: 'May 2010', bn: 'মে ২০১০' },
  date: { en: '2010-05-17', bn: '2010-05-17' },
  time: { en: '10:30', bn: '10:30' },
  recipient: { en: 'club secretary', bn: 'ক্লাবের সম্পাদক' },
  label: { en: 'Office', bn: 'অফিস' },
  registration: { en: 'a registered society', bn: 'একটি নিবন্ধিত সংস্থা' },
  affiliation: { en: 'affiliated to a national mountaineering foundation', bn: 'একটি জাতীয় পর্বতারোহণ সংস্থার অনুমোদিত' },
  act: { en: 'Societies Registration Act', bn: 'সোসাইটিজ রেজিস্ট্রেশন অ্যাক্ট' },
  result: { en: 'Climbed', bn: 'আরোহণ সফল' },
  settled: { en: 'the club’s figure', bn: 'ক্লাবের দেওয়া সংখ্যা' },
  publication: { en: 'Anandabazar Patrika', bn: 'আনন্দবাজার পত্রিকা' },
  description: { en: 'report of the summit', bn: 'শীর্ষে পৌঁছনোর খবর' },
  language: { en: 'Bengali', bn: 'বাংলা' },
  height: { en: '8848.86 m', bn: '৮৮৪৮.৮৬ মিটার' },
  figure: { en: '29032', bn: '২৯০৩২' },
};

/** Functions whose parameter of a shared name is a string there (a year label such as `2010–11`). */
const overrides: Record<string, Record<string, { en: unknown; bn: unknown }>> = {
  'reportList.cardLinkContext': { year: { en: '2010–11', bn: '2010–11' } },
  'reportList.artworkTitle': { year: { en: '2010', bn: '2010' } },
  // content/<lang>/language.ts: a date's parts, already written in the language's digits.
  date: { day: { en: '17', bn: '১৭' }, month: { en: 'May', bn: 'মে' }, year: { en: '2010', bn: '২০১০' } },
  monthYear: { month: { en: 'June', bn: 'জুন' }, year: { en: '2025', bn: '২০২৫' } },
};

function parameterNames(fn: Leaf): string[] {
  const source = fn.toString();
  const match = /^(?:function\s*[^(]*)?\(([^)]*)\)/.exec(source) ?? /^([\w$]+)\s*=>/.exec(source);
  if (!match) throw new Error(`cannot read the parameters of ${source.slice(0, 80)}`);
  return match[1]!
    .split(',')
    .map((part) => part.replace(/[?=].*$/s, '').trim())
    .filter(Boolean);
}

function functionLeaves(value: unknown, path = ''): [string, Leaf][] {
  if (typeof value === 'function') return [[path, value as Leaf]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => functionLeaves(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

function leafAt(root: unknown, path: string): Leaf {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], root) as Leaf;
}

const areas: readonly { area: string; english: unknown; bengali: unknown }[] = [
  { area: 'about', english: en_about, bengali: bn_about },
  { area: 'carousel', english: en_carousel, bengali: bn_carousel },
  { area: 'common', english: en_common, bengali: bn_common },
  { area: 'contact', english: en_contact, bengali: bn_contact },
  { area: 'courseForm', english: en_courseForm, bengali: bn_courseForm },
  { area: 'errors', english: en_errors, bengali: bn_errors },
  { area: 'events', english: en_events, bengali: bn_events },
  { area: 'expeditionTable', english: en_expeditionTable, bengali: bn_expeditionTable },
  { area: 'gallery', english: en_gallery, bengali: bn_gallery },
  { area: 'home', english: en_home, bengali: bn_home },
  { area: 'mainNav', english: en_mainNav, bengali: bn_mainNav },
  { area: 'pages', english: en_pages, bengali: bn_pages },
  { area: 'records', english: en_records, bengali: bn_records },
  { area: 'site', english: en_site, bengali: bn_site },
  { area: 'social', english: en_social, bengali: bn_social },
  { area: 'structuredData', english: en_structuredData, bengali: bn_structuredData },
  { area: 'language', english: en_language, bengali: bn_language },
];

describe('content/bn: every interface area has a faithful Bengali twin', () => {
  it('covers every English area', () => {
    const englishAreas = readdirSync(path.join(process.cwd(), 'content/en'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(areas.map((entry) => entry.area).sort()).toEqual(englishAreas.sort());
  });

  for (const { area, english, bengali } of areas) {
    const file = `content/bn/${area}.ts`;

    it(`${file} mirrors the English file`, () => {
      expect(() => assertTwin(english, bengali, file)).not.toThrow();
      expect(() => wordsSchema.parse(bengali)).not.toThrow();
    });

    const leaves = functionLeaves(english);
    if (leaves.length === 0) continue;
    it(`${file}: every function says its words in Bengali`, () => {
      for (const [path, englishFn] of leaves) {
        const bengaliFn = leafAt(bengali, path);
        const names = parameterNames(englishFn);
        expect(parameterNames(bengaliFn), `${file} › ${path}: parameters`).toEqual(names);
        const args = names.map((name) => {
          const sample = overrides[path]?.[name] ?? samples[name];
          if (!sample) throw new Error(`${file} › ${path}: add a sample for parameter "${name}" to words.test.ts`);
          return sample;
        });
        const englishText = englishFn(...args.map((sample) => sample.en));
        const bengaliText = bengaliFn(...args.map((sample) => sample.bn));
        expect(bengaliText, `${file} › ${path}`).toMatch(/[\u0980-\u09FF]/u);
        expect(bengaliText, `${file} › ${path}: Latin digits in "${bengaliText}"`).not.toMatch(/[0-9]/);
        expect(bengaliText, `${file} › ${path}`).not.toMatch(/\b(undefined|null|NaN)\b/);
        const latinWords = bengaliText.replace(/\b(MAK|PDF|ics)\b/g, '').match(/[A-Za-z]{2,}/g);
        expect(latinWords, `${file} › ${path}: Latin words in "${bengaliText}"`).toBeNull();
        expect(glossaryMisses(englishText, bengaliText), `${file} › ${path}: "${bengaliText}"`).toEqual([]);
      }
    });
  }
});
