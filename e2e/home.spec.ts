import { PDFDocument } from 'pdf-lib';
import { test, tabTest, expect } from './fixtures';
import { baseRecords } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { courseFormFields } from '@/lib/pdf/courseApplicationPdf';
import { courseTitle } from '@/lib/schema/course';

const { courses } = baseRecords;

tabTest('the home page leads with the latest expeditions, then the course forms with their PDFs, the gallery, activities and About', async ({ page, request, pageProblems }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(0, 2)).toEqual(['The latest expeditions', 'Course application forms']);

  const latest = main.getByRole('list', { name: 'The latest expeditions, most recent first' }).getByRole('listitem');
  await expect(latest).toHaveCount(6);
  const newestYear = Math.max(...editionOf('en').expeditions.all.map((e) => e.year));
  await expect(latest.first()).toContainText(String(newestYear));
  for (const link of await latest.getByRole('link').all()) {
    const href = await link.getAttribute('href');
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
  await expect(main.getByRole('link', { name: 'Every expedition, in a table' })).toHaveAttribute('href', '/MAK-organises-following-expeditions/');

  const forms = main.locator('#courses');
  await expect(forms.getByRole('listitem')).toHaveCount(courses.length);
  await expect(forms.getByRole('listitem').nth(0)).toContainText('Application form for the 7th Adventure Course');
  await expect(forms.getByRole('listitem').nth(1)).toContainText('Application form for the 40th Rock Climbing Course');
  const buttons = forms.getByRole('link', { name: /^Download Form/ });
  await expect(buttons).toHaveCount(courses.length);
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
  await expect(forms.getByRole('link', { name: 'All events, past ones included' })).toHaveAttribute('href', '/Upcoming-events/');

  const activities = main.locator('#activities');
  await expect(activities.getByRole('heading', { level: 3, name: 'Himalayan expedition' })).toBeVisible();
  await expect(activities.getByRole('listitem').filter({ hasText: 'Practice camps' })).toContainText('3 or 4 times a year');
  await expect(activities.getByRole('listitem').filter({ hasText: 'Journal publication' })).toContainText('Once in 2 years');

  const about = main.locator('#about');
  await expect(about.getByRole('heading', { name: 'About the club' })).toBeVisible();
  await expect(about).toContainText('Dare to unveil the unknown');
  await expect(about.getByRole('img', { name: /rope team/ })).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test.describe('a home page that earns its length, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const lang of ['en', 'bn'] as const) {
    const ed = editionOf(lang);
    const path = ed.path('/');
    tabTest(`${path} is at most 10,000 px tall and shows each course and event once`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(10_000);

      const main = page.getByRole('main');
      // Every heading and every element with an id, hidden copies included: a course or event named twice is shown twice.
      const headings = await main.locator('h1, h2, h3, h4, h5, h6').allTextContents();
      for (const course of ed.courses) {
        const title = courseTitle(course);
        expect(headings.filter((heading) => heading.includes(title)), title).toHaveLength(1);
      }
      for (const event of ed.events) {
        expect(headings.filter((heading) => heading.includes(event.title)).length, event.title).toBeLessThanOrEqual(1);
        expect(await main.locator(`[id="${event.slug}"]`).count(), event.slug).toBeLessThanOrEqual(1);
      }
      // Each course's form is offered once (a looping banner once offered every form a second and a third time).
      const downloads = await main.locator('a[download]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(downloads.length).toBeGreaterThanOrEqual(ed.courses.length);
      expect(new Set(downloads).size, downloads.join(', ')).toBe(downloads.length);
    });
  }
});

tabTest('the picture viewer loads only when a picture is opened, and opening it does not shift the page', async ({ page, pageProblems }) => {
  await page.goto('/');
  const hasViewerStyles = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('yarl__'));
        } catch {
          return false;
        }
      }),
    );
  expect(await hasViewerStyles()).toBe(false);
  const heading = page.locator('#gallery h2');
  const picture = page.locator('#gallery ul a').first();
  await picture.scrollIntoViewIfNeeded();
  const before = await heading.boundingBox();
  await picture.click();
  const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
  await expect(dialog).toBeVisible();
  expect(await hasViewerStyles()).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect((await heading.boundingBox())?.x).toBe(before?.x);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picture).toBeFocused();
  expect(pageProblems.consoleErrors).toEqual([]);
});

test.describe('scroll-to-top button', () => {
  tabTest('appears only past 100 px and takes the visitor back to the top', async ({ page }) => {
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

  tabTest('is reachable and works from the keyboard', async ({ page }) => {
    await page.goto('/contact-us/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  tabTest('where no margin holds it, never shows: the footer’s link takes the visitor back, and the keyboard goes on from the top', async ({ page }) => {
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
