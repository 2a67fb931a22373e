import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { club } from '@/lib/content/club';
import { placeholderContactValues } from '@/lib/contact/publicContact';
import { exportedFiles, exportedHtml, exportedPagePaths, outDir, readExported } from './exportedSite';

/**
 * A placeholder phone number or e-mail (content/club.yml, `placeholder: true`) must never reach a
 * visitor as a link, a JSON-LD field, a form target or even as text: it is not the club's.
 */
const placeholders = placeholderContactValues(club);
const placeholderDisplays = [...club.phones, club.helpLine].filter((phone) => phone.placeholder).map((phone) => phone.display);

test('the shipped club file still has placeholders, so this scan checks something', () => {
  expect(placeholders.tel.length + placeholders.email.length).toBeGreaterThan(0);
});

test('no exported page links to a placeholder phone number or e-mail address', () => {
  const pages = [...exportedPagePaths(), '/404'];
  expect(pages.length).toBeGreaterThan(50);
  const problems = pages.flatMap((pagePath) => {
    const html = pagePath === '/404' ? readExported('404.html') : exportedHtml(pagePath);
    const links = [...html.matchAll(/href="((?:tel|mailto):[^"]*)"/g)].map(([, href]) => decodeURIComponent(href!));
    return links
      .filter((href) => placeholders.tel.some((tel) => href === `tel:${tel}`) || placeholders.email.some((email) => href.startsWith(`mailto:${email}`)))
      .map((href) => `${pagePath}: links to placeholder ${href}`);
  });
  expect(problems).toEqual([]);
});

test('no exported file carries a placeholder value at all (HTML, page data, scripts, JSON-LD, calendars)', () => {
  const files = exportedFiles().filter((file) => /\.(html|txt|js|json|xml|ics|webmanifest)$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  const values = [...placeholders.tel, ...placeholders.email, ...placeholderDisplays];
  const hits = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return values.filter((value) => text.includes(value)).map((value) => `${path.relative(outDir, file)} contains ${value}`);
  });
  expect(hits).toEqual([]);
});
