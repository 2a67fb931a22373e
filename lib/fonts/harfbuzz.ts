import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';

/**
 * HarfBuzz (WebAssembly, from npm) for the files the build draws text into: the social cards and
 * the PDFs. HarfBuzz is the shaper Chromium, Firefox and Android use, so a Bengali line shaped here
 * is drawn with the glyphs and positions a browser draws (conjuncts such as ক্ষ, ঞ্জ, র্ক, ন্ত্র,
 * reph, pre-base vowel signs, marks). The font step (scripts/fontSubsets.ts) uses the same library.
 *
 * A face is read from its file once per process and pinned to one weight (a static instance cut
 * by hb-subset, every glyph kept under its own id): what is shaped, measured, drawn and embedded in
 * a PDF is one and the same font, with the same advances.
 */

type HarfBuzz = typeof import('harfbuzzjs');
let harfBuzz: Promise<HarfBuzz> | undefined;
/** harfbuzzjs initialises its WebAssembly with a top-level await: loaded on first use. */
export function loadHarfBuzz(): Promise<HarfBuzz> {
  harfBuzz ??= import('harfbuzzjs');
  return harfBuzz;
}

const tag = (name: string) => name.split('').reduce((value, char) => (value << 8) + char.charCodeAt(0), 0) >>> 0;
const SUBSET_SETS_GLYPH_INDEX = 0;
const SUBSET_SETS_DROP_TABLE_TAG = 3;
const SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

type SubsetExports = Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory };
let subsetter: SubsetExports | undefined;
function loadSubsetter(): SubsetExports {
  if (subsetter) return subsetter;
  const compiled = new WebAssembly.Module(readFileSync(path.resolve('node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm')));
  const wasm = new WebAssembly.Instance(compiled).exports as unknown as SubsetExports;
  wasm._initialize!();
  subsetter = wasm;
  return wasm;
}

export type SubsetRequest = {
  /** Pin the weight axis here, or keep a range of it (a face without one is taken as it is). */
  weight?: number | { min: number; max: number };
  /** Keep these characters (the cmap) and what shaping them needs. */
  characters?: string;
  /** Keep these glyphs too, with no layout closure (only their own rules stay). */
  glyphs?: Iterable<number>;
  /** Every glyph keeps its id, the others left empty: ids shaped with the whole face stay valid in the cut. */
  retainGlyphIds?: boolean;
  /** Tables to leave out. */
  dropTables?: readonly string[];
};

/**
 * hb-subset on a TrueType face, synchronously; returns TrueType (sfnt) bytes. With neither
 * characters nor glyphs it keeps everything (a weight pinned, tables dropped); with either, it
 * keeps every layout feature of every script, so what stays shapes as the whole face does. The
 * cards and PDFs cut with `retainGlyphIds`; the font step (scripts/fontSubsets.ts) by characters
 * and a weight range, then converts the cut to WOFF2.
 */
export function cutFace(sfnt: Uint8Array, request: SubsetRequest): Buffer {
  const hb = loadSubsetter();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const input = hb.hb_subset_input_create_or_fail!();
  if (!input) throw new Error('hb_subset_input_create_or_fail failed');
  const fontPointer = hb.malloc!(sfnt.byteLength);
  heap().set(sfnt, fontPointer);
  const blob = hb.hb_blob_create!(fontPointer, sfnt.byteLength, 2 /* writable */, 0, 0);
  const face = hb.hb_face_create!(blob, 0);
  hb.hb_blob_destroy!(blob);
  try {
    let flags: number;
    if (request.glyphs || request.characters !== undefined) {
      const features = hb.hb_subset_input_set!(input, SUBSET_SETS_LAYOUT_FEATURE_TAG);
      hb.hb_set_clear!(features);
      hb.hb_set_invert!(features);
      flags = hb.hb_subset_input_get_flags!(input);
      if (request.characters !== undefined) {
        const unicodes = hb.hb_subset_input_unicode_set!(input);
        for (const char of request.characters) hb.hb_set_add!(unicodes, char.codePointAt(0)!);
      }
      if (request.glyphs) {
        flags |= SUBSET_FLAGS_NO_LAYOUT_CLOSURE;
        const glyphs = hb.hb_subset_input_set!(input, SUBSET_SETS_GLYPH_INDEX);
        for (const glyph of request.glyphs) hb.hb_set_add!(glyphs, glyph);
      }
    } else {
      hb.hb_subset_input_keep_everything!(input);
      flags = hb.hb_subset_input_get_flags!(input);
    }
    if (request.retainGlyphIds) flags |= SUBSET_FLAGS_RETAIN_GIDS;
    hb.hb_subset_input_set_flags!(input, flags);
    if (request.dropTables) {
      const drop = hb.hb_subset_input_set!(input, SUBSET_SETS_DROP_TABLE_TAG);
      for (const table of request.dropTables) hb.hb_set_add!(drop, tag(table));
    }
    const { weight } = request;
    if (weight !== undefined && hasWeightAxis(sfnt)) {
      const axisSet =
        typeof weight === 'number'
          ? hb.hb_subset_input_pin_axis_location!(input, face, tag('wght'), weight)
          : hb.hb_subset_input_set_axis_range!(input, face, tag('wght'), weight.min, weight.max, NaN);
      if (!axisSet) throw new Error(`Cannot set the weight axis to ${JSON.stringify(weight)}`);
    }
    const subset = hb.hb_subset_or_fail!(face, input);
    if (!subset) throw new Error('hb_subset_or_fail failed');
    const result = hb.hb_face_reference_blob!(subset);
    const start = hb.hb_blob_get_data!(result, 0);
    const bytes = Buffer.from(heap().subarray(start, start + hb.hb_blob_get_length!(result)));
    hb.hb_blob_destroy!(result);
    hb.hb_face_destroy!(subset);
    if (bytes.length === 0) throw new Error('The cut face is empty');
    return bytes;
  } finally {
    hb.hb_subset_input_destroy!(input);
    hb.hb_face_destroy!(face);
    hb.free!(fontPointer);
  }
}

/** Whether an sfnt has an `fvar` table (a variable face). */
function hasWeightAxis(sfnt: Uint8Array): boolean {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = view.getUint16(4);
  for (let i = 0; i < tables; i++) if (view.getUint32(12 + 16 * i) === tag('fvar')) return true;
  return false;
}

const sfnts = new Map<string, Promise<Buffer>>();
/** One conversion at a time: the WOFF2 decoder returns its result in memory that the next call reuses. */
let conversions: Promise<unknown> = Promise.resolve();

/**
 * A font's bytes (WOFF2, WOFF or TrueType) as TrueType, the form HarfBuzz reads: copied out of the
 * decoder's memory, which its next call reuses. Conversions at once go through a queue (sfntOfFile).
 */
export async function sfntOf(file: Buffer): Promise<Buffer> {
  return Buffer.from(await fontverter.convert(file, 'truetype'));
}

/** A font file as TrueType bytes, read once per process. */
function sfntOfFile(file: string): Promise<Buffer> {
  let sfnt = sfnts.get(file);
  if (!sfnt) {
    sfnt = conversions.then(() => sfntOf(readFileSync(file)));
    conversions = sfnt.catch(() => undefined);
    sfnts.set(file, sfnt);
  }
  return sfnt;
}

export type ShapedGlyph = { id: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number };
export type PathCommand = { type: string; values: number[] };

/** One face at one weight, ready to shape, measure and draw (font units: `upem` to the em). */
export type DrawingFace = {
  /** Where it comes from and at which weight, e.g. `noto-sans-bengali-bengali-wght-normal.woff2@700`. */
  name: string;
  /** The static instance (TrueType), every glyph under its own id. */
  sfnt: Buffer;
  /** Its PostScript name (name ID 6), as a PDF names an embedded font. */
  postscriptName: string;
  upem: number;
  ascender: number;
  descender: number;
  capHeight: number;
  /** The bounding box of all its glyphs (head table): xMin, yMin, xMax, yMax. */
  box: [number, number, number, number];
  /** Whether the face maps a character. */
  covers(codePoint: number): boolean;
  /** The character whose glyph (in the cmap) this is, or undefined for a glyph only shaping makes (a conjunct, a form of a sign). */
  character(glyph: number): string | undefined;
  /** Shapes `length` UTF-16 units of `text` from `start` as a browser does for a text in `language` (BCP 47): glyph ids, their clusters (offsets in `text`), advances and offsets in font units. */
  shape(text: string, start: number, length: number, language: string): ShapedGlyph[];
  /** The outline of a glyph as path commands (M, L, Q, C, Z with absolute points), in font units with y up. */
  outline(glyph: number): readonly PathCommand[];
  /** The advance the face's hmtx gives a glyph (what a PDF's widths array says). */
  advance(glyph: number): number;
};

const faces = new Map<string, Promise<DrawingFace>>();

/** The face of a font file at one weight (a face without a weight axis is taken as it is), read once per process. */
export function drawingFace(file: string, weight: number): Promise<DrawingFace> {
  const key = `${file}@${weight}`;
  let face = faces.get(key);
  if (!face) {
    face = openFace(file, weight);
    faces.set(key, face);
  }
  return face;
}

const weightNames: Record<number, string> = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold', 700: 'Bold' };

/** A PostScript name as PDF writes it, with the weight it was pinned at: `NotoSansBengali-Bold`. */
function postscriptName(name: string, weight: number | undefined): string {
  const base = weight === undefined ? name : `${name.replace(/-[^-]*$/, '')}-${weightNames[weight] ?? `W${weight}`}`;
  return base.replace(/[^\x21-\x7e]|[()<>[\]{}/%#]/g, '');
}

async function openFace(file: string, weight: number): Promise<DrawingFace> {
  const [hb, variable] = await Promise.all([loadHarfBuzz(), sfntOfFile(file)]);
  const instanced = hasWeightAxis(variable);
  const sfnt = instanced ? cutFace(variable, { weight, retainGlyphIds: true }) : variable;
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const font = new hb.Font(face);
  const unicodes = new Set(face.collectUnicodes());
  const extents = font.hExtents();
  const table = (name: string) => {
    const bytes = Uint8Array.from(face.referenceTable(name) ?? []);
    return new DataView(bytes.buffer);
  };
  const head = table('head');
  const os2 = table('OS/2');
  const capHeight = os2.byteLength >= 90 ? os2.getInt16(88) : extents.ascender;
  const outlines = new Map<number, readonly PathCommand[]>();
  let characters: Map<number, string> | undefined;
  return {
    name: `${path.basename(file)}@${weight}`,
    sfnt,
    postscriptName: postscriptName(face.getName(6, 'en') || path.basename(file, path.extname(file)), instanced ? weight : undefined),
    upem: face.upem,
    ascender: extents.ascender,
    descender: extents.descender,
    capHeight,
    box: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    covers: (codePoint) => unicodes.has(codePoint),
    character: (glyph) => {
      if (!characters) {
        characters = new Map();
        // The lowest code point wins where two share a glyph (a space and a no-break space).
        for (const codePoint of [...unicodes].sort((a, b) => b - a)) {
          const id = font.nominalGlyph(codePoint);
          if (id) characters.set(id, String.fromCodePoint(codePoint));
        }
      }
      return characters.get(glyph);
    },
    shape: (text, start, length, language) => {
      const buffer = new hb.Buffer();
      buffer.addText(text, start, length);
      buffer.guessSegmentProperties();
      buffer.setLanguage(language);
      hb.shape(font, buffer);
      return buffer.getGlyphInfosAndPositions().map((glyph) => ({
        id: glyph.codepoint,
        cluster: glyph.cluster,
        xAdvance: glyph.xAdvance ?? 0,
        xOffset: glyph.xOffset ?? 0,
        yOffset: glyph.yOffset ?? 0,
      }));
    },
    outline: (glyph) => {
      let outline = outlines.get(glyph);
      if (outline === undefined) {
        outline = font.glyphToJson(glyph);
        outlines.set(glyph, outline);
      }
      return outline;
    },
    advance: (glyph) => font.glyphHAdvance(glyph),
  };
}
