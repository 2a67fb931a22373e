import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { axeRuleTags } from '@/lib/accessibility/checks';

/** What every page is held to: WCAG 2.0–2.2 A and AA, and axe's best practices (the statement shows the same tags). */
const everyRule = [...axeRuleTags];

/**
 * axe-core's minified build, read once per worker. The builder's default is the unminified one
 * (1.5 MB against 0.65 MB): the minified one takes a scan from 2.0 to 1.4 s (the same six pages,
 * one worker, n = 12 each).
 */
let axeSource: string | undefined;
// axe-core as the builder itself requires it (it is the builder's dependency, not ours).
const axeMinified = () => (axeSource ??= readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * The browser contexts whose every later page gets axe as it opens. The builder sends axe's source
 * through the debugging protocol and evaluates it twice on every scan (about 0.4 s a scan here);
 * given once to the context, it travels once and runs as each document starts, where the renderer's
 * compilation cache makes it cheap: a scan then costs 0.5 s against 0.8 s (five pages twice, one
 * worker). It only defines `window.axe`; the pages' own scripts never see it.
 */
const contextsWithAxe = new WeakSet<BrowserContext>();

/** Gives axe to the page's later documents; says whether this one has it already. */
async function axeInPage(page: Page): Promise<boolean> {
  const context = page.context();
  if (!contextsWithAxe.has(context)) {
    contextsWithAxe.add(context);
    await context.addInitScript(axeMinified());
  }
  return page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
}

/**
 * axe's violations on the page, or in the part `include` selects. axe runs in the page itself
 * (legacy mode): its default runs each frame apart and opens a blank page to merge the results,
 * twice the time (3.1 to 3.9 s against 1.8 s on a report page, one worker). The site's pages hold
 * no frame until a visitor asks for the map, which no test here opens before a scan.
 */
export async function axeViolations(page: Page, { include, tags = everyRule }: { include?: string; tags?: string[] } = {}) {
  // When the page has axe already, the builder's own injection is a statement that does nothing.
  const source = (await axeInPage(page)) ? ';' : axeMinified();
  const builder = new AxeBuilder({ page, axeSource: source }).withTags(tags).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}
