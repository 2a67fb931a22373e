import { test, tabTest, expect } from './fixtures';
import { exportedHtml, exportedPagePaths, readExported } from './exportedSite';
import { SITE_URL } from '@/lib/content';
import { pathIn, splitLangPath } from '@/lib/i18n/lang';
import { EDITOR_PATH } from '@/lib/editor/entryLinks';

/**
 * The Bengali edition: every page has a twin at /bn/<same path>, linked both ways, with the right
 * <html lang>, hreflang alternates and canonical; the sitemap lists both; the Bengali face loads on
 * Bengali pages only. Most checks read out/ (cheap for all 100+ pages); a few load a browser.
 */
const site = SITE_URL.replace(/\/$/, '');
const pages = exportedPagePaths();
const english = pages.filter((p) => splitLangPath(p).lang === 'en');
const bengali = pages.filter((p) => splitLangPath(p).lang === 'bn');

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map(([tag]) => tag);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const switchLink = (html: string) => tags(html, /<a [^>]*data-language-switch[^>]*>/g);
const alternates = (html: string) =>
  Object.fromEntries(tags(html, /<link rel="alternate" hrefLang="[^"]+" href="[^"]+"\/?>/g).map((tag) => [attr(tag, 'hrefLang'), attr(tag, 'href')]));

test('every English page has a Bengali twin and every Bengali page an English one', () => {
  expect(english.length).toBeGreaterThan(40);
  expect(bengali.map((p) => splitLangPath(p).path).sort()).toEqual([...english].sort());
});

test('<html lang> is en-IN on English pages and bn on Bengali pages', () => {
  for (const pagePath of pages) {
    const lang = /<html lang="([^"]+)"/.exec(exportedHtml(pagePath))?.[1];
    expect(lang, pagePath).toBe(splitLangPath(pagePath).lang === 'bn' ? 'bn' : 'en-IN');
  }
});

test('the language switch on every page leads to the same page in the other language', () => {
  for (const pagePath of pages) {
    const { lang, path } = splitLangPath(pagePath);
    const links = switchLink(exportedHtml(pagePath));
    expect(links, pagePath).toHaveLength(1);
    const other = lang === 'en' ? 'bn' : 'en';
    expect(attr(links[0]!, 'href'), pagePath).toBe(pathIn(other, path));
    expect(attr(links[0]!, 'hrefLang'), pagePath).toBe(other);
    expect(attr(links[0]!, 'lang'), pagePath).toBe(other);
  }
});

test('each twin is canonical in its own language and names both twins and x-default as alternates', () => {
  for (const pagePath of pages) {
    const html = exportedHtml(pagePath);
    const { lang } = splitLangPath(pagePath);
    const canonical = canonicalOf(html)!;
    // The English path the page is canonical for (an old alias names its current slug).
    const englishCanonical = splitLangPath(canonical.replace(site, '')).path;
    expect(canonical, pagePath).toBe(`${site}${pathIn(lang, englishCanonical)}`);
    expect(alternates(html), pagePath).toEqual({
      en: `${site}${englishCanonical}`,
      bn: `${site}${pathIn('bn', englishCanonical)}`,
      'x-default': `${site}${englishCanonical}`,
    });
    expect(/<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1], pagePath).toBe(lang === 'bn' ? 'bn_IN' : 'en_IN');
  }
});

test('the sitemap lists both twins of every page, each with its alternates', () => {
  const sitemap = readExported('sitemap.xml');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1]?.replace(site, ''),
    links: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
  }));
  const listed = entries.map((entry) => entry.loc);
  // Every page canonical to itself, but those that ask search engines not to index them (the search pages).
  const indexable = (html: string) => !/<meta name="robots" content="[^"]*noindex/.test(html);
  for (const pagePath of english.filter((p) => canonicalOf(exportedHtml(p)) === `${site}${p}` && indexable(exportedHtml(p)))) {
    expect(listed, pagePath).toContain(pagePath);
    expect(listed, pagePath).toContain(pathIn('bn', pagePath));
  }
  for (const entry of entries) {
    const path = splitLangPath(entry.loc!).path;
    expect(entry.links, entry.loc).toEqual({ en: `${site}${path}`, bn: `${site}${pathIn('bn', path)}`, 'x-default': `${site}${path}` });
  }
});

test('JSON-LD says which language a page is in', () => {
  for (const pagePath of ['/Everest-2010/', '/bn/Everest-2010/', '/gallery/', '/bn/gallery/']) {
    const html = exportedHtml(pagePath);
    const inLanguage = [...html.matchAll(/"inLanguage":"([^"]+)"/g)].map(([, value]) => value);
    expect(inLanguage.length, pagePath).toBeGreaterThan(0);
    expect(new Set(inLanguage), pagePath).toEqual(new Set([pagePath.startsWith('/bn/') ? 'bn' : 'en-IN']));
  }
});

/** Files that exist only in English: a Bengali page may link them (and says they are in English). */
const englishOnlyFile = /^\/(pdf|forms|events|og|artwork|images|gallery\/|_next|icon|data\/)|\.(pdf|ics|png|svg|jpe?g|webp|avif|csv|json)$/;

test('internal links on Bengali pages stay in the Bengali edition, except English-only files and the switch', () => {
  for (const pagePath of bengali) {
    const html = exportedHtml(pagePath);
    const strays = tags(html, /<a [^>]*href="\/[^"]*"[^>]*>/g)
      .filter((tag) => !tag.includes('data-language-switch'))
      .map((tag) => attr(tag, 'href')!)
      // The club's editor is one app for every edition (lib/editor/entryLinks.ts): a record's entry has no /bn/.
      .filter((href) => !href.startsWith('/bn/') && !href.startsWith(EDITOR_PATH) && !englishOnlyFile.test(href));
    expect(strays, pagePath).toEqual([]);
  }
});

test('the 404 page says it in both languages, each marked with its own lang', () => {
  const html = readExported('404.html');
  expect(html).toMatch(/<section lang="en-IN"/);
  expect(html).toMatch(/<section lang="bn"/);
  expect(html).toMatch(/<a [^>]*href="\/bn\/"[^>]*data-language-switch/);
});

/**
 * Untranslated English: the text of a Bengali page (header and footer too) must be Bengali: no run of four or more
 * Latin words, and no Latin word but an acronym, outside an element marked lang="en" or as a language in Latin
 * script (or code, or a URL).
 */
test('the text of every Bengali page is Bengali (no untranslated English sentence)', () => {
  const problems: string[] = [];
  for (const pagePath of bengali) {
    const main = /<body[^>]*>([\s\S]*)<\/body>/.exec(exportedHtml(pagePath))?.[1] ?? '';
    const text = main
      .replace(/<(script|style|code|pre)\b[\s\S]*?<\/\1>/g, ' ')
      // Drop every element marked as English, or as another language written in Latin letters (a
      // peak's other names as sources write them, `ne-Latn`), with its content (nesting of the same tag is rare here).
      .replace(/<(\w+)[^>]*\slang="(?:en(?:-IN)?|[a-z]{2,3}-Latn)"[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' ')
      .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, ' ');
    const run = /(?:\b[A-Za-z][A-Za-z’'-]*\b[\s,.;:()–-]+){3}\b[A-Za-z][A-Za-z’'-]*\b/.exec(text);
    if (run) problems.push(`${pagePath}: “${run[0].trim()}”`);
    // Latin script may remain only for acronyms (MAK, PDF, IMF) and the .ics file type.
    const words = new Set(text.match(/\b[A-Za-z][A-Za-z’'-]*\b/g) ?? []);
    const english = [...words].filter((word) => !/^[A-Z]{2,}$/.test(word) && word !== 'ics');
    if (english.length > 0) problems.push(`${pagePath}: English words ${english.join(', ')}`);
    // A file that exists only in English is said to be in English once, not twice.
    const twice = /ইংরেজিতে[^।]{0,12}ইংরেজিতে/.exec(text);
    if (twice) problems.push(`${pagePath}: says “ইংরেজিতে” twice: “${twice[0]}”`);
    const latinDigits = text.match(/\S*[0-9]\S*/g);
    if (latinDigits) problems.push(`${pagePath}: Latin digits in ${latinDigits.slice(0, 3).join(', ')}`);
  }
  expect(problems).toEqual([]);
});

test('pictures on Bengali pages carry no English text: expedition illustrations are the unlabelled ones', () => {
  let seen = 0;
  for (const pagePath of bengali) {
    for (const src of exportedHtml(pagePath).match(/\/artwork\/expeditions\/[^"\s,\\]+/g) ?? []) {
      seen++;
      expect(src, pagePath).toMatch(/\.unlabelled\.svg$/);
      expect(readExported(src.slice(1)), src).not.toMatch(/<text/);
    }
  }
  expect(seen).toBeGreaterThan(40);
});

test.describe('in the browser', () => {
  test('an English page never requests the Bengali face (only the language link’s word); a Bengali page loads and uses it', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    const bengaliFace = /noto-sans-bengali-site\./;
    await page.goto('/MAK-organises-following-expeditions/');
    await page.waitForLoadState('networkidle');
    expect(fontRequests.filter((url) => bengaliFace.test(url))).toEqual([]);
    expect(fontRequests.filter((url) => /bengali/i.test(url)).every((url) => /noto-sans-bengali-language-name\./.test(url))).toBe(true);

    await page.goto('/bn/MAK-organises-following-expeditions/');
    await page.waitForLoadState('networkidle');
    expect(fontRequests.filter((url) => bengaliFace.test(url))).toHaveLength(1);
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = getComputedStyle(document.body).fontFamily;
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
      return { family, loaded };
    });
    expect(used.family).toMatch(/bengali/i);
    expect(used.loaded.some((family) => /bengali/i.test(family))).toBe(true);
  });

  tabTest('the switch keeps the visitor on the same page, both ways, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/Indrasan-2003/');
    const toBengali = page.locator('[data-language-switch]');
    await expect(toBengali).toBeVisible();
    await toBengali.click();
    await expect(page).toHaveURL(/\/bn\/Indrasan-2003\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.locator('[data-language-switch]').click();
    await expect(page).toHaveURL(/\/Indrasan-2003\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});
