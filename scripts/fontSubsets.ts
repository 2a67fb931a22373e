/**
 * Subsets of the self-hosted Noto Sans Bengali, made with HarfBuzz (WebAssembly, from npm) at
 * build time by scripts/prepare-fonts.ts, and checked by the tests with the same shaping code.
 *
 * - The Bengali edition's face keeps the glyphs the site's Bengali text needs once shaped
 *   (conjuncts included), at weights 400 to 700: about a third of the 108 KB file @fontsource
 *   ships, so it can be preloaded without delaying the first paint.
 * - The language link's face keeps only the glyphs of `বাংলা` at the link's weight (about 1 KB),
 *   so English pages draw that one word on a computer without a Bengali font, and never load the
 *   Bengali face.
 *
 * lib/fonts/subsetFaces.ts publishes them (their @font-face rules, preloads and weights).
 *
 * HarfBuzz is the shaper Chromium, Firefox and Android use, so "the subset shapes each run of the
 * site's text into the same glyphs as the full face" is what a browser will draw.
 */
import path from 'node:path';
import fontverter from 'fontverter';
import { cutFace, loadHarfBuzz, sfntOf, type SubsetRequest } from '@/lib/fonts/harfbuzz';
import { LANGUAGE_NAME_WEIGHT, SITE_WEIGHTS } from '@/lib/fonts/subsetFaces';

/** The full Bengali face (variable weight), as @fontsource publishes it. */
export const FULL_BENGALI_FACE = path.resolve('node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');



/**
 * Runs of Bengali script: letters, signs and digits, the dandas (Devanagari block, shared), and the
 * joiners that steer conjuncts. A conjunct never crosses a space or Latin text, so each run shapes
 * on its own as it does in a line of text.
 */
const BENGALI_RUN = /[\u0964\u0965\u0980-\u09FF\u200C\u200D]+/g;
/** Characters the face keeps whether or not the text has them: the dandas, joiners and the dotted circle HarfBuzz shows under a stray sign. */
const ALWAYS_KEPT = '\u0964\u0965\u200C\u200D\u25CC';

export function bengaliRuns(texts: Iterable<string>): Set<string> {
  const runs = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(BENGALI_RUN)) runs.add(match[0]);
  return runs;
}

/** One glyph of a shaped run: the character cluster it draws, its advance and offsets, and its outline's bounding box (font units). */
export type DrawnGlyph = { cluster: number; advance: number; dx: number; dy: number; box: [number, number, number, number] };
/** One shaped run: the glyph ids (of the face that shaped it) and what each draws. */
export type ShapedRun = { glyphs: number[]; drawn: DrawnGlyph[] };

/** The bounding box of an SVG path's points (the control points of its curves included). */
function boxOf(svgPath: string): DrawnGlyph['box'] {
  const values = (svgPath.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (values.length === 0) return [0, 0, 0, 0];
  const xs = values.filter((_, i) => i % 2 === 0);
  const ys = values.filter((_, i) => i % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Shapes runs of Bengali text as a browser does for `lang="bn"`, at one weight. */
export async function shaper(sfnt: Buffer, weight: number) {
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const font = new hb.Font(face);
  if (face.getAxisInfos().wght) font.setVariations([new hb.Variation('wght', weight)]);
  // A glyph's outline is the same in every run: drawn once per glyph, not once per use (most of the step's time).
  const boxes = new Map<number, DrawnGlyph['box']>();
  const boxOfGlyph = (glyph: number) => {
    let box = boxes.get(glyph);
    if (!box) boxes.set(glyph, (box = boxOf(font.glyphToPath(glyph))));
    return box;
  };
  return (run: string): ShapedRun => {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    buffer.setLanguage('bn');
    hb.shape(font, buffer);
    const shaped = buffer.getGlyphInfosAndPositions();
    return {
      glyphs: shaped.map((glyph) => glyph.codepoint),
      drawn: shaped.map((glyph) => ({
        cluster: glyph.cluster,
        advance: glyph.xAdvance ?? 0,
        dx: glyph.xOffset ?? 0,
        dy: glyph.yOffset ?? 0,
        box: boxOfGlyph(glyph.codepoint),
      })),
    };
  };
}

/** The glyphs the runs end up as, at each of the given weights (a face may swap glyphs by weight). */
export async function finalGlyphs(sfnt: Buffer, runs: Iterable<string>, weights: readonly number[]): Promise<Set<number>> {
  const glyphs = new Set<number>();
  for (const weight of weights) {
    const shape = await shaper(sfnt, weight);
    for (const run of runs) for (const glyph of shape(run).glyphs) glyphs.add(glyph);
  }
  return glyphs;
}

/**
 * Every glyph the runs pass through while they are shaped, read from HarfBuzz's trace of each
 * lookup: Bengali conjuncts are built in steps (a below-base or reph form first, then a ligature of
 * it), and the subsetter drops a rule whose intermediate glyph is missing. Slow, so only for the
 * runs that need it.
 */
export async function tracedGlyphs(sfnt: Buffer, runs: Iterable<string>, weights: readonly number[]): Promise<Set<number>> {
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const glyphs = new Set<number>();
  for (const weight of weights) {
    const font = new hb.Font(face);
    font.setVariations([new hb.Variation('wght', weight)]);
    for (const run of runs) {
      const buffer = new hb.Buffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      buffer.setLanguage('bn');
      for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
        if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g);
      }
    }
  }
  return glyphs;
}

/**
 * Whether two shapings draw the same: as many glyphs, in the same clusters, with the same
 * advances and offsets and outlines of the same extent, to within 3 font units (0.003 em:
 * instancing a weight range rounds outlines and mark offsets). A conjunct formed otherwise
 * changes the count, a cluster, an advance, an offset or an outline's box by far more.
 */
export function sameDrawing(a: ShapedRun, b: ShapedRun): boolean {
  if (a.drawn.length !== b.drawn.length) return false;
  return a.drawn.every((left, i) => {
    const right = b.drawn[i]!;
    const near = (x: number, y: number, tolerance: number) => Math.abs(x - y) <= tolerance;
    return (
      left.cluster === right.cluster &&
      near(left.advance, right.advance, 3) &&
      near(left.dx, right.dx, 3) &&
      near(left.dy, right.dy, 3) &&
      left.box.every((value, k) => near(value, right.box[k]!, 3))
    );
  });
}

/** The runs a subset draws otherwise than the full face, at any of the given weights. */
export async function runsDrawnOtherwise(full: Buffer, subset: Buffer, runs: Iterable<string>, weights: readonly number[]): Promise<string[]> {
  const different = new Set<string>();
  for (const weight of weights) {
    const [shapeFull, shapeSubset] = await Promise.all([shaper(full, weight), shaper(subset, weight)]);
    for (const run of runs) if (!sameDrawing(shapeFull(run), shapeSubset(run))) different.add(run);
  }
  return [...different];
}

/** One subset at a time: the WOFF2 encoder returns its result in memory that the next call reuses. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * HarfBuzz's subsetter (`cutFace`, the one the cards and PDFs use): the characters, the glyphs kept
 * besides theirs, the weight pinned or a range kept, every layout feature, so what stays shapes as
 * before. Returns WOFF2.
 */
export function subsetFace(sfnt: Buffer, request: Pick<SubsetRequest, 'characters' | 'glyphs' | 'weight'>): Promise<Buffer> {
  const result = queue.then(async () => Buffer.from(await fontverter.convert(cutFace(sfnt, request), 'woff2', 'truetype')));
  queue = result.catch(() => undefined);
  return result;
}

/** The weights a subset is checked at: both ends of the range it keeps. */
const CHECKED_WEIGHTS = [SITE_WEIGHTS.min, SITE_WEIGHTS.max];

/**
 * The Bengali edition's face: the glyphs the given runs of Bengali text (`bengaliRuns`) need,
 * nothing else. Starts from the glyphs they end up as, then shapes every run with the subset and the full face and, for
 * each run drawn otherwise, adds the glyphs its shaping passes through, until all runs match.
 */
export async function siteFace(fullFace: Buffer, textRuns: ReadonlySet<string>): Promise<Buffer> {
  const sfnt = await sfntOf(fullFace);
  const runs = [...textRuns, ...ALWAYS_KEPT];
  const characters = new Set(runs.join(''));
  const glyphs = await finalGlyphs(sfnt, runs, [400, 500, 600, 700]);
  for (let round = 1; ; round++) {
    const face = await subsetFace(sfnt, { characters: [...characters].join(''), glyphs, weight: SITE_WEIGHTS });
    const different = await runsDrawnOtherwise(sfnt, await sfntOf(face), runs, CHECKED_WEIGHTS);
    if (different.length === 0) return face;
    if (round === 4) throw new Error(`${different.length} runs of Bengali text shape otherwise with the subset, e.g. ${different.slice(0, 5).join(' ')}`);
    for (const glyph of await tracedGlyphs(sfnt, different, CHECKED_WEIGHTS)) glyphs.add(glyph);
  }
}

/** The language links' face: the glyphs of a few words (the editions' own names), shaped, at the links' weight. */
export async function languageNameFace(fullFace: Buffer, words: readonly string[]): Promise<Buffer> {
  const sfnt = await sfntOf(fullFace);
  const glyphs = await tracedGlyphs(sfnt, words, [LANGUAGE_NAME_WEIGHT]);
  return subsetFace(sfnt, { characters: words.join(''), glyphs, weight: LANGUAGE_NAME_WEIGHT });
}
