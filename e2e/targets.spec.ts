import { tabTest as test, expect } from './fixtures';
import { pathIn, type Lang } from '@/lib/i18n/lang';
import { hrefs, routes } from '@/lib/routes';
import { checkWidths, minTargetSize } from '@/lib/accessibility/checks';

/**
 * On a phone (390 px), over one page of every kind in both editions: without JavaScript, every
 * control shown works (no button that needs a script to do anything, no field a script would read)
 * and the menu opens and closes; the skip link is a full target once it has focus. The target size
 * of every control on every page kind: e2e/everyPage.spec.ts (smallTargets, e2e/pageChecks.ts).
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: checkWidths.phone, height: 844 }, hasTouch: true, isMobile: true });
  test('the skip link, once it has focus, is a full target', async ({ page }) => {
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
  // One test per edition, its pages loaded in turn: without a script a load is quick, and a test's
  // own setup would cost more than its page.
  for (const lang of langs) {
    test(`${lang}: on every kind of page, every control shown works without a script`, async ({ page }) => {
      const problems: string[] = [];
      for (const kind of kinds) {
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
        problems.push(...needScript.map((control) => `${kind.name}: ${control} needs a script`));
        // Every link goes somewhere: no `#` that only a script would act on.
        const dead = await page.locator('a[href="#"], a:not([href])').evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).map((link) => link.outerHTML.slice(0, 80)));
        problems.push(...dead.map((link) => `${kind.name}: ${link} goes nowhere`));
      }
      expect(problems).toEqual([]);
    });
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
