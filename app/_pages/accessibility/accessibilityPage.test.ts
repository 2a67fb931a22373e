/**
 * The accessibility statement says what the tests do: rendered in both editions, it shows every
 * figure of lib/accessibility/checks.ts (the module e2e/axe.ts, the a11y, layout, targets, htmlcs
 * and htmlValid specs and playwright.config.ts read), in the edition's digits, and its date; and
 * the specs still take those figures from that module rather than from numbers of their own.
 * createElement instead of JSX: the unit tests are .ts files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccessibilityPage } from '@/app/_pages/accessibility/AccessibilityPage';
import { accessibilityStatementDate } from '@/content/accessibility';
import { axePhoneRuleTags, axeRuleTags, checkerNames, checkerPackages, checkWidths, htmlcsStandard, minTargetSize, wcagTarget } from '@/lib/accessibility/checks';
import { editionOf, type Edition } from '@/lib/edition';
import { routes } from '@/lib/routes';
import { publishedClub } from '@/tests/fixtures/publishedClub';

const root = path.resolve(__dirname, '../../..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
const render = (ed: Edition) => renderToStaticMarkup(createElement(AccessibilityPage, { ed }));
/** The text of one check's card (`data-check`), tags aside. */
const cardText = (html: string, id: string) => {
  const start = html.indexOf(`data-check="${id}"`);
  expect(start, id).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</li>', html.indexOf('</dl>', start))).replace(/<[^>]+>/g, ' ');
};

describe.each(['en', 'bn'] as const)('the accessibility statement (%s)', (lang) => {
  const ed = editionOf(lang);
  const html = render(ed);
  const px = (width: number) => `${ed.format.digits(width)} ${ed.words.accessibility.pixels}`;

  it('names the standard the site aims at', () => {
    expect(html).toContain(`${wcagTarget.name} ${ed.format.digits(wcagTarget.version)}`);
    expect(html).toMatch(new RegExp(`data-fact="wcag-level"[^>]*>${wcagTarget.level}<`));
  });

  it('shows the checkers, axe rule tags and HTML_CodeSniffer standard the tests use', () => {
    for (const name of Object.values(checkerNames)) expect(html).toContain(`<span lang="en">${name}</span>`);
    for (const name of Object.values(checkerPackages)) expect(html).toContain(`<code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-navy-900">${name}</code>`);
    const axe = cardText(html, 'axe');
    for (const tag of [...axeRuleTags, ...axePhoneRuleTags]) expect(axe).toContain(tag);
    expect(cardText(html, 'htmlcs')).toContain(htmlcsStandard);
  });

  it('shows the widths and target size the tests use, in the edition’s digits', () => {
    const axe = cardText(html, 'axe');
    expect(axe).toContain(px(checkWidths.desktop));
    expect(axe).toContain(px(checkWidths.phoneMenu));
    const targets = cardText(html, 'targets');
    expect(targets).toContain(`${ed.format.digits(minTargetSize)} × ${px(minTargetSize)}`);
    expect(targets).toContain(px(checkWidths.phone));
    const layout = cardText(html, 'layout');
    for (const width of [checkWidths.narrowest, ...checkWidths.headerPhone, ...checkWidths.headerDesktop]) expect(layout).toContain(px(width));
    if (lang === 'bn') expect(px(checkWidths.narrowest)).not.toMatch(/[0-9]/);
  });

  it('is dated through the edition’s format', () => {
    expect(html).toContain(`<time dateTime="${accessibilityStatementDate}">${ed.format.date(accessibilityStatementDate)}</time>`);
  });

  it('sends a report to the contact form, as the club’s published details allow', () => {
    // next/link drops the slash before a hash outside the build (whose trailingSlash restores it).
    expect(html).toMatch(new RegExp(`href="${ed.path(routes.contact).replace(/\/$/, '')}/?#contact-form"`));
    expect(html).toContain(ed.words.accessibility.reportUnpublished);
    expect(html).not.toMatch(/mailto:|tel:/);
    const published = render({ ...ed, club: publishedClub });
    expect(published).toContain(ed.words.accessibility.reportByMail);
    expect(published).not.toContain(ed.words.accessibility.reportUnpublished);
  });
});

describe('the tests read their figures from lib/accessibility/checks.ts', () => {
  it('axe, its phone scan, the widths, the target size, HTML_CodeSniffer and the Nu checker', () => {
    expect(source('e2e/axe.ts')).toMatch(/const everyRule = \[\.\.\.axeRuleTags\]/);
    expect(source('e2e/axe.ts')).toContain(`from '${checkerPackages.axe}'`);
    expect(source('e2e/a11y.spec.ts')).toMatch(/tags: \[\.\.\.axePhoneRuleTags\]/);
    expect(source('e2e/a11y.spec.ts')).toMatch(/width: checkWidths\.phoneMenu/);
    expect(source('playwright.config.ts')).toMatch(/const desktopWith = [^;]*viewport: \{ width: checkWidths\.desktop/);
    expect(source('playwright.config.ts')).toMatch(/name: 'desktop',\s+use: desktopWith\(/);
    expect(source('e2e/layout.spec.ts')).toMatch(/of checkWidths\.headerDesktop\)/);
    expect(source('e2e/layout.spec.ts')).toMatch(/of checkWidths\.headerPhone\)/);
    expect(source('e2e/everyPage.spec.ts')).toMatch(/width: checkWidths\.narrowest/);
    expect(source('e2e/everyPage.spec.ts')).toMatch(/width: checkWidths\.phone,/);
    expect(source('e2e/pageChecks.ts')).toMatch(/box\.width >= min && box\.height >= min[\s\S]*\}, minTargetSize\)/);
    expect(source('e2e/targets.spec.ts').match(/width: checkWidths\.phone,/g)).toHaveLength(2);
    expect(source('e2e/pageChecks.ts')).toMatch(/htmlcs\.process\(standard,[\s\S]*htmlcsStandard,\n/);
    expect(source('e2e/pageChecks.ts')).toContain('resolve(`${checkerPackages.htmlcs}/build/HTMLCS.js`)');
    expect(source('e2e/htmlValid.spec.ts')).toContain('`node_modules/${checkerPackages.nu}/build/dist/vnu.jar`');
  });
});
