import type { Page } from '@playwright/test';
import { tabTest as test, expect } from './fixtures';
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

test('/Upcoming-events/ lists upcoming, announced and past events split by the build date', async ({ page }) => {
  await page.goto('/Upcoming-events/');
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

test('/UpcomingCourse/ announces the courses once (their forms), then any dated event ahead, then the past as past', async ({ page }) => {
  await page.goto('/UpcomingCourse/');
  // The undated announcements are the courses whose forms lead the page: not listed a second time.
  await expect(page.getByTestId('announced-events')).toHaveCount(0);
  expect(await renderedIds(page, 'upcoming-events')).toEqual(expected.upcoming.map((event) => event.slug));
  expect(await renderedIds(page, 'past-events')).toEqual(expected.past.map((event) => event.slug));
});

test('the home page shows only a dated event ahead; the past ones are a link away', async ({ page }) => {
  await page.goto('/');
  expect(await renderedIds(page, 'upcoming-events')).toEqual(expected.upcoming.map((event) => event.slug));
  await expect(page.getByTestId('announced-events')).toHaveCount(0);
  await expect(page.getByTestId('past-events')).toHaveCount(0);
  await expect(page.getByText(words.events.noUpcoming)).toHaveCount(0);
});

for (const lang of ['en', 'bn'] as const) {
  const ed = editionOf(lang);
  test(`the top bar’s “${ed.words.contact.topBar.upcoming}” leads to /UpcomingCourse/ and to what is announced there (${lang})`, async ({ page }) => {
    await page.goto(ed.path('/gallery/'));
    const topBar = page.getByRole('complementary', { name: ed.words.contact.topBar.label });
    const link = topBar.getByRole('link', { name: ed.words.contact.topBar.upcoming });
    await expect(link).toHaveAttribute('href', ed.path('/UpcomingCourse/'));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${ed.path('/UpcomingCourse/')}$`));
    const main = page.getByRole('main');
    // What is announced leads: every course's form, every dated event ahead; never "no dated events".
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(ed.words.events.courseForms.heading);
    await expect(main.getByRole('link', { name: new RegExp(`^${ed.words.events.downloadForm}`) })).toHaveCount(ed.courses.length);
    for (const event of splitEvents(ed.events, buildTime()).upcoming) await expect(main.locator(`article#${event.slug}`)).toBeVisible();
    await expect(main.getByText(ed.words.events.noUpcoming)).toHaveCount(0);
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

test('past events read as past and offer no calendar entry; every dated event ahead offers one that parses', async ({ page, request }) => {
  await page.goto('/Upcoming-events/');
  const dated = events.filter(isDated);
  expect(dated.length).toBeGreaterThan(0);
  // The records hold events of 2010, 2022 and 2024: at any build date from 2025 on, these are past.
  expect(expected.past.length).toBeGreaterThan(0);
  for (const event of expected.past) {
    const card = page.getByTestId('past-events').locator(`article#${event.slug}`);
    await expect(card).toContainText(words.events.pastBadge);
    await expect(card.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
    await expect(card.locator('a[href$=".ics"]')).toHaveCount(0);
  }
  for (const event of expected.upcoming) {
    await expect(page.locator(`article#${event.slug}`).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', `/events/${event.slug}.ics`);
    await expect(page.locator(`article#${event.slug}`)).not.toContainText(words.events.pastBadge);
  }
  // No page of either edition offers a calendar file for a day that has gone.
  for (const path of ['/', '/Upcoming-events/', '/UpcomingCourse/', '/bn/', '/bn/Upcoming-events/', '/bn/UpcomingCourse/']) {
    const html = await (await request.get(path)).text();
    for (const event of expected.past) expect(html, path).not.toContain(`/events/${event.slug}.ics`);
  }
  // The calendar files themselves are still written for every dated event, and parse.
  for (const event of dated) {
    await expect(page.locator(`article#${event.slug}`).locator('time').first()).toHaveText(editionOf('en').format.date(event.startDate));
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
