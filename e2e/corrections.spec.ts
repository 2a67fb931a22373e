import type { Page } from '@playwright/test';
import { tabTest as test, expect } from './fixtures';
import { club, siteUrl } from '@/lib/content';
import { correctionParams } from '@/lib/contact/correction';
import { composeMailto, composeMessageBody } from '@/lib/contact/mailto';
import { publishedEmail } from '@/lib/contact/publicContact';
import { editionOf, type Edition } from '@/lib/edition';
import { editorEntryHref } from '@/lib/editor/entryLinks';
import { reportPageTitle } from '@/lib/expeditions';
import { fill } from '@/lib/i18n/fill';
import { hrefs, routes } from '@/lib/routes';
import { axeViolations } from './axe';

/**
 * "Suggest a correction" on a record's page: it names the record, sends the visitor to the contact
 * page with the record and the detail picked (a GET form, with or without a script), and the
 * contact form starts the message with them; maintainers get the record's entry in the editor.
 */

const slug = 'Everest-2010';
const clubEmail = publishedEmail(club);

/** What the report page's section and the contact page should say, in an edition's words. */
function expected(ed: Edition) {
  const e = ed.expeditions.report(slug)!.expedition;
  const record = reportPageTitle(ed, e);
  const page = ed.path(hrefs.report(slug));
  const form = ed.words.contact.form;
  return {
    ed,
    record,
    page,
    intro: ed.words.correction.intro.expedition(ed.label.peaks(e), e.year),
    about: fill(form.correction.about, { record }),
    detail: fill(form.correction.detail, { detail: ed.words.correction.details.dates }),
    subject: fill(form.correction.subject, { record }),
    lines: [
      fill(form.correction.about, { record }),
      fill(form.correction.page, { address: siteUrl(page) }),
      fill(form.correction.detail, { detail: ed.words.correction.details.dates }),
    ].join('\n'),
  };
}

const section = (page: Page, ed: Edition) => page.getByRole('region', { name: ed.words.correction.heading });

/** After a form's navigation, the contact form reads the address once it has hydrated (e2e/fixtures.ts waits so for `goto`). */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });

for (const lang of ['en', 'bn'] as const) {
  const x = expected(editionOf(lang));
  const w = x.ed.words.correction;
  const form = x.ed.words.contact.form;

  test(`${x.page}: pick a detail, land on the contact page with the record and the detail in the message`, async ({ page, pageProblems }) => {
    await page.goto(x.page);
    const note = section(page, x.ed);
    await expect(note).toContainText(x.intro);
    const editor = note.getByRole('link', { name: w.editorLink });
    await expect(editor).toHaveAttribute('href', editorEntryHref('expedition', slug));
    await expect(editor).toHaveAttribute('href', `/admin/#/collections/expeditions/entries/${slug}`);
    await expect(editor).toHaveAttribute('rel', 'nofollow');

    const picker = note.getByLabel(w.detailLabel);
    await expect(picker.locator('option')).toHaveText([w.detailNone, ...['dates', 'team', 'summits', 'route', 'heights', 'sources', 'other'].map((d) => w.details[d as keyof typeof w.details])]);
    await picker.selectOption('dates');
    await note.getByRole('button', { name: w.submit }).click();

    await expect(page).toHaveURL((url) => url.pathname === x.ed.path(routes.contact) && url.hash === '#contact-form');
    await hydrated(page);
    const query = new URL(page.url()).searchParams;
    expect(query.get(correctionParams.record)).toBe(x.record);
    expect(query.get(correctionParams.page)).toBe(x.page);
    expect(query.get(correctionParams.detail)).toBe('dates');

    const contact = page.getByRole('form', { name: form.label });
    await expect(contact.locator('[data-correction-request]')).toHaveText(`${x.about}${x.detail}`);
    const subject = contact.getByLabel(form.fields.subject);
    const message = contact.getByLabel(form.fields.message, { exact: true });
    await expect(subject).toHaveValue(x.subject);
    await expect(message).toHaveValue(`${x.lines}\n\n`);

    // Sending only the lines the form wrote is refused, and nothing the visitor typed is lost.
    await contact.getByLabel(form.fields.name).fill('Test Visitor');
    await contact.getByRole('button', { name: clubEmail ? form.submit : form.unpublished.submit }).click();
    await expect(contact.getByRole('alert')).toContainText(form.errors.messageMissing);
    await expect(contact.getByLabel(form.fields.name)).toHaveValue('Test Visitor');
    await expect(message).toHaveValue(`${x.lines}\n\n`);

    const own = 'The summit date is 17 May in the report; the papers say 16 May.';
    await contact.getByLabel(form.fields.email).fill('visitor@example.com');
    await message.fill(`${x.lines}\n\n${own}`);
    await contact.getByRole('button', { name: clubEmail ? form.submit : form.unpublished.submit }).click();
    await expect(contact.getByRole('alert')).toHaveCount(0);
    const values = { name: 'Test Visitor', email: 'visitor@example.com', phone: '', subject: x.subject, message: `${x.lines}\n\n${own}` };
    if (clubEmail) {
      await expect(contact.getByRole('status').getByRole('link', { name: form.openMailApp })).toHaveAttribute('href', composeMailto({ to: clubEmail, ...values }, form.body));
    } else {
      const kept = contact.getByLabel(form.unpublished.preview);
      await expect(kept).toHaveValue(`${x.subject}\n\n${composeMessageBody(values, form.body)}`);
      await expect(kept).toHaveValue(new RegExp(siteUrl(x.page).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    }
    expect(pageProblems.consoleErrors).toEqual([]);
    expect(pageProblems.failedRequests).toEqual([]);
  });
}

test('without a detail the contact page still names the record, and a query that is not a record’s is ignored', async ({ page }) => {
  const x = expected(editionOf('en'));
  await page.goto(x.page);
  await section(page, x.ed).getByRole('button', { name: x.ed.words.correction.submit }).click();
  await expect(page).toHaveURL(/\/contact-us\/\?/);
  await hydrated(page);
  const contact = page.getByRole('form', { name: x.ed.words.contact.form.label });
  await expect(contact.locator('[data-correction-request]')).toHaveText(x.about);
  await expect(contact.getByLabel(x.ed.words.contact.form.fields.message, { exact: true })).toHaveValue(`${x.lines.split('\n').slice(0, 2).join('\n')}\n\n`);

  await page.goto(`/contact-us/?${correctionParams.record}=Hello&${correctionParams.page}=${encodeURIComponent('https://example.org/')}`);
  await expect(page.getByRole('form', { name: x.ed.words.contact.form.label }).locator('[data-correction-request]')).toHaveCount(0);
  await expect(page.getByLabel(x.ed.words.contact.form.fields.subject)).toHaveValue('');
});

test.describe('every kind of record', () => {
  const en = editionOf('en');
  const records = [
    { path: hrefs.report(slug), href: editorEntryHref('expedition', slug), details: 7 },
    { path: hrefs.peak('everest'), href: editorEntryHref('peak', 'everest'), details: 4 },
    { path: hrefs.person('rumpa-das'), href: editorEntryHref('person', 'rumpa-das'), details: 3 },
  ];
  for (const record of records) {
    test(`${record.path} has the section, its picker and its entry in the editor; axe finds nothing in it`, async ({ page }) => {
      await page.goto(record.path);
      const note = section(page, en);
      await expect(note.getByLabel(en.words.correction.detailLabel).locator('option')).toHaveCount(record.details + 1);
      await expect(note.getByRole('link', { name: en.words.correction.editorLink })).toHaveAttribute('href', record.href);
      const violations = await axeViolations(page, { include: '#correction' });
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }

  test('each event on the events page has one, in a disclosure, naming the event', async ({ page }) => {
    await page.goto(routes.upcomingEvents);
    for (const event of en.events) {
      const disclosure = page.locator(`details#correction-${event.slug}`);
      await disclosure.locator('summary').click();
      await expect(disclosure).toContainText(en.words.correction.intro.event(event.title));
      await expect(disclosure.getByRole('link', { name: en.words.correction.editorLink })).toHaveAttribute('href', editorEntryHref('event', event.slug));
      await expect(disclosure.locator(`input[name="${correctionParams.page}"]`)).toHaveValue(hrefs.eventEntry(event.slug));
    }
    const violations = await axeViolations(page, { include: 'main' });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'bn'] as const) {
    const x = expected(editionOf(lang));
    test(`${x.page}: the picker and the button still take the visitor to the contact page with the record`, async ({ page }) => {
      await page.goto(x.page);
      const note = section(page, x.ed);
      await note.getByLabel(x.ed.words.correction.detailLabel).selectOption('team');
      await note.getByRole('button', { name: x.ed.words.correction.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === x.ed.path(routes.contact));
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({ [correctionParams.record]: x.record, [correctionParams.page]: x.page, [correctionParams.detail]: 'team' });
      // The contact page shows how to reach the club without a script.
      await expect(page.getByRole('heading', { name: x.ed.words.contact.page.detailsHeading })).toBeVisible();
    });
  }

  test('an event’s disclosure opens and its form works', async ({ page }) => {
    const en = editionOf('en');
    const event = en.events[0]!;
    await page.goto(routes.upcomingEvents);
    const disclosure = page.locator(`details#correction-${event.slug}`);
    await disclosure.locator('summary').click();
    await disclosure.getByLabel(en.words.correction.detailLabel).selectOption('place');
    await disclosure.getByRole('button', { name: en.words.correction.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.contact && url.searchParams.get(correctionParams.detail) === 'place');
    expect(new URL(page.url()).searchParams.get(correctionParams.page)).toBe(hrefs.eventEntry(event.slug));
  });
});
