import type { Edition } from '@/lib/edition';
import { guidePageFile } from './guide';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The editor's page (/admin/index.html), its interface languages in order (the first is the one a
 * maintainer sees first). Decap draws everything else; the page holds what shows before it does or
 * when it cannot: a switch between the interface languages, each named in its own language, the
 * link to the maintainers' guide (/admin/guide/<lang>.html, lib/editor/guide.ts), and the notices
 * for a browser without JavaScript or an editor that failed to start. Never indexed.
 */
export function editorPage(editions: readonly Edition[]): string {
  const [first] = editions;
  if (!first) throw new Error('lib/editor/page.ts: the editor needs at least one interface language');
  const inEach = (words: (ed: Edition) => string) => editions.map((ed) => `<span lang="${ed.locale.htmlLang}">${escape(words(ed))}</span>`).join(' · ');
  return `<!doctype html>
<html lang="${first.locale.htmlLang}" data-interfaces="${editions.map((ed) => ed.lang).join(' ')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${editions.map((ed) => escape(ed.words.editor.title)).join(' · ')}</title>
<link rel="icon" href="/icon.svg">
<style>
  /* The site's Bengali face, whole (a maintainer types any word), for Bengali letters only. */
  @font-face { font-family: 'Noto Sans Bengali (editor)'; src: url('fonts/noto-sans-bengali.woff2') format('woff2'); font-weight: 100 900; font-display: swap; unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+20B9, U+25CC; }
  *:not(code, pre) { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Bengali (editor)', sans-serif !important; }
  .editor-corner { position: fixed; z-index: 1000; inset-block-end: 0.5rem; inset-inline-start: 0.5rem; display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0.5rem; border-radius: 0.5rem; background: #fff; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); font: 14px/1.4 system-ui, sans-serif; }
  .editor-interface { display: flex; gap: 0.5rem; }
  .editor-corner a { display: inline-block; min-block-size: 24px; padding: 0.125rem 0.375rem; color: #1e3a5f; }
  .editor-guide { border-inline-start: 1px solid #c8c8c8; }
  /* One guide link shows: the one in the interface's language (editor/main.tsx sets <html lang> to it). */
${editions.map((ed) => `  html:not(:lang(${ed.locale.hreflang})) .editor-guide:lang(${ed.locale.hreflang}) { display: none; }`).join('\n')}
  .editor-notice { max-inline-size: 40rem; margin: 3rem auto; padding: 1rem; font: 16px/1.5 system-ui, sans-serif; }
</style>
</head>
<body>
<div class="editor-corner">
<nav class="editor-interface" aria-label="${escape(editions.map((ed) => ed.words.editor.interfaceLanguage).join(' · '))}">
${editions.map((ed) => `<a href="?ui=${ed.lang}" lang="${ed.locale.htmlLang}">${escape(ed.locale.ownName)}</a>`).join('\n')}
</nav>
${editions.map((ed) => `<a class="editor-guide" href="guide/${guidePageFile(ed)}" lang="${ed.locale.htmlLang}">${escape(ed.words.editor.guide)}</a>`).join('\n')}
</div>
<noscript><p class="editor-notice">${inEach((ed) => ed.words.editor.noScript)}</p></noscript>
<p id="editor-failed" class="editor-notice" role="alert" hidden>${inEach((ed) => ed.words.editor.failed)}</p>
<script src="editor.js"></script>
</body>
</html>
`;
}
