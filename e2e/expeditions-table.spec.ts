import { tabTest as test, expect, expectSiteChrome } from './fixtures';
import { exportedHtml } from './exportedSite';
import { archiveCount } from '@/lib/expeditions/archiveCount';
import { words } from '@/lib/content';

// e2e/counts.spec.ts recomputes the count from the records' files; here the table shows that count.
const { expeditions, firstYear, lastYear } = archiveCount;

const tablePath = '/MAK-organises-following-expeditions/';

test.describe('exported HTML', () => {
  test('the expeditions table is pre-rendered with a row for every expedition', () => {
    const html = exportedHtml(tablePath);
    const body = html.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? '';
    expect(body.match(/<tr[\s>]/g)).toHaveLength(expeditions);
    for (const column of ['SL.', 'Peak and its height (the club’s figure or a reference height)', 'Year', 'Result']) expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('The club has completed the following mountaineering expeditions.');
    expect(body).toContain('href="/Everest-2010/"');
    expect(body).toContain('href="/mansalu-2022/"');
  });
});

test.describe('expeditions page', () => {
  test('shows the heading, the summary, the table and the timeline', async ({ page, pageProblems }) => {
    await page.goto(tablePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MAK organises following Expeditions');
    await expect(page.getByText('The club has completed the following mountaineering expeditions.')).toBeVisible();
    await expect(page.getByText(words.expeditions.expeditions(firstYear, lastYear), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Everest (8848.86 m)' }).first()).toHaveAttribute('href', '/Everest-2010/');

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['SL.', 'Peak and its height (the club’s figure or a reference height)', 'Year', 'Result']);
    await expect(table.locator('tbody tr')).toHaveCount(expeditions);
    await expect(table.locator('tbody tr').first()).toContainText('1987');
    await expect(table.locator('tbody tr').last()).toContainText(String(lastYear));

    const timeline = page.getByRole('group', { name: 'Expeditions by year and peak height' });
    await expect(timeline).toBeVisible();
    const marks = timeline.locator('a');
    expect(await marks.count()).toBeGreaterThanOrEqual(30);
    await expect(timeline.getByRole('link', { name: 'Everest (8848.86 m), 2010: Climbed' })).toHaveAttribute('href', '/Everest-2010/');
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Unsuccessful');

    await expectSiteChrome(page);
    await page.waitForLoadState('networkidle');
    expect(pageProblems.consoleErrors).toEqual([]);
    expect(pageProblems.failedRequests).toEqual([]);
  });

  test('on a phone the chart scrolls sideways and opens at its latest years, without a script', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(tablePath);
    const region = page.getByRole('region', { name: 'Chart of the expeditions (scrolls sideways on small screens)' });
    await expect(page.getByText('The chart opens at the latest years: scroll it sideways for the earlier ones.')).toBeVisible();
    const shown = await region.evaluate((box) => {
      const edges = box.getBoundingClientRect();
      const marks = [...box.querySelectorAll('svg a')].map((mark) => mark.getBoundingClientRect()).sort((a, b) => a.left - b.left);
      const inside = (mark: DOMRect) => mark.left >= edges.left && mark.right <= edges.right;
      return { scrolls: box.scrollWidth > box.clientWidth, earliest: inside(marks[0]!), latest: inside(marks.at(-1)!) };
    });
    expect(shown).toEqual({ scrolls: true, earliest: false, latest: true });
    await context.close();
  });

  test('filters by text, result and 8000 m peaks, and sorts by height', async ({ page }) => {
    await page.goto(tablePath);
    const rows = page.locator('tbody tr');
    const status = page.getByRole('status');
    const search = page.getByLabel('Search peak or year');
    await expect(search).toBeEnabled();
    await expect(status).toHaveText(`Showing all ${expeditions} expeditions`);
    await expect(status).toHaveAttribute('aria-live', 'polite');

    await search.fill('everest');
    await expect(rows).toHaveCount(3);
    await expect(status).toHaveText(`Showing 3 of ${expeditions} expeditions`);
    await search.fill('nun 2015');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Nun (7135 m)');
    await search.fill('');

    await page.getByLabel('Result').selectOption('unsuccessful');
    await expect(rows).toHaveCount(4);
    for (const text of await rows.locator('td:last-child').allTextContents()) expect(text).toMatch(/^Unsuccessful/);
    await page.getByLabel('Result').selectOption('all');

    await page.getByLabel('8000 m peaks only').check();
    await expect(rows).toHaveCount(7);
    await expect(rows.locator('td:nth-child(2) > a:not([data-peak-link])')).toHaveText([
      'Everest (8848.86 m)',
      'Kanchenjunga (8586 m / 28169 ft)',
      'Annapurna I (8091 m)',
      'Dhaulagiri I (8167 m)',
      'Everest (8848.86 m)',
      'Manaslu (8163 m)',
      'Everest (8848.86 m)',
    ]);
    await page.getByLabel('8000 m peaks only').uncheck();

    await page.getByLabel('Sort by').selectOption('height-desc');
    await expect(rows).toHaveCount(expeditions);
    await expect(rows.first()).toContainText('Everest (8848.86 m)');
    await expect(rows.nth(3)).toContainText('Kanchenjunga');
    await page.getByLabel('Sort by').selectOption('year-desc');
    await expect(rows.first()).toContainText(String(lastYear));

    await search.fill('no such peak');
    await expect(rows).toHaveCount(0);
    await expect(status).toHaveText(`No expedition matches (of ${expeditions})`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(expeditions);
    await expect(rows.first()).toContainText('Thelu');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full table is there and the controls are disabled', async ({ page }) => {
    await page.goto(tablePath);
    await expect(page.locator('tbody tr')).toHaveCount(expeditions);
    await expect(page.getByLabel('Search peak or year')).toBeDisabled();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page does not overflow sideways and every row is readable', async ({ page }) => {
    await page.goto(tablePath);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const row = page.locator('tbody tr', { hasText: 'Changuch' });
    const box = await row.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await expect(row).toContainText("Unsuccessful (Crossed Traill's Pass)");
    await expect(page.getByRole('region', { name: /^Chart of the expeditions/ })).toHaveAttribute('tabindex', '0');
  });
});
