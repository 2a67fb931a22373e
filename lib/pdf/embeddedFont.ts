import { createHash } from 'node:crypto';
import { PDFName, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import { cutFace, type DrawingFace } from '@/lib/fonts/harfbuzz';

/**
 * A face as a PDF embeds it (lib/pdf/pdfText.ts draws with it): cut to the glyphs a document
 * draws, with a ToUnicode map that makes the shaped Bengali text searchable and copyable.
 */

/** A cluster a document draws: its glyphs (in one face) and the characters they stand for together. */
export type Cluster = { glyphs: number[]; text: string };

/** A face embedded in one document: its font object, the glyphs the document draws with it, and its clusters by glyphs and text. */
export type Embedded = { face: DrawingFace; ref: PDFRef; key: string; glyphs: Set<number>; clusters: Map<string, Cluster> };

/**
 * What each glyph of an embedded face stands for, for the ToUnicode map (what a viewer that
 * ignores /ActualText, such as pdf.js, reads). A glyph has one entry wherever it is drawn, but a
 * cluster's glyphs are not its characters one by one (ন্টে is five glyphs in Noto Sans Bengali,
 * none of them ন, ট or ে), so it is worked out from the clusters the document draws:
 *
 * - a glyph of the face's cmap stands for its character (ি, ক);
 * - in a cluster with one glyph not known yet, that glyph stands for the characters the known
 *   ones leave over (compared in NFD, so ো is the ে and া a face draws it with), or for nothing
 *   when none are left (a piece of a headstroke); repeated while something is learnt;
 * - then, while glyphs are left that no cluster tells apart (pieces only ever drawn together),
 *   in the cluster with the fewest of them the first in drawing order stands for what is left
 *   and the others for nothing, and the step above runs again.
 *
 * A viewer that reads only this map then reads every letter once, in the order the glyphs are
 * drawn (ি before its consonant); /ActualText gives the words as they are written. (Giving every
 * glyph its whole cluster, as first written, read মামাউন্টেন্টেন্টে… for মাউন্টে….)
 */
function glyphCharacters(face: DrawingFace, clusters: readonly Cluster[]): Map<number, string> {
  const known = new Map<number, string>();
  for (const cluster of clusters) {
    for (const glyph of cluster.glyphs) {
      const character = face.character(glyph);
      if (character !== undefined) known.set(glyph, character);
    }
  }
  const leftOver = ({ glyphs, text }: Cluster) => {
    const rest = [...text.normalize('NFD')];
    for (const glyph of glyphs) {
      for (const part of (known.get(glyph) ?? '').normalize('NFD')) {
        const at = rest.indexOf(part);
        if (at >= 0) rest.splice(at, 1);
      }
    }
    return rest.join('').normalize('NFC');
  };
  const unknownIn = (cluster: Cluster) => [...new Set(cluster.glyphs.filter((glyph) => !known.has(glyph)))];
  /** Gives the unknown glyphs of a cluster what its known ones leave over: all of it to the first. */
  const settle = (cluster: Cluster, unknown: number[]) => {
    const rest = leftOver(cluster);
    unknown.forEach((glyph, index) => known.set(glyph, index === 0 ? rest : ''));
  };
  const learnFromSingles = () => {
    let learnt = true;
    while (learnt) {
      learnt = false;
      for (const cluster of clusters) {
        const unknown = unknownIn(cluster);
        if (unknown.length !== 1) continue;
        settle(cluster, unknown);
        learnt = true;
      }
    }
  };
  learnFromSingles();
  for (;;) {
    let fewest: { cluster: Cluster; unknown: number[] } | undefined;
    for (const cluster of clusters) {
      const unknown = unknownIn(cluster);
      if (unknown.length > 0 && (!fewest || unknown.length < fewest.unknown.length)) fewest = { cluster, unknown };
    }
    if (!fewest) break;
    settle(fewest.cluster, fewest.unknown);
    learnFromSingles();
  }
  return known;
}

/** UTF-16BE hex of a text, for the ToUnicode map. */
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/**
 * Writes an embedded face: its cut (the glyphs drawn, under their own ids, without the layout
 * tables a viewer never reads), a CIDFontType2 with Identity mapping and the glyphs' widths, and
 * the ToUnicode map (what each glyph stands for, as `glyphCharacters` works it out).
 */
export function writeFont(doc: PDFDocument, { face, ref, glyphs, clusters }: Embedded): void {
  const context = doc.context;
  const ids = [...glyphs].sort((a, b) => a - b);
  const characters = glyphCharacters(face, [...clusters.values()]);
  const cut = cutFace(face.sfnt, { glyphs: [0, ...ids], retainGlyphIds: true, dropTables: ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'STAT', 'DSIG'] });
  const tagHash = createHash('sha256').update(cut).digest();
  const subsetTag = Array.from(tagHash.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
  const baseName = PDFName.of(`${subsetTag}+${face.postscriptName}`);
  const scale = 1000 / face.upem;
  const fontFile = context.register(context.flateStream(cut, { Length1: cut.length }));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: baseName,
      Flags: 4,
      FontBBox: face.box.map((value) => Math.round(value * scale)),
      ItalicAngle: 0,
      Ascent: Math.round(face.ascender * scale),
      Descent: Math.round(face.descender * scale),
      CapHeight: Math.round(face.capHeight * scale),
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const widths = ids.flatMap((id) => [id, [Math.round(face.advance(id) * scale)]]);
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseName,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: 'Identity',
    }),
  );
  const entries = ids.filter((id) => characters.get(id)).map((id) => `<${id.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(characters.get(id)!)}>`);
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const toUnicode = context.register(context.flateStream(cmap));
  context.assign(
    ref,
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseName,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}
