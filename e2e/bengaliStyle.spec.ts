import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml, exportedPagePaths } from './exportedSite';
import { glossaryContent } from '@/content/glossary';
import { splitLangPath } from '@/lib/i18n/lang';

/**
 * How the Bengali edition writes what Bengali writes its own way, checked on every exported Bengali
 * page: what a visitor reads or hears (the text, the title, the description, and the alt, aria-label,
 * title and placeholder attributes), never scripts or addresses.
 */
const bengali = exportedPagePaths().filter((p) => splitLangPath(p).lang === 'bn');

const attributeText = (html: string) =>
  [...html.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, value]) => value).join(' \n ');

/** What a visitor reads or hears on a page; `withoutEnglish` drops every element marked lang="en". */
function readable(html: string, { withoutEnglish = false } = {}): string {
  let page = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  if (withoutEnglish) page = page.replace(/<(\w+)[^>]*\slang="en(-IN)?"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
  const text = body.replace(/<[^>]+>/g, ' ');
  return [title, description, attributeText(body), text].join(' \n ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, '’');
}

test('there are Bengali pages to check', () => {
  expect(bengali.length).toBeGreaterThan(40);
});

// Bengali writes a time of day in words (ভোর ৬টা, সকাল সাড়ে ৭টা, দুপুর ২টো), never on the
// 24-hour clock: no `06:00`, `০৬:০০` or `6:00` in either script, in the prose or the fact sheets.
test('no Bengali page shows a clock time written with a colon', () => {
  const clock = /(?<![0-9০-৯])[0-9০-৯]{1,2}\s?:\s?[0-9০-৯]{2}(?![0-9০-৯])/g;
  const found = bengali.flatMap((pagePath) => (readable(exportedHtml(pagePath)).match(clock) ?? []).map((time) => `${pagePath}: ${time}`));
  expect(found).toEqual([]);
});

test('times the sources give are on the Bengali pages, in words', () => {
  // Everest 2010's summit (07:40-07:45) in its fact sheet, and Kanchenjunga 2011's in its prose.
  expect(readable(exportedHtml('/bn/Everest-2010/'))).toContain('সকাল ৭টা ৪০ মিনিট থেকে ৭টা ৪৫ মিনিটের মধ্যে');
  expect(readable(exportedHtml('/bn/Kanchenjunga-2011/'))).toMatch(/ভোর ৬টা/);
});

// The Bengali press writes the club ম্যাক; the Latin MAK appears once, to gloss it where the About
// text first names the club (ম্যাক (MAK)), and otherwise only inside elements marked lang="en".
test('Latin MAK appears on a Bengali page only as the About text’s ম্যাক (MAK), once', () => {
  const problems: string[] = [];
  for (const pagePath of bengali) {
    const text = readable(exportedHtml(pagePath), { withoutEnglish: true });
    const all = text.match(/MAK/g) ?? [];
    const glossed = text.match(/ম্যাক \(MAK\)/g) ?? [];
    if (all.length !== glossed.length) problems.push(`${pagePath}: MAK outside “ম্যাক (MAK)”: ${all.length - glossed.length}×`);
    if (glossed.length > 1) problems.push(`${pagePath}: “ম্যাক (MAK)” ${glossed.length} times`);
  }
  expect(problems).toEqual([]);
  // The gloss is on the About page, where the About text first names the club.
  expect(readable(exportedHtml('/bn/about-us/')).match(/ম্যাক \(MAK\)/g)).toHaveLength(1);
  // The menu and the title say ম্যাক.
  const expeditions = exportedHtml('/bn/MAK-organises-following-expeditions/');
  expect(/<title>([^<]*)<\/title>/.exec(expeditions)?.[1]).toMatch(/^ম্যাক আয়োজিত অভিযান \| ম্যাক, কৃষ্ণনগর$/);
});

// Bengali joins a case ending to a word that ends in a vowel sign: শেরপার, কাঞ্চনজঙ্ঘায়, মানাসলুতে,
// গিয়ায় (lib/i18n/bengaliCase.ts, which every template uses). A hyphen before an ending belongs after a
// number or a bracket (২০১০-এর, ১৯৮৭-র, (কালানাগ)-এর), never after a vowel sign (শেরপা-এর, কাঞ্চনজঙ্ঘা-এ).
test('no Bengali page hyphenates a case ending after a vowel sign', () => {
  const hyphenated = /[\S]*[\u09BE-\u09CC\u09D7]-(?:এর|এ|র|তে|য়|য়ের|য়ে)(?![\u0980-\u09FF])/gu;
  const found = bengali.flatMap((pagePath) => (readable(exportedHtml(pagePath)).match(hyphenated) ?? []).map((word) => `${pagePath}: ${word}`));
  expect(found).toEqual([]);
  // The rule's forms reach the pages: a person's expeditions, the office bearers' months, a peak's neighbours.
  expect(readable(exportedHtml('/bn/member/pasang-phutar-sherpa/'))).toContain('যে-সব অভিযানে পাসাং ফুতার শেরপার নাম আছে');
  expect(readable(exportedHtml('/bn/member/'))).toContain('জুন ২০২৫-এর প্রতিবেদন অনুযায়ী');
  expect(readable(exportedHtml('/bn/peaks/annapurna-i/'))).toContain('ধৌলাগিরি-১ রয়েছে এর ৩৪ কিলোমিটার পশ্চিমে');
});

// Every person, peak and place the glossary names takes its ending as the rule gives it, joined after a
// letter (দাসের, শিবলিংয়ে), so the pages write each name one way before an ending.
test('no Bengali page hyphenates a case ending after a glossary name that ends in a letter', () => {
  const names = (['people', 'peaks', 'places'] as const)
    .flatMap((section) => glossaryContent[section].map((entry) => entry.bn))
    .filter((name) => /[\u0980-\u09E3]$/u.test(name));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hyphenated = new RegExp(`(?<![\\u0980-\\u09FF])(?:${names.map(escape).join('|')})-(?:এর|এ|র|তে|য়|য়ের|য়ে)(?![\\u0980-\\u09FF])`, 'gu');
  const found = bengali.flatMap((pagePath) => (readable(exportedHtml(pagePath)).match(hyphenated) ?? []).map((word) => `${pagePath}: ${word}`));
  expect(found).toEqual([]);
});

test('Bengali pages write a date one way: ১৭ মে ২০১০, with no comma before the year', () => {
  const month = 'জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর';
  const withComma = new RegExp(`[০-৯]{1,2} (?:${month}), [০-৯]{4}`, 'g');
  const found = bengali.flatMap((pagePath) => (readable(exportedHtml(pagePath)).match(withComma) ?? []).map((date) => `${pagePath}: ${date}`));
  expect(found).toEqual([]);
  expect(readable(exportedHtml('/bn/Everest-2010/'))).toContain('১৭ মে ২০১০');
});

test('the Bengali gallery shows the sample gallery’s Bengali titles, none marked as English', () => {
  type SeedItem = { title: string; titleBn?: string };
  const seed = JSON.parse(readFileSync(path.resolve(__dirname, '../content/gallery.json'), 'utf8')) as SeedItem[];
  expect(seed.every((item) => item.titleBn)).toBe(true);
  const html = exportedHtml('/bn/gallery/');
  const captions = [...html.matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map(([tag, inner]) => ({ tag, text: inner!.replace(/<[^>]+>/g, '') }));
  expect(captions.map((caption) => caption.text).sort()).toEqual(seed.map((item) => item.titleBn).sort());
  expect(captions.filter((caption) => /lang="en/.test(caption.tag))).toEqual([]);
});
