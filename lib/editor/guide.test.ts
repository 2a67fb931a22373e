import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edition, everyEdition } from '@/lib/edition';
import { BASE_LANG } from '@/lib/i18n/lang';
import { editorGuidePage, GUIDE_IMAGE_FOLDER, guideMarkdownFile, guidePageFile, pngSize } from './guide';
import { editorPage } from './page';

/**
 * The maintainers' guide (docs/editor-guide.<lang>.md): one per interface language of the editor,
 * each linking the others, showing only pictures that exist, naming the editor's collections by
 * the labels the editor itself shows, and saying the same in every language.
 */
const root = path.resolve(__dirname, '..', '..');
const editions = everyEdition();
const guides = editions.map((ed) => {
  const file = path.join(root, guideMarkdownFile(ed));
  return { ed, file: guideMarkdownFile(ed), exists: existsSync(file), markdown: existsSync(file) ? readFileSync(file, 'utf8') : '' };
});
const guideOf = (lang: string) => guides.find((guide) => guide.ed.lang === lang)!;

/** The Markdown without what is not prose: code blocks, code spans, the addresses of links and pictures. */
const prose = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
const pictures = (markdown: string) => [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, href]) => href!);
const headings = (markdown: string) => markdown.split('\n').filter((line) => /^#{1,6} /.test(line));
const codeBlocks = (markdown: string) => [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map(([, code]) => code!);
/** Numbered steps and list items, as a shape: one entry per item, its indent and kind. */
const listShape = (markdown: string) =>
  prose(markdown)
    .split('\n')
    .map((line) => /^(\s*)(\d+\.|-) /.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match![1]!.length}${match![2] === '-' ? '-' : '1.'}`);

/** The collection labels of an interface language, and, in its guide, the collections it names (“label” অংশ, the “label” collection). */
const collectionNaming: Record<string, RegExp> = { bn: /“([^”]+)” অংশ/gu, en: /“([^”]+)” collection/gu };

describe('the editor’s guide', () => {
  it('exists in every language of the editor’s interface', () => {
    expect(guides.filter((guide) => !guide.exists).map((guide) => guide.file)).toEqual([]);
  });

  it('links the guide in each other language', () => {
    for (const guide of guides) {
      for (const other of editions.filter((ed) => ed !== guide.ed)) {
        expect(guide.markdown, `${guide.file} → ${guideMarkdownFile(other)}`).toContain(`](${path.basename(guideMarkdownFile(other))})`);
      }
    }
  });

  it('shows only pictures that are in docs/editor-guide/, and every picture there is shown', () => {
    const shown = new Set<string>();
    for (const guide of guides) {
      for (const href of pictures(guide.markdown)) {
        expect(href, guide.file).toMatch(/^editor-guide\/[^/]+\.png$/);
        expect(existsSync(path.join(root, 'docs', href)), `${guide.file} shows ${href}`).toBe(true);
        shown.add(path.basename(href));
      }
    }
    expect(shown.size).toBeGreaterThan(0);
    expect(readdirSync(path.join(root, GUIDE_IMAGE_FOLDER)).filter((name) => !shown.has(name))).toEqual([]);
  });

  it('keeps its pictures small (under 1.5 MB together) and at the size they were taken, 1280×800', () => {
    const folder = path.join(root, GUIDE_IMAGE_FOLDER);
    const files = readdirSync(folder);
    const total = files.reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
    for (const name of files) expect(pngSize(readFileSync(path.join(folder, name))), name).toEqual({ width: 1280, height: 800 });
  });

  it('writes the Bengali guide in Bengali letters (names of files, commands and GitHub’s messages aside)', () => {
    const letters = [...prose(guideOf('bn').markdown).matchAll(/\p{L}/gu)].map(([letter]) => letter);
    const bengali = letters.filter((letter) => /\p{Script=Bengali}/u.test(letter));
    expect(letters.length).toBeGreaterThan(2000);
    expect(bengali.length / letters.length).toBeGreaterThan(0.9);
  });

  it('names the editor’s collections by the labels the editor shows, and every one of them', () => {
    for (const guide of guides) {
      const collections = guide.ed.words.editor.collections;
      const folderLabels = [collections.expeditions, collections.peaks, collections.people, collections.sources, collections.events, collections.courses, collections.site].map((words) => words.label);
      const named = [...guide.markdown.matchAll(collectionNaming[guide.ed.lang]!)].map(([, label]) => label!);
      expect(named.length, guide.file).toBeGreaterThan(0);
      expect(named.filter((label) => !folderLabels.includes(label)), guide.file).toEqual([]);
      const allLabels = Object.values(collections).map((words) => words.label);
      expect(allLabels.filter((label) => !guide.markdown.includes(`“${label}”`)), guide.file).toEqual([]);
    }
  });

  it('says the same in every language: the same sections, steps, pictures and messages', () => {
    const english = guideOf(BASE_LANG).markdown;
    for (const guide of guides.filter((candidate) => candidate.ed.lang !== BASE_LANG)) {
      expect(headings(guide.markdown).map((line) => line.split(' ')[0]), guide.file).toEqual(headings(english).map((line) => line.split(' ')[0]));
      expect(listShape(guide.markdown), guide.file).toEqual(listShape(english));
      expect(codeBlocks(guide.markdown), guide.file).toEqual(codeBlocks(english));
      expect(pictures(guide.markdown).map((href) => href.replace(`.${guide.ed.lang}.`, '.')), guide.file).toEqual(pictures(english).map((href) => href.replace(`.${BASE_LANG}.`, '.')));
    }
  });
});

describe('the guide’s page (/admin/guide/<lang>.html)', () => {
  for (const ed of editions) {
    it(`is never indexed and says its language (${ed.lang})`, () => {
      const { html } = editorGuidePage(ed, guideOf(ed.lang).markdown);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${ed.locale.htmlLang}">`));
      expect(html).toContain(`<title>${guideOf(ed.lang).markdown.split('\n')[0]!.replace(/^# /, '')}</title>`);
      expect(html).toContain(`href="../?ui=${ed.lang}"`);
      expect(html).not.toContain('<script');
    });
  }

  it('links the other language’s page and shows the pictures beside it, at their size', () => {
    const { html, images } = editorGuidePage(edition('en'), '# Guide\n\n[বাংলা](editor-guide.bn.md)\n\n![The list](editor-guide/collections.en.png)\n', () => ({ width: 1280, height: 800 }));
    expect(html).toContain('<a href="bn.html">বাংলা</a>');
    expect(html).toContain('<a href="collections.en.png"><img src="collections.en.png" alt="The list" width="1280" height="800" loading="lazy"></a>');
    expect(images).toEqual(['collections.en.png']);
  });

  it('refuses a link the published page could not follow, a picture from elsewhere, and a guide without a title', () => {
    const en = edition('en');
    expect(() => editorGuidePage(en, '# Guide\n\nSee [the README](../README.md).\n')).toThrow(/docs\/editor-guide\.en\.md links to "\.\.\/README\.md"/);
    expect(() => editorGuidePage(en, '# Guide\n\n![x](https://example.org/x.png)\n')).toThrow(/shows "https:\/\/example\.org\/x\.png"/);
    expect(() => editorGuidePage(en, 'No title here.\n')).toThrow(/has no title/);
  });

  it('shows HTML written into the Markdown as text', () => {
    const { html } = editorGuidePage(edition('en'), '# Guide\n\n<script>alert(1)</script>\n');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('reads a PNG’s size from its header', () => {
    const header = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 5, 0, 0, 0, 3, 0x20]);
    expect(pngSize(header)).toEqual({ width: 1280, height: 800 });
    expect(pngSize(Uint8Array.from([1, 2, 3]))).toBeUndefined();
  });
});

describe('the editor’s page', () => {
  it('links the guide in each interface language', () => {
    const html = editorPage([edition('bn'), edition('en')]);
    for (const ed of editions) expect(html).toContain(`<a class="editor-guide" href="guide/${guidePageFile(ed)}" lang="${ed.locale.htmlLang}">${ed.words.editor.guide}</a>`);
  });
});
