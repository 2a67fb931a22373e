import { editionOf } from '@/lib/edition';
import { allExpeditions } from '@/lib/expeditions';
import { tabTest as test, expect, expectSiteChrome } from './fixtures';

const en = editionOf('en');

const shortNotePath = '/Expedition-Short-Note/';
const [first, second, third] = allExpeditions;

/** An entry is a native `<details>`; its `<summary>` is the toggle. */
function entry(page: import('@playwright/test').Page, slug: string) {
  const section = page.locator(`details[id="${slug}"]`);
  return { section, button: section.locator('summary') };
}

const isOpen = (item: ReturnType<typeof entry>) => expect(item.section).toHaveJSProperty('open', true);
const isClosed = (item: ReturnType<typeof entry>) => expect(item.section).toHaveJSProperty('open', false);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every entry is in the exported HTML, closed panels included', async ({ page }) => {
  await page.goto(shortNotePath);
  await expect(page.locator('main details[id]')).toHaveCount(allExpeditions.length);
  for (const e of allExpeditions) {
    const section = page.locator(`details[id="${e.slug}"]`);
    const text = (await section.textContent()) ?? '';
    expect(text, e.slug).toContain(en.label.title(e));
    expect(text, e.slug).toContain(String(e.year));
    for (const paragraph of e.narrative) expect(text, e.slug).toContain(paragraph);
    for (const member of e.members) expect(text, e.slug).toContain(en.person(member.person).name);
    if (e.firstAscentNote) expect(text, e.slug).toContain(e.firstAscentNote);
    const more = section.locator('a', { hasText: 'More Details' });
    await expect(more).toHaveAttribute('href', `/${e.slug}/`);
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(section.locator('img')).toHaveAttribute('alt', /\S/);
  }
  });
});

test('the first panel is open on load and opening one closes the other', async ({ page, pageProblems }) => {
  await page.goto(shortNotePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expedition Short Note');
  const one = entry(page, first!.slug);
  const two = entry(page, second!.slug);
  await isOpen(one);
  await expect(one.section.getByText(first!.narrative[0]!)).toBeVisible();
  await isClosed(two);
  await expect(page.locator('details[open]')).toHaveCount(1);

  await two.button.click();
  await isOpen(two);
  await expect(two.section.getByText(second!.narrative[0]!)).toBeVisible();
  await isClosed(one);
  await expect(one.section.getByText(first!.narrative[0]!)).toBeHidden();
  await expect(two.button).toBeFocused();

  await two.button.click();
  await isClosed(two);
  await expect(page.locator('main details[open]')).toHaveCount(0);

  await expectSiteChrome(page);
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test('a link to #Everest-2010 opens that panel and scrolls to it', async ({ page }) => {
  await page.goto(`${shortNotePath}#Everest-2010`);
  const everest = entry(page, 'Everest-2010');
  await isOpen(everest);
  await isClosed(entry(page, first!.slug));
  await expect(everest.section.getByText('First civilian expedition from West Bengal to reach the summit of Everest.').first()).toBeInViewport();
  await expect(everest.button).toBeInViewport();
  // The scroll comes a frame after the panel opens (OpenFromHash): wait for it rather than read once.
  const top = () => everest.section.evaluate((element) => element.getBoundingClientRect().top);
  await expect.poll(top).toBeLessThan(200);
  expect(await top()).toBeGreaterThanOrEqual(0);

  // A later change of the hash (an in-page link) does the same.
  await page.evaluate(() => {
    window.location.hash = 'Kanchenjunga-2011';
  });
  const kanchenjunga = entry(page, 'Kanchenjunga-2011');
  await isOpen(kanchenjunga);
  await isClosed(everest);
  await expect(kanchenjunga.button).toBeInViewport();
});

test('the accordion works from the keyboard', async ({ page }) => {
  await page.goto(shortNotePath);
  const one = entry(page, first!.slug);
  const two = entry(page, second!.slug);
  const three = entry(page, third!.slug);

  await two.button.focus();
  await page.keyboard.press('Enter');
  await isOpen(two);
  await isClosed(one);

  await page.keyboard.press('Space');
  await isClosed(two);

  // With the second closed, Tab goes straight to the third entry's button.
  await page.keyboard.press('Tab');
  await expect(three.button).toBeFocused();
  await page.keyboard.press('Space');
  await isOpen(three);

  // An open panel's link is next in the tab order.
  await page.keyboard.press('Tab');
  await expect(three.section.getByRole('link', { name: /^More Details/ })).toBeFocused();
});
