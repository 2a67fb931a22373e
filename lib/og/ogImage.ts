import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardFaces, cardTitleLineHeight, cardTracking } from '@/lib/fonts/drawingFaces';
import { linePath, shapeLine, wrapShaped, type FaceStack, type ShapedLine } from '@/lib/fonts/shapedText';
import type { Edition } from '@/lib/edition';
import { cardPng } from './cardPng';
import type { OgCard } from './ogCards';

/**
 * The social card of a page (1200×630): drawn once at build time as SVG, its text shaped by
 * HarfBuzz with the edition's faces (lib/fonts/drawingFaces.ts) and written as glyph outlines, then
 * rendered to PNG by sharp (./cardPng.ts). The layout is the one next/og drew the English cards
 * with (a column spread from top to bottom: the logo and eyebrow, the title, the detail line);
 * next/og cannot shape Bengali, so both editions are drawn here.
 */

export const ogSize = { width: 1200, height: 630 } as const;

const PADDING_X = 72;
const PADDING_Y = 64;
const LOGO = 64;
const LOGO_GAP = 20;
const TITLE_MAX_WIDTH = 1000;
const EYEBROW_SIZE = 30;
const DETAIL_SIZE = 28;
/** A title longer than this (in grapheme clusters) is set smaller. */
const LONG_TITLE = 40;
const TITLE_SIZES = [84, 64, 56, 48] as const;
const TITLE_WEIGHT = 700;
const TEXT_WEIGHT = 400;
const colours = { title: '#ffffff', eyebrow: '#f5b942', detail: '#cfe0f4' };

const logo = (() => {
  const svg = readFileSync(path.join(process.cwd(), 'public/icon.svg'), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 64 64';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return { viewBox, inner };
})();

/** What of the edition a card needs: its locale, the club and the social words. */
export type OgEdition = Pick<Edition, 'locale' | 'club' | 'words'>;

/** The height of a line of text at `size` px as CSS's `line-height: normal` gives it (the first face's extents), and its baseline within it. */
function normalLine(stack: FaceStack, size: number): { height: number; baseline: number } {
  const face = stack.faces[0]!;
  return { height: ((face.ascender - face.descender) / face.upem) * size, baseline: (face.ascender / face.upem) * size };
}

const graphemes = (text: string, language: string) => [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(text)].length;

type Title = { lines: ShapedLine[]; size: number; lineHeight: number };

/** The title's lines and size: 84 px, 64 px for a long title, and smaller only when it would not fit the space left. */
function layTitle(stack: FaceStack, title: string, lineHeight: number, room: number): Title {
  const sizes = graphemes(title, stack.language) > LONG_TITLE ? TITLE_SIZES.slice(1) : TITLE_SIZES;
  let laid: Title | undefined;
  for (const size of sizes) {
    laid = { lines: wrapShaped(stack, title, TITLE_MAX_WIDTH / size), size, lineHeight };
    if (laid.lines.length * size * lineHeight <= room) return laid;
  }
  return laid!;
}

/** A card as drawn: its SVG, and where its title's lines are (the tests compare them with the browser's drawing). */
export type OgCardLayout = { svg: string; title: { lines: { line: ShapedLine; top: number; baseline: number }[]; size: number; lineHeight: number } };

/** The card of a page as SVG, text as outlines so the PNG needs no font, with its title's layout. */
export async function ogCardLayout(ed: OgEdition, card: Omit<OgCard, 'pagePath'>): Promise<OgCardLayout> {
  const { club, locale } = ed;
  const eyebrow = card.eyebrow ?? club.name;
  const detail = card.detail ?? ed.words.social.place(club.address.town, club.address.district, club.address.state, club.foundedYear);
  const [regular, bold] = await Promise.all([cardFaces(locale, TEXT_WEIGHT), cardFaces(locale, TITLE_WEIGHT)]);

  const top = PADDING_Y;
  const bottom = ogSize.height - PADDING_Y;
  const eyebrowLine = shapeLine(regular, eyebrow, { letterSpacing: cardTracking(locale) });
  const eyebrowMetrics = normalLine(regular, EYEBROW_SIZE);
  const eyebrowRow = Math.max(LOGO, eyebrowMetrics.height);
  const detailLine = shapeLine(regular, detail);
  const detailMetrics = normalLine(regular, DETAIL_SIZE);
  const title = layTitle(bold, card.title, cardTitleLineHeight(locale), bottom - top - eyebrowRow - detailMetrics.height);
  const titleHeight = title.lines.length * title.size * title.lineHeight;

  // justify-content: space-between, as the flex column next/og laid out.
  const gap = (bottom - top - eyebrowRow - titleHeight - detailMetrics.height) / 2;
  const titleTop = top + eyebrowRow + gap;
  const titleContent = normalLine(bold, title.size);
  const titleLines = title.lines.map((line, index) => {
    const top = titleTop + index * title.size * title.lineHeight;
    return { line, top, baseline: top + (title.size * title.lineHeight - titleContent.height) / 2 + titleContent.baseline };
  });
  const titlePaths = titleLines.map(({ line, baseline }) => linePath(line, PADDING_X, baseline, title.size));
  const eyebrowBaseline = top + (eyebrowRow - eyebrowMetrics.height) / 2 + eyebrowMetrics.baseline;
  const detailBaseline = bottom - detailMetrics.height + detailMetrics.baseline;

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ogSize.width}" height="${ogSize.height}" viewBox="0 0 ${ogSize.width} ${ogSize.height}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#061427"/><stop offset="0.55" stop-color="#0b1f3a"/><stop offset="1" stop-color="#13315c"/></linearGradient></defs>',
    `<rect width="${ogSize.width}" height="${ogSize.height}" fill="url(#sky)"/>`,
    `<g transform="translate(0 ${ogSize.height - 300})">`,
    '<path d="M0 300 L0 200 L140 140 L260 190 L420 60 L560 170 L700 120 L860 210 L1010 130 L1200 190 L1200 300 Z" fill="#1d4e89" opacity="0.6"/>',
    '<path d="M420 60 L384 110 L404 104 L420 122 L436 100 L458 112 Z" fill="#ffffff" opacity="0.9"/>',
    '<path d="M0 300 L0 250 L180 200 L340 250 L530 180 L700 240 L900 190 L1080 250 L1200 230 L1200 300 Z" fill="#13315c"/>',
    '</g>',
    `<svg x="${PADDING_X}" y="${top + (eyebrowRow - LOGO) / 2}" width="${LOGO}" height="${LOGO}" viewBox="${logo.viewBox}">${logo.inner}</svg>`,
    `<path fill="${colours.eyebrow}" d="${linePath(eyebrowLine, PADDING_X + LOGO + LOGO_GAP, eyebrowBaseline, EYEBROW_SIZE)}"/>`,
    `<path fill="${colours.title}" d="${titlePaths.join('')}"/>`,
    `<path fill="${colours.detail}" d="${linePath(detailLine, PADDING_X, detailBaseline, DETAIL_SIZE)}"/>`,
    '</svg>',
  ].join('');
  return { svg, title: { lines: titleLines, size: title.size, lineHeight: title.lineHeight } };
}

/** The card of a page as PNG bytes. */
export async function ogImage(ed: OgEdition, card: Omit<OgCard, 'pagePath'>): Promise<Buffer> {
  return cardPng((await ogCardLayout(ed, card)).svg);
}
