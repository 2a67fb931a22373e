import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { exportedHtml, exportedPagePaths } from './exportedSite';
import { SITE_URL } from '@/lib/content';
import { EDITOR_PATH } from '@/lib/editor/entryLinks';

const siteOrigin = new URL(SITE_URL).origin;

/** Internal URLs referenced by a page: links, images, scripts, styles, icons and social cards. */
function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, value] of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) urls.push(value!);
  for (const [, set] of html.matchAll(/\ssrcset="([^"]+)"/g)) urls.push(...set!.split(',').map((part) => part.trim().split(/\s+/)[0]!));
  for (const [, value] of html.matchAll(/<meta[^>]+(?:property|name)="(?:og:image|twitter:image)"[^>]+content="([^"]+)"/g)) urls.push(value!);
  return urls
    .map((url) => url.replace(/&amp;/g, '&'))
    .map((url) => (url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) || '/' : url))
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    // The club's editor is an app of its own beside the pages (lib/editor, out/admin/): a record's
    // entry in it (`/admin/#/collections/…`) is the app's route, not a page's anchor.
    .filter((url) => !url.startsWith(EDITOR_PATH));
}

test('every internal link, image, script and PDF on every page resolves', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = exportedPagePaths();
  const referencedBy = new Map<string, string>();
  const anchors: Array<{ from: string; path: string; id: string }> = [];
  for (const pagePath of pages) {
    for (const url of referencedUrls(exportedHtml(pagePath))) {
      const [pathAndQuery = url, fragment] = url.split('#');
      const target = pathAndQuery.split('?')[0]!;
      if (!referencedBy.has(target)) referencedBy.set(target, pagePath);
      if (fragment) anchors.push({ from: pagePath, path: target, id: decodeURIComponent(fragment) });
    }
  }
  expect(referencedBy.size).toBeGreaterThan(50);

  const broken: string[] = [];
  let pdfCount = 0;
  for (const [target, from] of referencedBy) {
    // No redirects: every internal link should already point at the final URL (trailing slash and all).
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${target} (HTTP ${response.status()}, linked from ${from})`);
      continue;
    }
    if (target.endsWith('.pdf')) {
      pdfCount += 1;
      const bytes = await response.body();
      try {
        const pdf = await PDFDocument.load(bytes);
        if (pdf.getPageCount() < 1) broken.push(`${target} has no pages`);
      } catch (error) {
        broken.push(`${target} does not open as a PDF: ${(error as Error).message}`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(pdfCount).toBeGreaterThan(0);

  // Each page's ids found once (a walk of out/ and a read per anchor took most of this test's time).
  const pageSet = new Set(pages);
  const idsOf = new Map<string, Set<string>>();
  const hasId = (pagePath: string, id: string) => {
    if (!idsOf.has(pagePath)) idsOf.set(pagePath, new Set(Array.from(exportedHtml(pagePath).matchAll(/\sid="([^"]+)"/g), ([, found]) => found!)));
    return idsOf.get(pagePath)!.has(id);
  };
  const missingAnchors = anchors
    .filter(({ path, id }) => pageSet.has(path) && !hasId(path, id))
    .map(({ from, path, id }) => `${path}#${id} (linked from ${from})`);
  expect([...new Set(missingAnchors)]).toEqual([]);
});
