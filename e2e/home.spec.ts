import { PDFDocument } from 'pdf-lib';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { baseRecords } from '@/lib/content';
import { courseFormFields } from '@/lib/pdf/courseApplicationPdf';
import { courseTitle } from '@/lib/schema/course';

const { courses } = baseRecords;

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
  test('the first slide is in the static HTML, eager and sized', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const firstImage = /<img[^>]*src="\/images\/hero-blood-donation\.svg"[^>]*>/.exec(html)?.[0];
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
    await expect(region.getByRole('link', { name: 'Course application forms' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'What the club does' })).toHaveCount(0);
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

  test('the course banner stands still and shows each course once', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Course announcements' });
    const track = banner.locator('.marquee-track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(banner.locator('.marquee-copy')).toBeHidden();
    await expect(banner.getByRole('link', { name: /^Download Form/ })).toHaveCount(courses.length);
  });
});

test.describe('course banner', () => {
  test('announces both courses; its buttons download fillable PDF forms', async ({ page, request }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Course announcements' });
    await expect(banner).toContainText('7th Adventure Course at Sirkabad, Purulia');
    await expect(banner).toContainText('40th Rock Climbing Course at Susunia Hills, Bankura');
    const buttons = banner.getByRole('link', { name: /^Download Form/ });
    await expect(buttons).toHaveCount(2);
    for (const [index, course] of courses.entries()) {
      const button = buttons.nth(index);
      await expect(button).toHaveAccessibleName(`Download Form for the ${courseTitle(course)} (PDF)`);
      const href = await button.getAttribute('href');
      expect(href).toBe(course.formHref);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(await response.body());
      const names = pdf.getForm().getFields().map((field) => field.getName());
      expect(names.sort()).toEqual(courseFormFields.map((field) => field.name).sort());
      expect(pdf.getTitle()).toContain(courseTitle(course));
    }
  });

  test('the looping copy is hidden from assistive tech and skipped by Tab', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Course announcements' });
    const copy = banner.locator('.marquee-copy');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(copy).toHaveAttribute('inert', '');
    const visibleButtons = banner.getByRole('link', { name: /^Download Form/ });
    await visibleButtons.last().focus();
    await page.keyboard.press('Tab');
    const focusIsInCopy = await page.evaluate(() => Boolean(document.activeElement?.closest('.marquee-copy')));
    expect(focusIsInCopy).toBe(false);
  });

  test('stops scrolling while hovered or focused', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Course announcements' });
    const track = banner.locator('.marquee-track');
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await page.mouse.move(1, 1);
    expect(await playState()).toBe('running');
    await banner.hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(1, 1);
    await banner.getByRole('link', { name: /^Download Form/ }).first().focus();
    expect(await playState()).toBe('paused');
  });
});

test('the home page lists the course forms, four tiles, the activities and the About section', async ({ page, pageProblems }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const forms = main.getByRole('heading', { name: 'Course application forms' }).locator('xpath=..');
  await expect(forms.getByRole('listitem')).toHaveCount(2);
  await expect(forms.getByRole('listitem').nth(0)).toContainText('Application form for the 7th Adventure Course');
  await expect(forms.getByRole('listitem').nth(1)).toContainText('Application form for the 40th Rock Climbing Course');

  const tiles = main.locator('section[aria-labelledby="explore-heading"]').getByRole('link');
  await expect(tiles).toHaveCount(4);
  expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/MAK-organises-following-expeditions/',
    '/UpcomingCourse/',
    '/gallery/',
    '/about-us/',
  ]);

  const activities = main.locator('#activities');
  await expect(activities.getByRole('heading', { level: 3, name: 'Himalayan expedition' })).toBeVisible();
  await expect(activities.getByRole('listitem').filter({ hasText: 'Practice camps' })).toContainText('3 or 4 times a year');
  await expect(activities.getByRole('listitem').filter({ hasText: 'Journal publication' })).toContainText('Once in 2 years');

  const about = main.locator('#about');
  await expect(about.getByRole('heading', { name: 'About the club' })).toBeVisible();
  await expect(about).toContainText('Dare to unveil the unknown');
  await expect(about.getByRole('img', { name: /rope team/ })).toBeVisible();
  await expect(main.locator('#location')).toContainText('741101');

  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test.describe('scroll-to-top button', () => {
  test('appears only past 100 px and takes the visitor back to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('is reachable and works from the keyboard', async ({ page }) => {
    await page.goto('/contact-us/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('where no margin holds it, never shows: the footer’s link takes the visitor back, and the keyboard goes on from the top', async ({ page }) => {
    // 1280 px: the content fills the screen but for its padding, so a floating button would cover words.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact-us/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(100);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
    const back = page.getByRole('contentinfo').getByRole('link', { name: 'Scroll to top' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });
});
