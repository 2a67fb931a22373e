import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The home page's carousel of highlights (app/_pages/home/HeroCarousel.tsx). */

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Highlights from the club' });
}

function activeSlide(page: Page): Locator {
  return carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');
}

/**
 * Opens the home page with a controllable clock, waits until React runs the carousel, then stops
 * time and starts from slide 1 with a fresh timer (pointer outside, nothing focused).
 */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(carousel(page)).toHaveAttribute('data-interactive', 'true');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await carousel(page).getByRole('button', { name: /^Show slide 1 of 3/ }).click();
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3: /);
}

test.describe('carousel', () => {
  test('the first slide, the club’s own record, is in the static HTML, eager and sized', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The expeditions open the carousel (it opened on a blood drop once); the first slide image in the page is theirs.
    expect(/<img[^>]*src="\/images\/hero-[a-z-]+\.svg"/.exec(html)?.[0]).toContain('/images/hero-banner.svg');
    const firstImage = /<img[^>]*src="\/images\/hero-banner\.svg"[^>]*>/.exec(html)?.[0];
    expect(firstImage).toBeDefined();
    expect(firstImage).toContain('width="1200"');
    expect(firstImage).toContain('height="900"');
    expect(firstImage).toContain('loading="eager"');
    expect(firstImage).toMatch(/fetchPriority="high"/i);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
  });

  test('rotates every 6 seconds and wraps around', async ({ page, pageProblems }) => {
    await openHome(page);
    await page.clock.runFor(5_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3/);
    await page.clock.runFor(600);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);
    await page.clock.runFor(6_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 3 of 3/);
    await page.clock.runFor(6_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3/);
    expect(pageProblems.consoleErrors).toEqual([]);
  });

  test('previous and next buttons move one slide and wrap', async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 3 of 3/);
  });

  test('indicators show the current slide and jump to any slide', async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    const indicators = region.getByRole('button', { name: /^Show slide \d of 3/ });
    await expect(indicators).toHaveCount(3);
    await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
    await indicators.nth(2).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 3 of 3/);
    await expect(indicators.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(indicators.nth(0)).not.toHaveAttribute('aria-current', 'true');
    // Hidden slides are inert: their links are neither announced nor reachable by Tab.
    await expect(region.getByRole('link', { name: 'What the club does' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Course application forms' })).toHaveCount(0);
  });

  test('pauses while hovered or focused, and with the pause button', async ({ page }) => {
    await openHome(page);
    const region = carousel(page);

    await region.hover();
    await page.clock.runFor(13_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3/);
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);

    await region.getByRole('button', { name: 'Pause the slide show' }).focus();
    await page.clock.runFor(13_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(13_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);

    await region.getByRole('button', { name: 'Play the slide show' }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 3 of 3/);
  });

  test('a swipe moves to the next or previous slide', async ({ page }) => {
    await openHome(page);
    const swipe = (fromX: number, toX: number) =>
      carousel(page).evaluate(
        (element, [start, end]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
          element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(start!)], changedTouches: [touch(start!)] }));
          element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(end!)] }));
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);
    await swipe(100, 300);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3/);
    await swipe(100, 120); // too short to count
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3/);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel does not rotate by itself, but can be started', async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await expect(region.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 1 of 3/);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /^Slide 2 of 3/);
  });

});
