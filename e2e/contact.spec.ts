import type { Page } from '@playwright/test';
import { test, tabTest, expect } from './fixtures';
import { club, postalAddressLine } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { words } from '@/lib/content';
import { composeMailto, composeMessageBody } from '@/lib/contact/mailto';
import { fill } from '@/lib/i18n/fill';
import { publicPhones, publishedEmail } from '@/lib/contact/publicContact';

const say = words.contact;
const clubEmail = publishedEmail(club);

const mapHosts = /^https:\/\/(www\.google\.com|maps\.google\.com|maps\.googleapis\.com|maps\.gstatic\.com)\//;

/** Records every request to the map service; answers it locally so the test never leaves the machine. */
async function watchMapRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (mapHosts.test(request.url())) seen.push(request.url());
  });
  await page.route(mapHosts, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
  return seen;
}

for (const path of ['/contact-us/']) {
  test(`${path}: the map makes no request to Google until "Show map" is clicked`, async ({ page }) => {
    const mapRequests = await watchMapRequests(page);
    await page.goto(path);
    const location = page.locator('section#location');
    await expect(location).toContainText('Aarohan');
    await expect(location).toContainText('Church Road');
    await expect(location).toContainText('741101');
    await location.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await expect(location.locator('iframe')).toHaveCount(0);

    const query = encodeURIComponent(`${postalAddressLine(editionOf('en').format, editionOf('en').club)}, India`);
    const open = location.getByRole('link', { name: /Open in Maps/ });
    await expect(open).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${query}`);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    await location.getByRole('button', { name: 'Show map' }).click();
    const frame = location.locator('iframe');
    await expect(frame).toHaveAttribute('src', `https://www.google.com/maps?q=${query}&output=embed`);
    await expect(frame).toHaveAttribute('title', /^Map of Aarohan, Church Road/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(mapRequests[0]).toContain('output=embed');
  });
}

tabTest('/contact-us/ shows the address and links only the published e-mail and phone numbers', async ({ page }) => {
  await page.goto('/contact-us/');
  const details = page.getByRole('main').locator('section[aria-labelledby="contact-details-heading"]');
  await expect(details).toContainText(postalAddressLine(editionOf('en').format, editionOf('en').club));
  const phones = publicPhones(club);
  expect(await details.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    phones.flatMap((phone) => (phone.published ? [phone.href] : [])),
  );
  for (const phone of phones) if (!phone.published) await expect(details).toContainText(say.details.phoneUnpublished(phone.label));
  if (clubEmail) {
    await expect(details.getByRole('link', { name: clubEmail })).toHaveAttribute('href', `mailto:${clubEmail}`);
  } else {
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(details).toContainText(say.details.emailUnpublished);
    await expect(details).not.toContainText(club.secretary.email.address);
  }
  // The secretary has an entry of his own, not a line under the e-mail address; the club's details
  // name him by his id in the people registry, so his name is the registry's.
  const secretary = details.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: say.details.secretary }) });
  await expect(secretary.getByRole('definition')).toContainText(editionOf('en').person(club.secretary.person!).name);
});

test.describe('contact form', () => {
  test('shows accessible errors, keeps what was typed, then composes the e-mail to the secretary', async ({ page, pageProblems }) => {
    test.skip(!clubEmail, 'the club has not published its e-mail address: see the test without one below');
    await page.goto('/contact-us/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toBeVisible();
    // Wait for React: the submit must be handled in the page, not by a native form post.
    await page.waitForLoadState('networkidle');

    await form.getByLabel('Your e-mail').fill('not-an-address');
    await form.getByLabel('Subject').fill('Rock climbing course');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Write the e-mail' }).click();

    const summary = form.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Please fix 3 problems');
    await expect(summary.getByRole('link')).toHaveText([/^Your name:/, /^Your e-mail:/, /^Message:/]);

    const email = form.getByLabel('Your e-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(email).toHaveValue('not-an-address');
    await expect(form.getByLabel('Subject')).toHaveValue('Rock climbing course');
    await expect(form.getByLabel('Message')).toHaveValue('Too short');
    await expect(form.getByRole('status')).toHaveText('');

    // Fixing fields updates the messages as the visitor types.
    await form.getByLabel('Your name').fill('Test Visitor');
    await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toContainText('Please fix 2 problems');

    await email.fill('visitor@example.com');
    await form.getByLabel('Phone (optional)').fill('+91 98765 43210');
    const message = 'When is the next rock climbing course?\nI would like to apply.';
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Write the e-mail' }).click();

    await expect(form.getByRole('alert')).toHaveCount(0);
    const status = form.getByRole('status');
    await expect(status).toContainText('addressed to the club secretary');
    await expect(status).toContainText('Nothing has been sent by this website');
    const expectedHref = composeMailto(
      {
        to: clubEmail!,
        name: 'Test Visitor',
        email: 'visitor@example.com',
        phone: '+91 98765 43210',
        subject: 'Rock climbing course',
        message,
      },
      say.form.body,
    );
    await expect(status.getByRole('link', { name: 'Open your mail app' })).toHaveAttribute('href', expectedHref);
    expect(expectedHref.startsWith(`mailto:${clubEmail}?subject=Rock%20climbing%20course&body=`)).toBe(true);
    // The values stay in the form (the visitor may still need them if no mail app opened).
    await expect(form.getByLabel('Message')).toHaveValue(message);
    expect(pageProblems.failedRequests).toEqual([]);
  });

  test('on the contact page the form composes the e-mail, leaving out an empty phone number', async ({ page }) => {
    test.skip(!clubEmail, 'the club has not published its e-mail address');
    await page.goto('/contact-us/');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').fill('A');
    await form.getByLabel('Your e-mail').fill('a@example.com');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('A question about membership.');
    await form.getByRole('button', { name: 'Write the e-mail' }).click();
    await expect(form.getByRole('status').getByRole('link', { name: 'Open your mail app' })).toHaveAttribute(
      'href',
      composeMailto({ to: clubEmail!, name: 'A', email: 'a@example.com', subject: 'Hello', message: 'A question about membership.' }, say.form.body),
    );
    expect(await form.getByRole('status').getByRole('link').getAttribute('href')).not.toContain('Phone');
    // The page itself stays where it was: the mail app opens beside it.
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/contact-us/']) {
    test(`${path}: without a published address the form keeps the message to copy and opens no mail app`, async ({ page, pageProblems }) => {
      test.skip(clubEmail !== undefined, 'the club has published its e-mail address');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('form', { name: say.form.label });
      await expect(form.locator('a[href^="mailto:"]')).toHaveCount(0);
      await expect(form).toContainText(say.form.unpublished.submitHint);

      // Errors work as with an address, and nothing typed is lost.
      await form.getByLabel(say.form.fields.message, { exact: true }).fill('Too short');
      await form.getByRole('button', { name: say.form.unpublished.submit }).click();
      await expect(form.getByRole('alert')).toContainText(fill(say.form.problems.other, { count: '4' }));
      await expect(form.getByLabel(say.form.fields.message, { exact: true })).toHaveValue('Too short');

      const values = { name: 'Test Visitor', email: 'visitor@example.com', phone: '', subject: 'Rock climbing course', message: 'When is the next rock climbing course?\nI would like to apply.' };
      await form.getByLabel(say.form.fields.name).fill(values.name);
      await form.getByLabel(say.form.fields.email).fill(values.email);
      await form.getByLabel(say.form.fields.subject).fill(values.subject);
      await form.getByLabel(say.form.fields.message, { exact: true }).fill(values.message);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await form.getByRole('button', { name: say.form.unpublished.submit }).click();

      await expect(form.getByRole('alert')).toHaveCount(0);
      const status = form.getByRole('status');
      await expect(status).toContainText(say.form.unpublished.heading);
      await expect(status).toContainText(postalAddressLine(editionOf('en').format, editionOf('en').club));
      const kept = form.getByLabel(say.form.unpublished.preview);
      const expected = `${values.subject}\n\n${composeMessageBody(values, say.form.body)}`;
      await expect(kept).toHaveValue(expected);
      await form.getByRole('button', { name: say.form.unpublished.copy }).click();
      await expect(form).toContainText(say.form.unpublished.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      // The form still holds everything, and the page never left for a mail app.
      await expect(form.getByLabel(say.form.fields.message, { exact: true })).toHaveValue(values.message);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(pageProblems.failedRequests).toEqual([]);
    });
  }
});
