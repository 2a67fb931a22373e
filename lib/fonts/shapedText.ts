import type { DrawingFace } from './harfbuzz';

/**
 * Lines of text shaped with HarfBuzz for the files the build draws (social cards, PDFs): each
 * character goes to the first face of a stack that maps it (the Bengali face, then the same
 * family's Latin faces for the punctuation, digits and names between), each run of one face is
 * shaped as a browser shapes it, and the glyphs are placed one after another. Positions are in ems
 * (font units over the face's units per em), y up, from the line's start on its baseline.
 */

/** One glyph where it is drawn: its face, its id in that face, its position, and where its cluster starts in the line's text. */
export type PlacedGlyph = { face: DrawingFace; id: number; x: number; y: number; cluster: number };

export type ShapedLine = {
  text: string;
  glyphs: PlacedGlyph[];
  /** The line's advance, in ems. */
  width: number;
};

/** The faces a text is drawn with, in order of preference, and the language it is shaped as (BCP 47). */
export type FaceStack = { faces: readonly DrawingFace[]; language: string };

/** Joiners and marks go with the run they sit in; spaces and common punctuation stay in the current run when its face has them. */
const FOLLOWS_RUN = /[\p{Script=Common}\p{Script=Inherited}]/u;

type Run = { face: DrawingFace; start: number; end: number };

/** Splits a text into runs of one face each; a character no face maps stops with its name. */
function itemize(stack: FaceStack, text: string): Run[] {
  const runs: Run[] = [];
  let offset = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const current = runs.at(-1);
    const keep = current && current.face.covers(codePoint) && FOLLOWS_RUN.test(character);
    const face = keep ? current.face : stack.faces.find((candidate) => candidate.covers(codePoint));
    if (!face) {
      throw new Error(
        `shapedText: no face of ${stack.faces.map((candidate) => candidate.name).join(', ')} draws U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} "${character}" in "${text}"`,
      );
    }
    if (current && current.face === face) current.end = offset + character.length;
    else runs.push({ face, start: offset, end: offset + character.length });
    offset += character.length;
  }
  return runs;
}

/**
 * A line shaped and laid out: `letterSpacing` (ems) is added after each cluster, as CSS adds it
 * after each character (never inside a conjunct).
 */
export function shapeLine(stack: FaceStack, text: string, options: { letterSpacing?: number } = {}): ShapedLine {
  const spacing = options.letterSpacing ?? 0;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of itemize(stack, text)) {
    const shaped = run.face.shape(text, run.start, run.end - run.start, stack.language);
    const unit = 1 / run.face.upem;
    shaped.forEach((glyph, index) => {
      glyphs.push({ face: run.face, id: glyph.id, x: pen + glyph.xOffset * unit, y: glyph.yOffset * unit, cluster: glyph.cluster });
      pen += glyph.xAdvance * unit;
      const next = shaped[index + 1];
      if (spacing && (next === undefined || next.cluster !== glyph.cluster)) pen += spacing;
    });
  }
  return { text, glyphs, width: pen };
}

/**
 * Splits a text into lines no wider than `maxWidth` ems, at spaces; a word longer than a line is
 * broken between grapheme clusters (never inside a conjunct or before a vowel sign).
 */
export function wrapShaped(stack: FaceStack, text: string, maxWidth: number, options: { letterSpacing?: number } = {}): ShapedLine[] {
  const lines: ShapedLine[] = [];
  let line = '';
  let shapedLine: ShapedLine | undefined;
  const shape = (value: string) => shapeLine(stack, value, options);
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    const shaped = shape(candidate);
    if (shaped.width <= maxWidth) {
      line = candidate;
      shapedLine = shaped;
      continue;
    }
    if (shapedLine) lines.push(shapedLine);
    line = '';
    shapedLine = undefined;
    let rest = word;
    let restShaped = shape(rest);
    while (restShaped.width > maxWidth) {
      const clusters = [...new Intl.Segmenter(stack.language, { granularity: 'grapheme' }).segment(rest)].map((segment) => segment.segment);
      let cut = clusters.length - 1;
      let head = shape(clusters.slice(0, cut).join(''));
      while (cut > 1 && head.width > maxWidth) {
        cut -= 1;
        head = shape(clusters.slice(0, cut).join(''));
      }
      lines.push(head);
      rest = clusters.slice(cut).join('');
      restShaped = shape(rest);
    }
    line = rest;
    shapedLine = restShaped;
  }
  if (shapedLine) lines.push(shapedLine);
  return lines;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * SVG path data of a shaped line drawn at `size` px with its baseline's start at (x, y) (SVG
 * coordinates, y down): every glyph's outline, moved into place, in one path.
 */
export function linePath(line: ShapedLine, x: number, y: number, size: number): string {
  const parts: string[] = [];
  for (const glyph of line.glyphs) {
    const scale = size / glyph.face.upem;
    const originX = x + glyph.x * size;
    const originY = y - glyph.y * size;
    for (const command of glyph.face.outline(glyph.id)) {
      const values = command.values.map((value, index) => round(index % 2 === 0 ? originX + value * scale : originY - value * scale));
      parts.push(`${command.type}${values.join(' ')}`);
    }
  }
  return parts.join('');
}
