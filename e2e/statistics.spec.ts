import { editionOf } from '@/lib/edition';
import { allExpeditions } from '@/lib/expeditions';
import { formatNumberIn } from '@/lib/i18n/format';
import { langs, pathIn, type Lang } from '@/lib/i18n/lang';
import { routes } from '@/lib/routes';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml } from './exportedSite';
import type { Locator, Page } from '@playwright/test';

/**
 * The statistics page in both editions: each chart has its text alternative, and its table shows
 * figures recomputed here from the records with plain loops (not through lib/statistics).
 */

const records = allExpeditions;

/** Results as the table words them: climbed, part climbed, unsuccessful, not known. */
function categoryOf(result: string | undefined): 'climbed' | 'partial' | 'unsuccessful' | 'unknown' {
  if (result === undefined) return 'unknown';
  if (result === 'Climbed') return 'climbed';
  return result.startsWith('Climbed') ? 'partial' : 'unsuccessful';
}

/** The text of each data cell of a table's rows, keyed by the row header's text. */
async function tableRows(table: Locator): Promise<Map<string, string[]>> {
  const rows = await table.locator('tr:has(th[scope="row"])').evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector('th')!.textContent!.trim(),
      [...tr.querySelectorAll('td [data-value]')].map((cell) => cell.textContent!.trim()),
    ]),
  );
  return new Map(rows as [string, string[]][]);
}

function section(page: Page, id: string): Locator {
  return page.locator(`section[data-statistic="${id}"]`);
}

for (const lang of langs) {
  test(`the ${lang} statistics page: every chart has a text alternative and a table of figures recomputed from the records`, async ({ page, pageProblems }) => {
    const ed = editionOf(lang);
    const w = ed.words.statistics;
    const num = (value: number) => formatNumberIn(lang, value);
    await page.goto(pathIn(lang, routes.statistics));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);

    // Every chart: a figure with a caption, an SVG image named by its <title> and described by its <desc>, and a table.
    const charts = page.locator('figure svg[role="img"]');
    expect(await charts.count()).toBe(5);
    for (const svg of await charts.all()) {
      const titleId = await svg.getAttribute('aria-labelledby');
      const descId = await svg.getAttribute('aria-describedby');
      const title = (await svg.locator(`title#${titleId}`).textContent())!.trim();
      const description = (await svg.locator(`desc#${descId}`).textContent())!.trim();
      expect(title.length, titleId!).toBeGreaterThan(5);
      expect(description.length, descId!).toBeGreaterThan(10);
      await expect(svg).toHaveAccessibleName(title);
      await expect(svg.locator('xpath=ancestor::figure[1]').locator('figcaption')).toHaveText(title);
      await expect(svg.locator('xpath=ancestor::section[1]').locator('table')).toHaveCount(1);
    }

    // Expeditions per decade, by result.
    const perDecade = new Map<number, Record<string, number>>();
    for (const e of records) {
      const decade = e.year - (e.year % 10);
      const counts = perDecade.get(decade) ?? { climbed: 0, partial: 0, unsuccessful: 0, unknown: 0, total: 0 };
      counts[categoryOf(e.result)]! += 1;
      counts.total! += 1;
      perDecade.set(decade, counts);
    }
    const decadeRows = await tableRows(section(page, 'decades').locator('table'));
    for (const [decade, counts] of perDecade) {
      expect(decadeRows.get(w.decades.label(decade)), String(decade)).toEqual(
        ['climbed', 'partial', 'unsuccessful', 'unknown', 'total'].map((key) => num(counts[key]!)),
      );
    }
    expect(decadeRows.get(w.decades.totalRow)).toEqual([
      ...(['climbed', 'partial', 'unsuccessful', 'unknown'] as const).map((key) => num(records.filter((e) => categoryOf(e.result) === key).length)),
      num(records.length),
    ]);
    const decadeDescription = await section(page, 'decades').locator('desc').textContent();
    for (const decade of perDecade.keys()) expect(decadeDescription).toContain(w.decades.label(decade));

    // Results: the unknowns stated, and known + unknown = all.
    const unknown = records.filter((e) => e.result === undefined).length;
    const resultRows = await tableRows(section(page, 'results').locator('table'));
    expect(resultRows.get(w.resultColumns.unknown)).toEqual([num(unknown)]);
    expect(resultRows.get(w.results.totalRow)).toEqual([num(records.length)]);
    await expect(section(page, 'results')).toContainText(w.results.known(records.length - unknown, records.length));
    const summits = records.reduce((sum, e) => sum + e.summits.length, 0);
    await expect(page.locator('[data-figure="summits"] dd')).toHaveText(w.figures.atLeast(summits));
    // The bars are as long as the table's figures: the unknown bar against the climbed one.
    const climbed = records.filter((e) => e.result === 'Climbed').length;
    const widths = await section(page, 'results').locator('svg rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))));
    expect(widths[3]! / widths[0]!).toBeCloseTo(unknown / climbed, 1);

    // Peaks by height band, from the peak registry's reference heights (each peak once; the glacier apart).
    const registry = ed.peaks;
    const bandOf = (m: number | undefined) =>
      m === undefined ? w.heights.noHeight : m < 6000 ? w.heights.below(6000) : m < 7000 ? w.heights.between(6000, 7000) : m < 8000 ? w.heights.between(7000, 8000) : w.heights.from(8000);
    const perBand = new Map<string, number>();
    for (const entry of registry.filter((p) => p.kind === 'peak')) {
      const band = bandOf(entry.heights.find((h) => h.reference)?.m);
      perBand.set(band, (perBand.get(band) ?? 0) + 1);
    }
    const bandRows = await tableRows(section(page, 'heights').locator('table'));
    for (const [band, count] of perBand) expect(bandRows.get(band)?.[0], band).toBe(num(count));

    // The 8000-metre peaks: exactly the records' peaks of 8000 m or more, with every expedition there.
    const eightThousandRecords = records.filter((e) => (e.heightM ?? 0) >= 8000 || (e.peaks ?? []).some((p) => (p.heightM ?? 0) >= 8000));
    const eightRows = section(page, 'eight-thousanders').locator('tbody tr');
    await expect(eightRows).toHaveCount(new Set(eightThousandRecords.map((e) => e.peak)).size);
    await expect(section(page, 'eight-thousanders').locator('tbody a')).toHaveCount(eightThousandRecords.length);
    for (const e of eightThousandRecords) await expect(section(page, 'eight-thousanders').locator(`a[href="${pathIn(lang, `/${e.slug}/`)}"]`)).toHaveCount(1);

    // Firsts as reported: one per record with a note, each with a link to its source.
    const firsts = records.filter((e) => e.firstAscentNote);
    await expect(section(page, 'firsts').locator('li')).toHaveCount(firsts.length);
    for (const e of firsts) {
      const item = section(page, 'firsts').locator('li', { has: page.locator(`a[href="${pathIn(lang, `/${e.slug}/`)}"]`) });
      await expect(item.locator('a[target="_blank"]')).toHaveCount(e.firstAscentSources!.length);
    }

    // The people named most often: counted from members and summiters, by registry id.
    const perPerson = new Map<string, Set<string>>();
    for (const e of records) {
      for (const id of [...e.members.map((m) => m.person), ...e.summits.flatMap((s) => s.summiters ?? [])]) {
        perPerson.set(id, (perPerson.get(id) ?? new Set()).add(e.slug));
      }
    }
    const nameOf = new Map(ed.people.map((person) => [person.id, person.name]));
    const peopleRows = await tableRows(section(page, 'people').locator('table'));
    const listed = [...perPerson].filter(([, slugs]) => slugs.size >= 2);
    expect(peopleRows.size).toBe(listed.length);
    for (const [id, slugs] of listed) expect(peopleRows.get(nameOf.get(id)!)?.[0], id).toBe(num(slugs.size));

    expect(pageProblems.consoleErrors).toEqual([]);
    expect(pageProblems.failedRequests).toEqual([]);
  });
}

test('the statistics page is linked from About these records and the footer, in both editions, and loads no chart script', () => {
  for (const lang of langs) {
    const href = `href="${pathIn(lang, routes.statistics)}"`;
    expect(exportedHtml(pathIn(lang, routes.records)), lang).toContain(href);
    expect(exportedHtml(pathIn(lang, '/')).match(/<footer[\s\S]*<\/footer>/)![0], lang).toContain(href);
    const main = exportedHtml(pathIn(lang, routes.statistics)).match(/<main[\s\S]*<\/main>/)![0];
    // The charts are markup in the page, written at build time.
    expect((main.match(/<svg [^>]*role="img"/g) ?? []).length).toBe(5);
  }
});

test('the charts draw the same bars in both editions: their geometry comes from the figures, only the words differ', () => {
  const geometry = (lang: Lang) => (exportedHtml(pathIn(lang, routes.statistics)).match(/<rect [^>]*>/g) ?? []).join('\n');
  expect(geometry('en').length).toBeGreaterThan(100);
  expect(geometry('bn')).toBe(geometry('en'));
});
