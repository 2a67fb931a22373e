/**
 * What the site's accessibility checks hold it to, in one place: the end-to-end tests (e2e/axe.ts,
 * a11y.spec.ts, layout.spec.ts, targets.spec.ts, htmlcs.spec.ts, htmlValid.spec.ts, and
 * playwright.config.ts's desktop width) read these figures, and the accessibility statement
 * (app/_pages/accessibility/) shows the same ones, so the page cannot say something the tests do
 * not do. Plain constants: a server component may import them; nothing here reaches the browser.
 */

/** The standard the site aims at: WCAG 2.2, level AA. */
export const wcagTarget = { name: 'WCAG', version: '2.2', level: 'AA' } as const;

/** The checkers' own names, in Latin letters in both editions (the statement marks them as English). */
export const checkerNames = { axe: 'axe-core', htmlcs: 'HTML_CodeSniffer', nu: 'v.Nu' } as const;

/** The npm packages of the checkers the tests run (their names as the statement shows them). */
export const checkerPackages = {
  /** axe-core, driven from Playwright (e2e/axe.ts). */
  axe: '@axe-core/playwright',
  /** HTML_CodeSniffer, the engine pa11y runs (e2e/htmlcs.spec.ts). */
  htmlcs: '@pa11y/html_codesniffer',
  /** The W3C Nu HTML checker, run with Java (e2e/htmlValid.spec.ts). */
  nu: 'vnu-jar',
} as const;

/** axe's rule tags every page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const axeRuleTags: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's rule tags on a phone with the menu open (home and contact pages). */
export const axePhoneRuleTags: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** The HTML_CodeSniffer standard the key pages are checked against. */
export const htmlcsStandard = 'WCAG2AA';

/** The smallest target a control outside running text may have, in CSS px (WCAG 2.2, 2.5.8). */
export const minTargetSize = 24;

/** The screen widths the tests use, in CSS px. */
export const checkWidths = {
  /** Every page's axe scan and most browser tests: the desktop project's window. */
  desktop: 1440,
  /** axe on the home and contact pages with the phone menu open. */
  phoneMenu: 360,
  /** Target sizes and the pages without JavaScript, one page of every kind in both editions. */
  phone: 390,
  /** No page of either edition may be wider than the screen. */
  narrowest: 320,
  /** The header fits the screen, menu closed and open. */
  headerPhone: [320, 390],
  /** Nothing in the header passes the content edge. */
  headerDesktop: [1024, 1280, 1440, 1920],
} as const;
