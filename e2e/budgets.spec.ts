import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { jsFloor, pageWeight } from '../scripts/pageWeight';
import { exportedPagePaths, outDir } from './exportedSite';

const kb = 1024;

test('first-load byte budgets hold (gzip)', () => {
  const floor = jsFloor(outDir);
  expect(floor).toBeGreaterThan(0);
  // The framework plus the shared chrome (navbar toggle) is the floor; it must stay lean.
  expect(floor).toBeLessThan(165 * kb);

  // Record pages are static reading: within 10% of the floor.
  for (const pagePath of ['/MAK-organises-following-expeditions/', '/Everest-2010/', '/Gangstang-1990/', '/expedition-report/']) {
    expect(pageWeight(outDir, pagePath).js, pagePath).toBeLessThanOrEqual(floor * 1.1);
  }
  for (const pagePath of exportedPagePaths()) {
    const weight = pageWeight(outDir, pagePath);
    expect(weight.js, `${pagePath} JS`).toBeLessThanOrEqual(floor + 40 * kb);
    expect(weight.css, `${pagePath} CSS`).toBeLessThanOrEqual(25 * kb);
    // HTML includes the inlined stylesheet and, on the short-note page, all 40 accounts.
    expect(weight.html, `${pagePath} HTML`).toBeLessThanOrEqual(70 * kb);
  }
});

test('the lightbox is not part of any first load', () => {
  for (const pagePath of exportedPagePaths()) {
    for (const script of pageWeight(outDir, pagePath).scripts) {
      const source = readFileSync(path.join(outDir, script), 'utf8');
      expect(source.includes('yarl__'), `${pagePath} loads the lightbox in ${script}`).toBe(false);
    }
  }
});
