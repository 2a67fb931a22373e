import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { reportListWords as bnReportList } from '@/content/bn/reportList';
import { reportListWords as enReportList } from '@/content/en/reportList';
import { readRecordFolder } from '@/lib/content';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';
import { hrefs, routes } from '@/lib/routes';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml, textOf } from './exportedSite';

/**
 * One count everywhere (issue 25): the number of expeditions, the years they span and the summits,
 * recomputed here once from the expedition files as they are written (read, not validated, with
 * none of lib/expeditions), then found in the exported HTML of both editions: the table and its
 * totals, the statistics, the report list and the footer. And the open data where it is used:
 * its links beside the table, on the statistics page and in the footer, each resolving.
 */
type RawRecord = { inOriginalTable: boolean; year: number; summits?: readonly unknown[] };
const raw = readRecordFolder('expeditions').map((record) => record.data as RawRecord);
const count = raw.length;
const later = raw.filter((e) => !e.inOriginalTable).length;
const first = Math.min(...raw.map((e) => e.year));
const last = Math.max(...raw.map((e) => e.year));
const summits = raw.reduce((total, e) => total + (e.summits?.length ?? 0), 0);
const expeditionsWithSummits = raw.filter((e) => (e.summits?.length ?? 0) > 0).length;

const reportListLead = { en: enReportList.lead, bn: bnReportList.lead };

const editions = [
  { lang: 'en', prefix: '' },
  { lang: 'bn', prefix: '/bn' },
] as const;

/** The value (`<dd>`) of a figure, by its data-figure id. */
function figure(html: string, id: string): string {
  const match = new RegExp(`data-figure="${id}"[^>]*>[\\s\\S]*?<dd[^>]*>([\\s\\S]*?)</dd>`).exec(html);
  expect(match, `figure ${id}`).not.toBeNull();
  return textOf(match![1]!).trim();
}

/** The label (`<dt>`) of a figure, by its data-figure id. */
function figureLabel(html: string, id: string): string {
  const match = new RegExp(`data-figure="${id}"[^>]*>[\\s\\S]*?<dt[^>]*>([\\s\\S]*?)</dt>`).exec(html);
  expect(match, `figure ${id}`).not.toBeNull();
  return textOf(match![1]!).trim();
}

/** The footer of a page. */
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)![0];

for (const { lang, prefix } of editions) {
  const d = (value: number) => digitsIn(lang, value);
  const n = (value: number) => formatNumberIn(lang, value);
  const span = `${d(first)}–${d(last)}`;

  test.describe(`one count (${lang})`, () => {
    test('the table shows every expedition, the later ones marked, and its totals and span agree', () => {
      const html = exportedHtml(`${prefix}${routes.expeditions}`);
      const rows = html.match(/<tr[^>]*data-slug="/g) ?? [];
      expect(rows).toHaveLength(count);
      expect(html.match(/data-added-after-table/g) ?? []).toHaveLength(later);
      expect(later).toBeGreaterThan(0);
      expect(figure(html, 'expeditions')).toBe(d(count));
      expect(figure(html, 'summits')).toBe(d(summits));
      // The summits' label counts the expeditions that reached them (not those whose result is known).
      expect(figureLabel(html, 'summits')).toContain(d(expeditionsWithSummits));
      const text = textOf(html);
      expect(text).toContain(`${d(first)} `);
      expect(text).toContain(d(last));
      // A row of the last year is in the table (a filter for it finds it), its year a link to the year’s page.
      expect(html).toContain(`>${d(last)}</a></td>`);
    });

    test('the statistics state the same count, span and summits', () => {
      const html = exportedHtml(`${prefix}${routes.statistics}`);
      // The figure as the edition writes a count: `40`, `৪০টি` (a Bengali count takes its classifier).
      expect(figure(html, 'expeditions')).toBe(lang === 'bn' ? `${n(count)}টি` : n(count));
      expect(figure(html, 'summits')).toContain(n(summits));
      const text = textOf(html);
      expect(text).toContain(d(first));
      expect(text).toContain(d(last));
    });

    test('the report list states them, with a card for every expedition', () => {
      const html = exportedHtml(`${prefix}${routes.expeditionReport}`);
      // The lead, in the edition's words, with the count and span recomputed above.
      expect(textOf(html)).toContain(reportListLead[lang](count, first, last));
      expect(html.match(/<article /g) ?? []).toHaveLength(count);
    });

    test('the footer names the span of the records on every page, never the original table’s alone', () => {
      for (const page of [routes.home, routes.expeditions, routes.statistics, routes.expeditionReport]) {
        const footer = textOf(footerOf(exportedHtml(`${prefix}${page}`)));
        expect(footer, page).toContain(span);
      }
    });
  });

  test.describe(`the data where it is used (${lang})`, () => {
    const dataHrefs = ['csv', 'json'].map((format) => hrefs.data('expeditions', format as 'csv' | 'json'));
    const openDataSection = `${prefix}${routes.records}#open-data`;

    test('the table, the statistics page and the footer link the files and the open data section, and each link resolves', async ({ request }) => {
      const places = {
        table: /data-open-data-links[\s\S]*?<\/section>/.exec(exportedHtml(`${prefix}${routes.expeditions}`))?.[0],
        statistics: /data-open-data-links[\s\S]*?<\/section>/.exec(exportedHtml(`${prefix}${routes.statistics}`))?.[0],
        footer: /data-open-data-links[\s\S]*?<\/ul>/.exec(footerOf(exportedHtml(`${prefix}${routes.home}`)))?.[0],
      };
      for (const [place, html] of Object.entries(places)) {
        expect(html, place).toBeDefined();
        for (const href of [...dataHrefs, openDataSection]) expect(html!, place).toContain(`href="${href}"`);
      }
      for (const href of [...dataHrefs, `${prefix}${routes.records}`]) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect((await response.body()).byteLength, href).toBeGreaterThan(100);
      }
      expect(exportedHtml(`${prefix}${routes.records}`)).toContain('id="open-data"');
    });

    test('the records page opens with a table of contents whose links lead to its sections', () => {
      const html = exportedHtml(`${prefix}${routes.records}`);
      const nav = /<nav[^>]*data-contents[\s\S]*?<\/nav>/.exec(html)?.[0];
      expect(nav).toBeDefined();
      const targets = [...nav!.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);
      expect(targets.length).toBeGreaterThanOrEqual(5);
      expect(targets).toContain('open-data');
      for (const id of targets) expect(html, id).toContain(`<section id="${id}"`);
    });
  });

  test(`office bearers say the year their record gives (${lang})`, () => {
    const html = exportedHtml(`${prefix}${routes.member}`);
    const bearers = /<section id="bearers"[\s\S]*?<\/section>/.exec(html)![0];
    const years = (parse(readFileSync(path.resolve(__dirname, '..', 'content', 'club.yml'), 'utf8')) as { en: { officeBearers: { asOf: string }[] } }).en.officeBearers.map((bearer) => Number(bearer.asOf.slice(0, 4)));
    expect(years.length).toBeGreaterThan(0);
    const text = textOf(bearers);
    for (const year of years) expect(text).toContain(lang === 'en' ? `as of ${year}` : `${d(year)} সালের হিসেবে`);
  });
}
