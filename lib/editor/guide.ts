import { Marked, type Tokens } from 'marked';
import type { Edition } from '@/lib/edition';
import { langs } from '@/lib/i18n/lang';

/**
 * The maintainers' guide to the club's editor, published beside it as /admin/guide/<lang>.html
 * (scripts/build-editor.ts). Its text is the repository's own Markdown, docs/editor-guide.<lang>.md,
 * which maintainers also read on GitHub; its pictures are docs/editor-guide/*.png
 * (scripts/editorGuideShots.ts). Only those files are rendered, so the Markdown is trusted as the
 * repository's code is; a link the published guide could not follow stops the build instead.
 */

/** Where each language's guide is written, from the repository's root. */
export const guideMarkdownFile = (ed: Edition) => `docs/editor-guide.${ed.lang}.md`;
/** The folder of the guide's pictures, from the repository's root; the Markdown names them `editor-guide/<file>.png`. */
export const GUIDE_IMAGE_FOLDER = 'docs/editor-guide';
/** Each guide's page in out/admin/guide/, beside its pictures. */
export const guidePageFile = (ed: Edition) => `${ed.lang}.html`;

export interface RenderedGuide {
  html: string;
  /** The pictures the page shows, as file names in GUIDE_IMAGE_FOLDER, to copy beside it. */
  images: string[];
}

export interface PictureSize {
  width: number;
  height: number;
}

/** A PNG's size from its header (the IHDR chunk right after the signature), or undefined for another file. */
export function pngSize(bytes: Uint8Array): PictureSize | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const twinGuide = new RegExp(`^editor-guide\\.(${langs.join('|')})\\.md(#.*)?$`);
const guidePicture = /^editor-guide\/([a-z0-9][a-z0-9.-]*\.png)$/;
// Addresses that leave the repository work the same on GitHub and on the published page.
const outside = /^(https:\/\/|mailto:|#)/;

/**
 * Where a link of the Markdown leads from /admin/guide/: the other guide's page, a picture beside
 * the page, or an address outside. Any other path (a file of the repository, `../README.md`) exists
 * on GitHub but not on the published site, so it is refused with the file that holds it.
 */
function publishedHref(href: string, file: string): { href: string; picture?: string } {
  const twin = twinGuide.exec(href);
  if (twin) return { href: `${twin[1]}.html${twin[2] ?? ''}` };
  const picture = guidePicture.exec(href);
  if (picture) return { href: picture[1]!, picture: picture[1]! };
  if (outside.test(href)) return { href };
  throw new Error(`${file} links to "${href}", which /admin/guide/ does not publish: link the other guide (editor-guide.<lang>.md), a picture in editor-guide/, or an https:// address, and name other files of the repository in words.`);
}

/**
 * The guide's page in the edition's language: its Markdown as HTML, with the page's own parts
 * around it (never indexed, `<html lang>`, the editor's Bengali face, a link back to the editor in
 * the same language). `pictureSize` gives each picture's size, so the page keeps its place while it loads.
 */
export function editorGuidePage(ed: Edition, markdown: string, pictureSize: (file: string) => PictureSize | undefined = () => undefined): RenderedGuide {
  const file = guideMarkdownFile(ed);
  const images: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      link(token: Tokens.Link) {
        const target = publishedHref(token.href, file);
        if (target.picture) images.push(target.picture);
        return `<a href="${escape(target.href)}">${this.parser.parseInline(token.tokens)}</a>`;
      },
      image(token: Tokens.Image) {
        const target = publishedHref(token.href, file);
        if (!target.picture) throw new Error(`${file} shows "${token.href}": the guide's pictures are PNG files in ${GUIDE_IMAGE_FOLDER}/, named editor-guide/<file>.png`);
        images.push(target.picture);
        const size = pictureSize(target.picture);
        const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
        // The picture links to itself: on a phone it is shown a third of its size, and opens whole.
        return `<a href="${escape(target.href)}"><img src="${escape(target.href)}" alt="${escape(token.text)}"${dimensions} loading="lazy"></a>`;
      },
      // The guide is prose: HTML written into it is shown as text, never run.
      html(token: Tokens.HTML | Tokens.Tag) {
        return escape(token.text);
      },
    },
  });
  const heading = marked.lexer(markdown).find((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 1);
  if (!heading) throw new Error(`${file} has no title: its first line should be "# " and the guide's title`);
  const body = marked.parse(markdown, { async: false });
  const w = ed.words.editor;
  const digitFormat = new Intl.NumberFormat(ed.locale.intl, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, n) => `'${digitFormat.format(n)}'`).join(' ');
  const html = `<!doctype html>
<html lang="${ed.locale.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(heading.text)}</title>
<link rel="icon" href="/icon.svg">
<link rel="preload" href="../fonts/noto-sans-bengali.woff2" as="font" type="font/woff2" crossorigin>
<style>
  /* The editor's whole Bengali face (out/admin/fonts/), for Bengali letters only; loaded before
     the text is drawn (preload, block): drawn first in a fallback, some headings stayed as empty
     boxes in Chromium after the face arrived. */
  @font-face { font-family: 'Noto Sans Bengali (editor)'; src: url('../fonts/noto-sans-bengali.woff2') format('woff2'); font-weight: 100 900; font-display: block; unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+20B9, U+25CC; }
  html { color: #1a1a1a; background: #fff; font: 17px/1.65 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Bengali (editor)', sans-serif; }
  body { margin: 0; }
  .guide-back, main { box-sizing: border-box; max-inline-size: 46rem; margin-inline: auto; padding-inline: 1rem; }
  .guide-back { display: block; padding-block: 0.75rem; }
  main { padding-block-end: 3rem; overflow-wrap: break-word; }
  a { color: #1e3a5f; }
  h1 { font-size: 1.6rem; line-height: 1.3; }
  h2 { font-size: 1.25rem; line-height: 1.35; margin-block-start: 2.25rem; border-block-start: 1px solid #d8d8d8; padding-block-start: 1rem; }
  code { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: 0.9em; background: #f2f2f2; padding: 0 0.2em; border-radius: 3px; overflow-wrap: anywhere; }
  pre { overflow-x: auto; background: #f2f2f2; padding: 0.75rem; border-radius: 4px; line-height: 1.45; }
  pre code { background: none; padding: 0; overflow-wrap: normal; }
  img { display: block; max-inline-size: 100%; block-size: auto; border: 1px solid #c8c8c8; }
  li + li { margin-block-start: 0.35rem; }
  /* Steps numbered in the language's own digits (১, ২, ৩ on the Bengali page), as Intl writes them. */
  @counter-style guide-steps { system: numeric; symbols: ${digits}; suffix: '. '; }
  ol { list-style-type: guide-steps; }
</style>
</head>
<body>
<a class="guide-back" href="../?ui=${ed.lang}">${escape(w.backToEditor)}</a>
<main>
${body}</main>
</body>
</html>
`;
  return { html, images: [...new Set(images)] };
}
