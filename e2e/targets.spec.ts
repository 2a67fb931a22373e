import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { pathIn, type Lang } from '@/lib/i18n/lang';
import { hrefs, routes } from '@/lib/routes';
import { checkWidths, minTargetSize } from '@/lib/accessibility/checks';

/**
 * Targets and no-JavaScript, on a phone (390 px), over one page of every kind in both editions:
 * - every link, button and field that is not inside running text is at least 24 × 24 px (WCAG 2.2's
 *   target size, 2.5.8; a link in a sentence is exempt, as the criterion exempts it);
 * - without JavaScript, every control shown works: no button that needs a script to do anything, no
 *   field a script would read, and the menu opens and closes.
 */

/** One page of each kind: the fixed pages, a report, a peak, a person, a search with a query, the 404 page. */
const kinds: { name: string; path: string }[] = [
  ...(Object.keys(routes) as (keyof typeof routes)[]).map((key) => ({ name: key, path: routes[key] })),
  { name: 'report', path: hrefs.report('Everest-2010') },
  { name: 'peak', path: hrefs.peak('everest') },
  { name: 'person', path: hrefs.person('basanta-singha-roy') },
  { name: 'search with a query', path: `${routes.search}?q=everest` },
];
const langs: Lang[] = ['en', 'bn'];

type Small = { what: string; width: number; height: number };

/** The page's controls smaller than the least target size (24 × 24 px), leaving out links in running text and what is not shown. */
async function smallTargets(page: Page): Promise<Small[]> {
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
    const small: { what: string; width: number; height: number }[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not shown: not rendered, or clipped to nothing (the skip link until it has focus).
      const clipped = style.clipPath.startsWith('inset(50%') || /rect\(0(px)?,? 0(px)?/.test(style.clip);
      if (box.width <= 1 || box.height <= 1 || clipped || style.visibility === 'hidden' || element.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
      if (box.width >= min && box.height >= min) continue;
      if (inRunningText(element)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push({ what: `${element.tagName.toLowerCase()} "${name}"`, width: Math.round(box.width), height: Math.round(box.height) });
    }
    return small;
  }, minTargetSize);
}

test.describe(`on a phone, every control outside running text is at least ${minTargetSize} × ${minTargetSize} px`, () => {
  test.use({ viewport: { width: checkWidths.phone, height: 844 }, hasTouch: true, isMobile: true });
  for (const lang of langs) {
    for (const kind of kinds) {
      test(`${lang}: ${kind.name}`, async ({ page }) => {
        await page.goto(pathIn(lang, kind.path));
        // The opened menu's controls too.
        await page.locator('#site-menu-toggle').click();
        await expect(page.locator('#site-menu')).toBeVisible();
        expect(await smallTargets(page)).toEqual([]);
      });
    }
  }
  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page/');
    expect(await smallTargets(page)).toEqual([]);
  });
  test('the skip link, once it has focus', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(minTargetSize);
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: { width: checkWidths.phone, height: 844 }, javaScriptEnabled: false });
  for (const lang of langs) {
    for (const kind of kinds) {
      test(`${lang}: ${kind.name}: every control shown works without a script`, async ({ page }) => {
        await page.goto(pathIn(lang, kind.path));
        const needScript = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, [role="button"]')]
            .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
            // A submit button or a field of a form that sends itself somewhere works without a script.
            .filter((element) => {
              const form = element.closest('form');
              const sends = form !== null && form.getAttribute('action') !== null;
              return !(sends && (element.tagName !== 'BUTTON' || (element as HTMLButtonElement).type === 'submit'));
            })
            .map((element) => `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name ?? '').trim().slice(0, 40)}`),
        );
        expect(needScript).toEqual([]);
        // Every link goes somewhere: no `#` that only a script would act on.
        const dead = await page.locator('a[href="#"], a:not([href])').evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).map((link) => link.outerHTML.slice(0, 80)));
        expect(dead).toEqual([]);
      });
    }
  }

  test('the phone menu opens, and closes again', async ({ page }) => {
    await page.goto('/peaks/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Close menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Open menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
