import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { tabTest as test, expect } from './fixtures';

type SeedItem = { title: string; order?: number };
const titles = (JSON.parse(readFileSync(path.resolve(__dirname, '../content/gallery.json'), 'utf8')) as SeedItem[])
  .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))
  .map((item) => item.title);

async function openCard(page: Page, index: number) {
  await page.goto('/gallery/');
  const card = page.getByRole('link', { name: `Zoom: ${titles[index]}` });
  await card.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(titles[index]!);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  return { card, dialog, scrollY };
}

async function expectClosed(page: Page, card: Locator, scrollY: number) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
}

test('a card opens the zoom with its title as caption; arrows move between photos', async ({ page, pageProblems }) => {
  const { dialog } = await openCard(page, 0);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('.yarl__slide_current')).toContainText(titles[1]!);
  await dialog.getByRole('button', { name: 'Previous picture' }).click();
  await expect(dialog.locator('.yarl__slide_current')).toContainText(titles[0]!);
  expect(pageProblems.consoleErrors).toEqual([]);
});

test('closes on Escape and returns focus to the card', async ({ page }) => {
  const { card, scrollY } = await openCard(page, 4);
  await page.keyboard.press('Escape');
  await expectClosed(page, card, scrollY);
});

test('closes on a wheel scroll without scrolling the page', async ({ page }) => {
  const { card, scrollY } = await openCard(page, 4);
  await page.mouse.move(720, 450);
  await page.mouse.wheel(0, 200);
  await expectClosed(page, card, scrollY);
});

test('closes on a vertical swipe of more than 10 px, not less', async ({ page }) => {
  const { card, dialog, scrollY } = await openCard(page, 4);
  const touch = { pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: 720 };
  await dialog.dispatchEvent('pointerdown', { ...touch, clientY: 300, buttons: 1 });
  await dialog.dispatchEvent('pointermove', { ...touch, clientY: 309, buttons: 1 });
  await expect(dialog).toBeVisible();
  await dialog.dispatchEvent('pointermove', { ...touch, clientY: 312, buttons: 1 });
  await expectClosed(page, card, scrollY);
});

test('closes on a click on the backdrop', async ({ page }) => {
  const { card, scrollY } = await openCard(page, 4);
  // Top left: clear of the photo, the arrows (middle) and the toolbar (top right).
  await page.mouse.click(40, 120);
  await expectClosed(page, card, scrollY);
});

test('closes with the close button', async ({ page }) => {
  const { card, dialog, scrollY } = await openCard(page, 4);
  await dialog.getByRole('button', { name: 'Close picture' }).click();
  await expectClosed(page, card, scrollY);
});

test('works from the keyboard alone', async ({ page }) => {
  await page.goto('/gallery/');
  const card = page.getByRole('link', { name: `Zoom: ${titles[0]}` });
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('.yarl__slide_current')).toContainText(titles[1]!);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus returns to the card of the photo last shown.
  await expect(page.getByRole('link', { name: `Zoom: ${titles[1]}` })).toBeFocused();
});
