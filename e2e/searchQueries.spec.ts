import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandNumberStyle, islandNumbers } from '@/lib/i18n/islandNumbers';
import { locales, pathIn, type Lang } from '@/lib/i18n/lang';
import { queryInEditionDigits } from '@/lib/search/query';
import { hrefs, routes } from '@/lib/routes';

/**
 * The query set: real questions against the real index (out/pagefind/, built by
 * scripts/build-search-index.ts), asked through Pagefind's own script in the browser, on each
 * edition's search page (so Pagefind picks that page's language's index, as the island does). The
 * query goes through the same digit rule as the island (lib/search/query.ts), with its edition's digits.
 *
 * Each case names the pages a visitor asking it came for and how high they must come:
 * `first` is the first result; `top` pages are all within the first `within` results (when several
 * pages answer equally, e.g. three Everest expeditions, their order among themselves is free);
 * `mentions` asks that each of the first `within` results names every word given.
 */
interface QueryCase {
  query: string;
  first?: string;
  top?: readonly string[];
  within?: number;
  mentions?: readonly string[];
  /** Why this case, and why its `within` if it is not the obvious one. */
  why: string;
}

const english: QueryCase[] = [
  { query: 'Everest', top: ['/Everest-2010/', '/Everest-2021/', '/Everest-2025/', '/peaks/everest/'], within: 4, why: 'the three Everest expeditions and the peak’s page before any page that only mentions Everest' },
  { query: 'Kanchenjunga 2011', first: '/Kanchenjunga-2011/', why: 'peak and year name one expedition' },
  { query: 'Susunia', top: ['/about-us/', '/UpcomingCourse/'], within: 4, why: 'the club’s story and the rock-climbing course held there (the home page and gallery also name it)' },
  { query: 'rock climbing course', first: '/UpcomingCourse/', why: 'the course page with its application form' },
  { query: 'Basanta Singha Roy', first: '/member/basanta-singha-roy/', mentions: ['basanta', 'singha', 'roy'], within: 5, why: 'his own page first, and every one of the first five results names him in full' },
  { query: 'Annapurna', top: ['/Annapurna-2012/', '/peaks/annapurna-i/'], within: 2, why: 'the one Annapurna expedition and the peak’s page' },
  { query: 'Shivling', top: ['/Shivling-2005/', '/peaks/shivling/'], within: 2, why: 'the one Shivling expedition and the peak’s page' },
  { query: 'Gangstang 1990', first: '/Gangstang-1990/', why: 'peak and year' },
  { query: 'Kanchen', top: ['/Kanchenjunga-2011/', '/peaks/kanchenjunga/'], within: 2, why: 'an unfinished word still finds the expedition and the peak (Pagefind matches the last word as a prefix)' },
  { query: 'EVEREST', top: ['/Everest-2010/', '/Everest-2021/', '/Everest-2025/', '/peaks/everest/'], within: 4, why: 'case does not matter' },
  { query: 'everests', top: ['/Everest-2010/', '/Everest-2021/', '/Everest-2025/', '/peaks/everest/'], within: 4, why: 'an inflected form finds the word (English stemming)' },
  { query: 'Nun', top: ['/nun-2015/', '/nun-2014/', '/peaks/nun/'], within: 3, why: 'both Nun expeditions and the peak’s page first' },
  { query: 'Saser Kangri', first: '/saserkangri-2018/', why: 'a two-word peak name' },
  { query: 'Gorichen', top: ['/gorichen-2024/', '/Gorichen-2023/'], within: 2, why: 'both Gorichen expeditions first, whatever the case of their addresses' },
  { query: 'Koa Rong', top: ['/KoaRongII-2025/', '/peaks/koa-rong-ii/'], within: 2, why: 'a peak whose report’s address runs its words together: the expedition and the peak’s page' },
  { query: 'Manaslu', first: '/mansalu-2022/', why: 'the peak’s spelling finds the report kept at the original site’s misspelt address' },
  { query: '2010', top: ['/years/2010/', '/Everest-2010/'], within: 2, why: 'a year finds its year’s page and the expedition of that year' },
  { query: 'Thalay Sagar', top: ['/thalaysagar-2008/', '/peaks/thalay-sagar/'], within: 2, why: 'a two-word peak name: the expedition and the peak’s page' },
  { query: 'Sikkim', top: ['/Kanchenjunga-2011/', '/peaks/kanchenjunga/'], within: 2, why: 'a region finds the expedition and the peak there' },
  { query: 'privacy', first: '/privacy-policy/', why: 'a policy page by its name' },
  { query: 'Debashish Biswas', first: '/member/debasish-biswas/', why: 'a spelling the sources use leads to the person’s page' },
  { query: 'Rumpa Das', first: '/member/rumpa-das/', why: 'a member’s name finds their page' },
  { query: 'refund', first: '/refund-policy/', why: 'a policy page by its name' },
];

const bengali: QueryCase[] = [
  { query: 'এভারেস্ট', top: ['/bn/Everest-2010/', '/bn/Everest-2021/', '/bn/Everest-2025/', '/bn/peaks/everest/'], within: 4, why: 'the three Everest expeditions and the peak’s page, in Bengali' },
  { query: '২০১০', top: ['/bn/years/2010/', '/bn/Everest-2010/'], within: 2, why: 'a year in Bengali digits, as the Bengali pages write it: its year’s page and the expedition of that year' },
  { query: '2010', top: ['/bn/years/2010/', '/bn/Everest-2010/'], within: 2, why: 'the same year typed in Latin digits (read as ২০১০ on the Bengali search)' },
  { query: 'এভারেস্টের', top: ['/bn/Everest-2010/'], within: 1, why: 'an inflected form (“of Everest”): Pagefind has no Bengali stemmer but falls back to the indexed word the query starts with' },
  { query: 'এভা', top: ['/bn/Everest-2010/', '/bn/peaks/everest/'], within: 2, why: 'an unfinished Bengali word matches as a prefix' },
  { query: 'কাঞ্চনজঙ্ঘা', top: ['/bn/Kanchenjunga-2011/', '/bn/peaks/kanchenjunga/'], within: 2, why: 'a peak in Bengali: the expedition and the peak’s page' },
  { query: 'কাঞ্চনজঙ্ঘা ২০১১', first: '/bn/Kanchenjunga-2011/', why: 'peak and year in Bengali' },
  { query: 'শুশুনিয়া', top: ['/bn/about-us/', '/bn/UpcomingCourse/'], within: 4, why: 'as in English' },
  { query: 'বসন্ত সিংহ রায়', first: '/bn/member/basanta-singha-roy/', mentions: ['বসন্ত', 'সিংহ', 'রায়'], within: 5, why: 'his own page first, and every one of the first five results names him in full' },
  { query: 'অন্নপূর্ণা', first: '/bn/Annapurna-2012/', why: 'a peak in Bengali' },
  { query: 'শিবলিং', top: ['/bn/Shivling-2005/', '/bn/peaks/shivling/'], within: 2, why: 'a peak in Bengali: the one Shivling expedition and the peak’s page, as in English' },
  { query: 'মানাসলু', top: ['/bn/mansalu-2022/', '/bn/peaks/manaslu/'], within: 2, why: 'a peak in Bengali, whatever the report’s address, and its page' },
  { query: 'নুন', top: ['/bn/nun-2015/', '/bn/nun-2014/'], within: 3, why: 'both Nun expeditions (a short word: Nandakot’s page may come between them)' },
  { query: 'রক ক্লাইম্বিং কোর্স', top: ['/bn/UpcomingCourse/'], within: 2, why: 'the course page (the home page announces the same course)' },
  { query: 'যোগাযোগ', first: '/bn/contact-us/', why: 'the contact page by its name' },
  { query: 'রুম্পা দাস', first: '/bn/member/rumpa-das/', why: 'a member’s name in Bengali finds their page' },
  { query: 'গোপনীয়তা', first: '/bn/privacy-policy/', why: 'a policy page by its name' },
];

type Found = { url: string; content: string };

/** The first `count` results for `query` on the search page of `lang`, as the island would ask. */
async function search(page: Page, lang: Lang, query: string, count: number): Promise<Found[]> {
  const term = queryInEditionDigits(query, islandNumbers(islandNumberStyle(locales[lang])).digits);
  return page.evaluate(
    async ({ script, term, count }) => {
      type Result = { data(): Promise<{ url: string; content: string }> };
      const pagefind = (await import(script)) as { search(term: string): Promise<{ results: Result[] }> };
      const { results } = await pagefind.search(term);
      return Promise.all(results.slice(0, count).map(async (result) => {
        const { url, content } = await result.data();
        return { url, content };
      }));
    },
    { script: hrefs.searchScript(), term, count },
  );
}

function check(found: Found[], c: QueryCase): string[] {
  const urls = found.map((result) => result.url);
  const problems: string[] = [];
  if (c.first && urls[0] !== c.first) problems.push(`first is ${urls[0] ?? 'nothing'}, expected ${c.first}`);
  for (const expected of c.top ?? []) if (!urls.slice(0, c.within).includes(expected)) problems.push(`${expected} is not in the first ${c.within}`);
  if (c.mentions) {
    if (found.length < (c.within ?? 1)) problems.push(`only ${found.length} results`);
    for (const result of found.slice(0, c.within)) {
      const words = result.content.toLocaleLowerCase();
      const missing = c.mentions.filter((word) => !words.includes(word));
      if (missing.length > 0) problems.push(`${result.url} does not name ${missing.join(', ')}`);
    }
  }
  return problems.map((problem) => `“${c.query}”: ${problem} (got ${urls.join(' ')}; ${c.why})`);
}

for (const [lang, cases] of [['en', english], ['bn', bengali]] as const) {
  test(`the ${lang} query set finds the expected pages first`, async ({ page }) => {
    expect(cases.length).toBeGreaterThanOrEqual(lang === 'en' ? 20 : 15);
    await page.goto(pathIn(lang, routes.search));
    const problems: string[] = [];
    for (const c of cases) {
      const found = await search(page, lang, c.query, Math.max(c.within ?? 1, 5));
      problems.push(...check(found, c));
      // Each edition searches its own language's pages only.
      const strays = found.filter((result) => result.url.startsWith('/bn/') !== (lang === 'bn'));
      if (strays.length > 0) problems.push(`“${c.query}”: results from the other edition: ${strays.map((r) => r.url).join(' ')}`);
    }
    expect(problems).toEqual([]);
  });
}

test('a word no page uses finds nothing, in either edition', async ({ page }) => {
  for (const lang of ['en', 'bn'] as const) {
    await page.goto(pathIn(lang, routes.search));
    expect(await search(page, lang, 'zqxjvw', 5)).toEqual([]);
  }
});
