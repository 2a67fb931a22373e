import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeRuleTags } from '@/lib/accessibility/checks';

/** What every page is held to: WCAG 2.0–2.2 A and AA, and axe's best practices (the statement shows the same tags). */
const everyRule = [...axeRuleTags];

/**
 * axe's violations on the page, or in the part `include` selects. axe runs in the page itself
 * (legacy mode): its default runs each frame apart and opens a blank page to merge the results,
 * twice the time (3.1 to 3.9 s against 1.8 s on a report page, one worker). The site's pages hold
 * no frame until a visitor asks for the map, which no test here opens before a scan.
 */
export async function axeViolations(page: Page, { include, tags = everyRule }: { include?: string; tags?: string[] } = {}) {
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}
