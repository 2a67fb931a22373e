import { club, SITE_URL } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { allExpeditions } from '@/lib/expeditions';
import { langs, pathIn, type Lang } from '@/lib/i18n/lang';
import { people } from '@/lib/people';
import { hrefs, routes } from '@/lib/routes';
import { tabTest as test, expect } from './fixtures';
import { exportedHtml } from './exportedSite';

/**
 * The people of the records: a page per person of the registry in both editions, linked both ways
 * with the report pages (and from the short notes and the office bearers), each carrying a valid
 * schema.org Person, and /member/ usable without JavaScript. Most checks read out/.
 */
const site = SITE_URL.replace(/\/$/, '');

/** A person's page in an edition: `/member/rumpa-das/`, `/bn/member/rumpa-das/`. */
const personPath = (lang: Lang, id: string) => pathIn(lang, hrefs.person(id));
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const hrefsIn = (html: string) => new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&')));
/** The `<main>` of a page, so the header and footer's links do not count. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const parsed = JSON.parse(json!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test('every person of the registry has a page in both editions, headed with their name in that edition', () => {
  expect(people.length).toBeGreaterThan(40);
  for (const lang of langs) {
    for (const person of editionOf(lang).people) {
      const path = personPath(lang, person.id);
      expect(h1Of(exportedHtml(path)), path).toBe(person.name);
    }
  }
});

test('report pages link each team member to their page, and each person page links back to the report', () => {
  let links = 0;
  for (const lang of langs) {
    for (const e of allExpeditions) {
      const report = pathIn(lang, hrefs.report(e.slug));
      const linked = [...hrefsIn(mainOf(exportedHtml(report)))].filter((href) => href.startsWith(pathIn(lang, routes.member)));
      expect(linked.sort(), report).toEqual(e.members.map((m) => personPath(lang, m.person)).sort());
      for (const member of e.members) {
        const personPage = personPath(lang, member.person);
        expect(hrefsIn(mainOf(exportedHtml(personPage))).has(report), `${personPage} → ${report}`).toBe(true);
        links++;
      }
    }
  }
  expect(links).toBeGreaterThan(100);
});

test('every report a person page links to names that person on its team (no stray links)', () => {
  for (const lang of langs) {
    for (const person of people) {
      const page = personPath(lang, person.id);
      const reports = [...hrefsIn(mainOf(exportedHtml(page)))].filter((href) => allExpeditions.some((e) => href === pathIn(lang, hrefs.report(e.slug))));
      const named = allExpeditions.filter((e) => e.members.some((m) => m.person === person.id)).map((e) => pathIn(lang, hrefs.report(e.slug)));
      expect(reports.sort(), page).toEqual(named.sort());
    }
  }
});

test('the short notes link every team member to their page, and /member/ links every person', () => {
  for (const lang of langs) {
    const notes = hrefsIn(mainOf(exportedHtml(pathIn(lang, routes.shortNote))));
    for (const id of new Set(allExpeditions.flatMap((e) => e.members.map((m) => m.person)))) {
      expect(notes.has(personPath(lang, id)), `${lang} short notes → ${id}`).toBe(true);
    }
    const members = hrefsIn(mainOf(exportedHtml(pathIn(lang, routes.member))));
    for (const person of people) expect(members.has(personPath(lang, person.id)), `${lang} /member/ → ${person.id}`).toBe(true);
  }
});

test('each person page carries one schema.org Person: its name, its address, the same @id on both twins', () => {
  for (const person of people) {
    const ids = new Set<unknown>();
    for (const lang of langs) {
      const path = personPath(lang, person.id);
      const html = exportedHtml(path);
      const persons = jsonLd(html).filter((item) => item['@type'] === 'Person');
      expect(persons, path).toHaveLength(1);
      const [ld] = persons;
      expect(ld!['@context']).toBe('https://schema.org');
      expect(ld!.name, path).toBe(h1Of(html));
      expect(ld!.url, path).toBe(`${site}${path}`);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(ld!.url);
      ids.add(ld!['@id']);
      const alternate = (ld!.alternateName ?? []) as string[];
      // Every spelling a source uses but a misprint, unless it is the page's own name (a Bengali press spelling may be).
      for (const variant of person.variants) expect(alternate.includes(variant.name), `${path} ${variant.name}`).toBe(!variant.slip && variant.name !== ld!.name);
      expect(alternate, path).not.toContain(ld!.name);
    }
    expect(ids.size, person.id).toBe(1);
  }
});

test('Person JSON-LD makes someone a member of the club only where a source says so', () => {
  const ld = (id: string) => jsonLd(exportedHtml(hrefs.person(id))).find((item) => item['@type'] === 'Person')!;
  // A leader of the club's teams, and an office bearer on no expedition: members.
  for (const id of ['basanta-singha-roy', 'pramathesh-das-mahapatra']) {
    expect(ld(id).memberOf, id).toMatchObject({ '@type': 'SportsOrganization', name: club.name });
  }
  // A high-altitude Sherpa, a partner club's climber and a person the records name without a role: not said to be members.
  for (const id of ['pasang-phutar-sherpa', 'muntasir-mamun-imran', 'prem-singh']) expect(ld(id), id).not.toHaveProperty('memberOf');
});

test('/member/ carries an ItemList of the people it lists, in its order', () => {
  const html = exportedHtml('/member/');
  const list = jsonLd(html).find((item) => item['@type'] === 'ItemList')!;
  const items = list.itemListElement as Array<{ position: number; url: string; name: string }>;
  const listed = [...mainOf(html).matchAll(/<li [^>]*data-person="([^"]+)"/g)].map(([, id]) => id!);
  expect(items.map((item) => item.url)).toEqual(listed.map((id) => `${site}${hrefs.person(id)}`));
  expect(items.map((item) => item.position)).toEqual(listed.map((_, i) => i + 1));
  expect(list.numberOfItems).toBe(listed.length);
});

test('a death on a climb is told as the record tells it, with the report one link away', () => {
  const html = exportedHtml('/member/subrata-ghosh/');
  const row = /<tr [^>]*data-report="Everest-2025"[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
  expect(row).toContain('href="/Everest-2025/"');
  expect(row).toContain('died on the descent');
  expect(row).toContain('href="/Everest-2025/#conflicts-heading"');
  expect(row).toContain('data-summit="listed"');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/member/ lists everyone with their counts, and a name leads to the person’s page', async ({ page }) => {
    await page.goto('/member/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members and expedition teams');
    const named = new Set(allExpeditions.flatMap((e) => e.members.map((m) => m.person)));
    await expect(page.locator('main li[data-person]')).toHaveCount(named.size);
    const rumpaExpeditions = allExpeditions.filter((e) => e.members.some((m) => m.person === 'rumpa-das')).length;
    const card = page.locator('li[data-person="rumpa-das"]');
    await expect(card).toContainText(`${rumpaExpeditions} expeditions`);
    await card.getByRole('link', { name: 'Rumpa Das' }).click();
    await expect(page).toHaveURL(/\/member\/rumpa-das\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rumpa Das');
    await expect(page.locator('table[data-person-expeditions] tbody tr')).toHaveCount(rumpaExpeditions);
  });
});
