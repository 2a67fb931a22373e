import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeRuleTags } from '@/lib/accessibility/checks';

/** What every page is held to: WCAG 2.0–2.2 A and AA, and axe's best practices (the statement shows the same tags). */
const everyRule = [...axeRuleTags];

/**
 * axe-core's minified build, read once per worker. The builder's default is the unminified one
 * (1.5 MB against 0.65 MB), which it sends to the page and compiles twice per scan: the minified
 * one takes a scan from 2.0 to 1.4 s (the same six pages, one worker, n = 12 each).
 */
let axeSource: string | undefined;

/**
 * axe's violations on the page, or in the part `include` selects. axe runs in the page itself
 * (legacy mode): its default runs each frame apart and opens a blank page to merge the results,
 * twice the time (3.1 to 3.9 s against 1.8 s on a report page, one worker). The site's pages hold
 * no frame until a visitor asks for the map, which no test here opens before a scan.
 */
export async function axeViolations(page: Page, { include, tags = everyRule }: { include?: string; tags?: string[] } = {}) {
  // axe-core as the builder itself requires it (it is the builder's dependency, not ours).
  axeSource ??= readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
  const builder = new AxeBuilder({ page, axeSource }).withTags(tags).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}
