import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  beginText,
  endMarkedContent,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { pdfFaces } from '@/lib/fonts/drawingFaces';
import type { DrawingFace } from '@/lib/fonts/harfbuzz';
import { shapeLine, wrapShaped, type FaceStack, type ShapedLine } from '@/lib/fonts/shapedText';
import type { Locale } from '@/lib/i18n/lang';
import { writeFont, type Cluster, type Embedded } from './embeddedFont';
import { nonWinAnsiCharacters, toWinAnsi, wrapText } from './winAnsi';

/**
 * How the generated PDFs set their text, by edition (lib/fonts/drawingFaces.ts says which):
 *
 * - the standard Helvetica (regular and bold), which prints WinAnsi only and needs no embedded
 *   font: the English edition's PDFs, as they have always been;
 * - shaped text: the edition's faces (Noto Sans Bengali), shaped by HarfBuzz as a browser shapes
 *   them, written as glyph ids of the face embedded in the PDF (a Type 0 font, Identity-H, the
 *   face cut to the glyphs the document uses). pdf-lib writes a string of characters, one glyph
 *   each, so it cannot draw a Bengali conjunct; here every glyph is placed where HarfBuzz put it.
 *   The text stays selectable and searchable: each word is a marked-content span whose
 *   /ActualText is the word as written, and the font's ToUnicode map gives each glyph its
 *   characters where they can be known, for readers that ignore /ActualText (`glyphCharacters`).
 *
 * Both are used the same way: measure, wrap and draw in points, then `finish()` before saving.
 */
export type Weight = 'regular' | 'bold';
export type DrawOptions = { x: number; y: number; size: number; weight?: Weight; color: RGB };

export interface PdfText {
  /** The document's language (BCP 47). */
  language: string;
  /** The text as it is printed: line breaks become spaces (and, in Helvetica, what WinAnsi lacks is replaced). */
  printable(text: string): string;
  widthOf(text: string, size: number, weight?: Weight): number;
  /** Splits a text into lines no wider than `width` points, at spaces (a longer word is broken). */
  wrap(text: string, size: number, width: number, weight?: Weight): string[];
  draw(page: PDFPage, text: string, options: DrawOptions): void;
  /** Shaped text only: draws a line already shaped (the tests draw a line shaped otherwise with it). */
  drawShaped?(page: PDFPage, line: ShapedLine, options: DrawOptions): void;
  /** The font of the form fields' appearances (what is typed into them): Helvetica. */
  fieldFont(): Promise<PDFFont>;
  /** Writes the fonts the text used into the document; call once, before saving. */
  finish(): void;
}

/** What is known of an edition's text before a document is opened: its language and what it can print (for the metadata). */
export type PdfTextSetter = {
  language: string;
  printable(text: string): string;
  /** The characters of a text this setter cannot print (for a readable error before drawing). */
  unprintable(text: string): string[];
  /** The setter for one document: embeds what it needs there (the standard fonts at once, an embedded face on `finish`). */
  open(doc: PDFDocument): Promise<PdfText>;
};

/** The text setter of an edition's PDFs. */
export async function pdfTextSetter(locale: Locale): Promise<PdfTextSetter> {
  const shaped = pdfFaces(locale, 400);
  if (!shaped) return { language: locale.htmlLang, printable: toWinAnsi, unprintable: nonWinAnsiCharacters, open: (doc) => standardText(doc, locale) };
  const [regular, bold] = await Promise.all([shaped, pdfFaces(locale, 700)!]);
  return {
    language: locale.htmlLang,
    printable: shapedPrintable,
    unprintable: (text) => [...new Set(Array.from(text).filter((character) => !regular.faces.some((face) => face.covers(character.codePointAt(0)!))))],
    open: async (doc) => shapedText(doc, locale, { regular, bold }),
  };
}

const shapedPrintable = (text: string) => text.replace(/\s*\n\s*/g, ' ');

async function standardText(doc: PDFDocument, locale: Locale): Promise<PdfText> {
  const fonts: Record<Weight, PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return {
    language: locale.htmlLang,
    printable: toWinAnsi,
    widthOf: (text, size, weight = 'regular') => fonts[weight].widthOfTextAtSize(text, size),
    wrap: (text, size, width, weight = 'regular') => wrapText(toWinAnsi(text), fonts[weight], size, width),
    draw: (page, text, { x, y, size, weight = 'regular', color }) => page.drawText(toWinAnsi(text), { x, y, size, font: fonts[weight], color }),
    fieldFont: async () => fonts.regular,
    finish: () => undefined,
  };
}

const numberText = (value: number) => String(Math.round(value * 1000) / 1000);

function shapedText(doc: PDFDocument, locale: Locale, stacks: Record<Weight, FaceStack>): PdfText {
  const embedded = new Map<DrawingFace, Embedded>();
  const lines = new Map<string, ShapedLine>();
  let helvetica: Promise<PDFFont> | undefined;
  const printable = shapedPrintable;
  const shaped = (text: string, weight: Weight) => {
    const key = `${weight}\0${text}`;
    let line = lines.get(key);
    if (!line) {
      line = shapeLine(stacks[weight], printable(text));
      lines.set(key, line);
    }
    return line;
  };
  const embed = (face: DrawingFace): Embedded => {
    let entry = embedded.get(face);
    if (!entry) {
      entry = { face, ref: doc.context.nextRef(), key: `HB${embedded.size + 1}`, glyphs: new Set(), clusters: new Map() };
      embedded.set(face, entry);
    }
    return entry;
  };

  return {
    language: locale.htmlLang,
    printable,
    widthOf: (text, size, weight = 'regular') => shaped(text, weight).width * size,
    wrap: (text, size, width, weight = 'regular') => wrapShaped(stacks[weight], printable(text), width / size).map((line) => line.text),
    draw: (page, text, options) => drawShaped(page, shaped(text, options.weight ?? 'regular'), options),
    drawShaped: (page, line, options) => drawShaped(page, line, options),
    fieldFont: () => (helvetica ??= doc.embedFont(StandardFonts.Helvetica)),
    finish: () => {
      for (const entry of embedded.values()) writeFont(doc, entry);
    },
  };

  function drawShaped(page: PDFPage, line: ShapedLine, { x, y, size, color }: DrawOptions): void {
    const operators: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(color.red, color.green, color.blue), beginText()];
    let font: Embedded | undefined;
    let pen: { x: number; y: number } | undefined;
    let run: string[] = [];
    for (const cluster of clustersOf(line)) {
      const key = `${cluster.glyphs.join(' ')}\0${cluster.text}`;
      const { clusters } = embed(cluster.face);
      if (!clusters.has(key)) clusters.set(key, { glyphs: cluster.glyphs, text: cluster.text });
    }
    const flush = () => {
      if (run.length > 0) operators.push(showText(PDFHexString.of(run.join(''))));
      run = [];
    };
    for (const word of words(line)) {
      flush();
      pen = undefined;
      operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<</ActualText ${PDFHexString.fromText(word.text).toString()}>>`]));
      for (const glyph of word.glyphs) {
        const entry = embed(glyph.face);
        entry.glyphs.add(glyph.id);
        const at = { x: x + glyph.x * size, y: y + glyph.y * size };
        if (entry !== font) {
          flush();
          page.node.setFontDictionary(PDFName.of(entry.key), entry.ref);
          operators.push(setFontAndSize(entry.key, size));
          font = entry;
          pen = undefined;
        }
        if (!pen || Math.abs(pen.x - at.x) > 0.001 || Math.abs(pen.y - at.y) > 0.001) {
          flush();
          operators.push(setTextMatrix(1, 0, 0, 1, Number(numberText(at.x)), Number(numberText(at.y))));
          pen = { ...at };
        }
        run.push(glyph.id.toString(16).padStart(4, '0'));
        // Where the viewer's pen goes next: the glyph's advance in the font's widths.
        pen.x = at.x + (glyph.face.advance(glyph.id) / glyph.face.upem) * size;
      }
      flush();
      operators.push(endMarkedContent());
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }
}

/** A line's glyphs by word (a word with the spaces after it): what each word's /ActualText says. */
function words(line: ShapedLine): { text: string; glyphs: ShapedLine['glyphs'] }[] {
  const wordStarts = [...line.text.matchAll(/\S+\s*|\s+/g)].map((match) => match.index);
  const wordOf = (cluster: number) => wordStarts.findLastIndex((start) => start <= cluster);
  const out: { text: string; glyphs: ShapedLine['glyphs'] }[] = [];
  let current = -1;
  for (const glyph of line.glyphs) {
    const word = wordOf(glyph.cluster);
    if (word !== current) {
      out.push({ text: line.text.slice(wordStarts[word], wordStarts[word + 1] ?? line.text.length), glyphs: [] });
      current = word;
    }
    out.at(-1)!.glyphs.push(glyph);
  }
  return out;
}

/** A line's clusters: the glyphs HarfBuzz made of each run of characters it kept together (a run of one face). */
function clustersOf(line: ShapedLine): (Cluster & { face: DrawingFace })[] {
  const starts = [...new Set(line.glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  return starts.map((start, index) => {
    const glyphs = line.glyphs.filter((glyph) => glyph.cluster === start);
    return { face: glyphs[0]!.face, glyphs: glyphs.map((glyph) => glyph.id), text: line.text.slice(start, starts[index + 1] ?? line.text.length) };
  });
}
