import { tabTest as test, expect } from './fixtures';

// Each fixed route's heading, breadcrumb, chrome and clean console are checked in a11y.spec.ts,
// in the same page load as its accessibility scan.

test('the navbar marks the current page', async ({ page }) => {
  await page.goto('/gallery/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(['Gallery']);
});
