import { readRecordFolder } from '@/lib/content';
import { hrefs, routes } from '@/lib/routes';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml } from './exportedSite';

/**
 * The claims ledger in the exported HTML of both editions, read from out/ with no browser: the
 * summit claims page lists every claim once (every summiter of every summit the expedition files
 * write, read here without lib/claims) and links each expedition's report; each report page and
 * each summiter's page shows its own entries.
 */
type RawSummit = { peak: string; summiters?: string[] };
type RawRecord = { slug: string; summits?: RawSummit[] };
const records = readRecordFolder('expeditions').map((record) => record.data as RawRecord);
const claims = records.flatMap((e) =>
  (e.summits ?? []).flatMap((summit) => (summit.summiters ?? [undefined]).map((person) => ({ slug: e.slug, person, id: [e.slug, summit.peak, person].filter(Boolean).join('/') }))),
);
/** How often `marker` is in the page's markup (React's copy of the props in its scripts left out). */
const occurrences = (html: string, marker: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').split(marker).length - 1;

for (const prefix of ['', '/bn']) {
  test(`${prefix || '/'}: the summit claims page lists every claim and links each report; reports and people show their own`, () => {
    expect(claims.length).toBeGreaterThan(0);
    const page = exportedHtml(`${prefix}${routes.summits}`);
    for (const claim of claims) expect(occurrences(page, `data-claim="${claim.id}"`), claim.id).toBe(1);
    expect(occurrences(page, 'data-claim="')).toBe(claims.length);
    for (const slug of new Set(claims.map((claim) => claim.slug))) {
      const link = new RegExp(`<a\\b[^>]*data-report-link="${slug}"[^>]*>`).exec(page)?.[0];
      expect(link, slug).toContain(`href="${prefix}${hrefs.report(slug)}"`);
    }

    for (const e of records) {
      const report = exportedHtml(`${prefix}${hrefs.report(e.slug)}`);
      const own = claims.filter((claim) => claim.slug === e.slug);
      expect(occurrences(report, 'data-summit-claims=""'), e.slug).toBe(own.length > 0 ? 1 : 0);
      for (const claim of own) expect(occurrences(report, `data-claim="${claim.id}"`), `${e.slug}: ${claim.id}`).toBe(1);
    }

    for (const claim of claims.filter((entry) => entry.person !== undefined)) {
      const person = exportedHtml(`${prefix}${hrefs.person(claim.person!)}`);
      expect(occurrences(person, `data-claim="${claim.id}"`), `${claim.person}: ${claim.id}`).toBe(1);
      expect(person, claim.person).toContain(`href="${prefix}${routes.summits}#summit-${claim.slug}-`);
    }
  });
}
