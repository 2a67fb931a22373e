import { createRequire } from 'node:module';
import { test, expect } from './fixtures';
import { hrefs, routes } from '@/lib/routes';
import { checkerPackages, htmlcsStandard } from '@/lib/accessibility/checks';

/**
 * A second accessibility checker beside axe (e2e/a11y.spec.ts): HTML_CodeSniffer, the engine pa11y
 * runs, with its WCAG 2 AA standard. The two disagree at the edges (contrast of decorative text,
 * forms without a submit button), so the key pages of both editions pass both.
 */
const htmlcsScript = createRequire(__filename).resolve(`${checkerPackages.htmlcs}/build/HTMLCS.js`);

const keyPages = [
  routes.home,
  routes.expeditions,
  routes.shortNote,
  routes.expeditionReport,
  hrefs.report('Everest-2010'),
  routes.gallery,
  routes.contact,
  routes.records,
  routes.upcomingCourse,
];
const pages = [...keyPages, ...keyPages.map((path) => `/bn${path}`)];

type Issue = { code: string; message: string; selector: string };

// HTMLCS is injected as a script: the pages' Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

for (const path of pages) {
  test(`HTML_CodeSniffer (${htmlcsStandard}) finds no errors on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.addScriptTag({ path: htmlcsScript });
    const errors = await page.evaluate(
      (standard) =>
        new Promise<Issue[]>((resolve) => {
          const htmlcs = (window as unknown as { HTMLCS: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => { type: number; code: string; msg: string; element: Element }[] } }).HTMLCS;
          htmlcs.process(standard, document, () => {
            const describe = (element: Element) => {
              const id = element.id ? `#${element.id}` : '';
              const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 2).map((c) => `.${c}`).join('') ?? '';
              return `${element.tagName.toLowerCase()}${id}${classes}`;
            };
            // Type 1 is an error; 2 and 3 (warnings, notices) ask a person to look, as pa11y's default leaves them out.
            resolve(htmlcs.getMessages().filter((m) => m.type === 1).map((m) => ({ code: m.code, message: m.msg, selector: describe(m.element) })));
          });
        }),
      htmlcsStandard,
    );
    expect(errors.map((e) => `${e.code} at ${e.selector}: ${e.message}`)).toEqual([]);
  });
}
