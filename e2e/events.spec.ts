import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { baseRecords, words } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { buildTime } from '@/lib/events/buildTime';
import { splitEvents } from '@/lib/events/splitEvents';
import { isDated } from '@/lib/schema/event';

// The build and this test read the same clock (or the same BUILD_DATE), so they agree on "today".
const { events, courses } = baseRecords;
const courseWithSlug = (slug: string) => courses.find((course) => course.slug === slug);
const expected = splitEvents(events, buildTime());

async function renderedIds(page: Page, list: 'upcoming-events' | 'announced-events' | 'past-events'): Promise<string[]> {
  return page.getByTestId(list).locator(':scope > li > article').evaluateAll((articles) => articles.map((article) => article.id));
}

for (const path of ['/', '/Upcoming-events/', '/UpcomingCourse/']) {
  test(`${path} lists upcoming, announced and past events split by the build date`, async ({ page }) => {
    await page.goto(path);
    expect(expected.upcoming.length + expected.announced.length + expected.past.length).toBe(events.length);
    expect(await renderedIds(page, 'upcoming-events')).toEqual(expected.upcoming.map((event) => event.slug));
    if (expected.upcoming.length === 0) await expect(page.getByText(words.events.noUpcoming)).toBeVisible();
    expect(await renderedIds(page, 'announced-events')).toEqual(expected.announced.map((event) => event.slug));
    if (expected.past.length > 0) {
      await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
      expect(await renderedIds(page, 'past-events')).toEqual(expected.past.map((event) => event.slug));
    } else {
      await expect(page.getByTestId('past-events')).toHaveCount(0);
    }
  });
}

test('undated course announcements are never "coming up": they say when they were announced and link to their form', async ({ page }) => {
  await page.goto('/Upcoming-events/');
  const undated = events.filter((event) => !isDated(event));
  expect(undated.length).toBeGreaterThan(0);
  const upcoming = page.getByTestId('upcoming-events');
  for (const event of undated) {
    await expect(upcoming.locator(`article#${event.slug}`)).toHaveCount(0);
    const card = page.getByTestId('announced-events').locator(`article#${event.slug}`);
    await expect(card).toContainText(words.events.datesUnknown);
    await expect(card).toContainText(words.events.announcedIn(editionOf('en').format.monthYear(courseWithSlug(event.courseSlug!)!.announced)));
    await expect(card.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
    const course = courseWithSlug(event.courseSlug!);
    await expect(card.getByRole('link', { name: /^Download Form/ })).toHaveAttribute('href', course!.formHref);
  }
});

/** Unfolds RFC 5545 content lines and reads the first VEVENT's properties (name without parameters → value). */
function parseIcs(text: string): { lines: string[]; event: Map<string, { params: string; value: string }> } {
  expect(text).toContain('\r\n');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const event = new Map<string, { params: string; value: string }>();
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (inEvent) {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      event.set(name!, { params: params.join(';'), value: line.slice(colon + 1) });
    }
  }
  return { lines, event };
}

const unescapeText = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

test('every dated event offers a calendar file that parses', async ({ page, request }) => {
  await page.goto('/Upcoming-events/');
  const dated = events.filter(isDated);
  expect(dated.length).toBeGreaterThan(0);
  for (const event of dated) {
    const card = page.locator(`article#${event.slug}`);
    await expect(card.locator('time').first()).toHaveText(editionOf('en').format.date(event.startDate));
    const link = card.getByRole('link', { name: /Add to calendar/ });
    await expect(link).toHaveAttribute('href', `/events/${event.slug}.ics`);
    const response = await request.get(`/events/${event.slug}.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const { lines, event: vevent } = parseIcs(await response.text());
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(vevent.get('DTSTART')).toEqual({ params: 'VALUE=DATE', value: event.startDate.replaceAll('-', '') });
    expect(unescapeText(vevent.get('SUMMARY')!.value)).toBe(event.title);
    expect(unescapeText(vevent.get('LOCATION')!.value)).toBe(event.place);
    expect(vevent.get('UID')?.value).toMatch(new RegExp(`^${event.slug}@`));
  }
});

test('/UpcomingCourse/ shows the tagline and both application forms, numbered', async ({ page, pageProblems }) => {
  await page.goto('/UpcomingCourse/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events');
  await expect(page.getByText('Dare to unveil the unknown', { exact: true })).toBeVisible();
  const forms = page.getByRole('main').locator('ol').filter({ hasText: 'Application form for the' });
  await expect(forms.getByRole('listitem')).toHaveCount(2);
  await expect(forms.getByRole('heading', { name: 'Application form for the 7th Adventure Course' })).toBeVisible();
  await expect(forms.getByRole('heading', { name: 'Application form for the 40th Rock Climbing Course' })).toBeVisible();
  await expect(forms.getByRole('link', { name: /^Download Form/ }).first()).toHaveAttribute('href', '/forms/adventure-course-7.pdf');
  await page.waitForLoadState('networkidle');
  expect(pageProblems.consoleErrors).toEqual([]);
  expect(pageProblems.failedRequests).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the events pages do not overflow sideways', async ({ page }) => {
    for (const path of ['/Upcoming-events/', '/UpcomingCourse/']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
