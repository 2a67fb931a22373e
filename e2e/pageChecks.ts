import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { checkerPackages, htmlcsStandard, minTargetSize } from '@/lib/accessibility/checks';

/**
 * The checks e2e/everyPage.spec.ts runs in a loaded page, one after another on the same load:
 * each returns what it found wrong, as lines a failing test prints.
 */

/** Headings start at h1 and never skip a level (h2 → h4). */
export async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
  const problems = levels[0] === 1 ? [] : [`the first heading is h${levels[0] ?? '(none)'}, not h1`];
  if (levels.filter((level) => level === 1).length !== 1) problems.push(`${levels.filter((level) => level === 1).length} h1 headings`);
  const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
  if (skips.length > 0) problems.push(`a heading level is skipped: ${levels.join(',')}`);
  return problems;
}

/** The page is no wider than the window (at the window size the test set). */
export async function widthProblems(page: Page): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  return scrollWidth > innerWidth ? [`${scrollWidth - innerWidth} px wider than a ${innerWidth} px screen`] : [];
}

/**
 * Every link, button and field shown that is not inside running text is at least the least target
 * size (24 × 24 px, WCAG 2.2's 2.5.8; a link in a sentence is exempt, as the criterion exempts it).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]');
    const blockOf = (element: Element): Element => {
      for (let current = element.parentElement; current; current = current.parentElement) {
        const display = getComputedStyle(current).display;
        if (!display.startsWith('inline') && display !== 'contents') return current;
      }
      return document.body;
    };
    /**
     * A link in a sentence: its block holds three words or more besides the links' own (a label
     * such as "2010: Climbed" beside a link is not a sentence).
     */
    const inRunningText = (element: HTMLElement) => {
      if (element.tagName !== 'A' || !getComputedStyle(element).display.startsWith('inline')) return false;
      const block = blockOf(element);
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      let words = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('a, button')) continue;
        words += (node.textContent ?? '').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      }
      return words >= 3;
    };
    const small: string[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not shown: not rendered, or clipped to nothing (the skip link until it has focus).
      const clipped = style.clipPath.startsWith('inset(50%') || /rect\(0(px)?,? 0(px)?/.test(style.clip);
      if (box.width <= 1 || box.height <= 1 || clipped || style.visibility === 'hidden' || element.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
      if (box.width >= min && box.height >= min) continue;
      if (inRunningText(element)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push(`${element.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    return small;
  }, minTargetSize);
}

/** HTML_CodeSniffer, the engine pa11y runs, read once per worker. */
let htmlcsSource: string | undefined;

/**
 * HTML_CodeSniffer's errors (its type 1; warnings and notices ask a person to look, and pa11y's
 * default leaves them out too) against its WCAG 2 AA standard. The checker is evaluated in the page
 * through the browser's debugging protocol, which the page's Content-Security-Policy does not govern.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  htmlcsSource ??= readFileSync(createRequire(__filename).resolve(`${checkerPackages.htmlcs}/build/HTMLCS.js`), 'utf8');
  await page.evaluate(htmlcsSource);
  return page.evaluate(
    (standard) =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => { type: number; code: string; msg: string; element: Element }[] } }).HTMLCS;
        htmlcs.process(standard, document, () => {
          const describe = (element: Element) => {
            const id = element.id ? `#${element.id}` : '';
            const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 2).map((c) => `.${c}`).join('') ?? '';
            return `${element.tagName.toLowerCase()}${id}${classes}`;
          };
          resolve(htmlcs.getMessages().filter((m) => m.type === 1).map((m) => `${m.code} at ${describe(m.element)}: ${m.msg}`));
        });
      }),
    htmlcsStandard,
  );
}
