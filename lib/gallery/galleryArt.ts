/**
 * Our own artwork for the embedded sample gallery: we have none of the club's photos, so each
 * sample item gets a flat, layered "dark blue mountains" illustration that is plainly not a
 * photograph. Deterministic: the same spec always yields the same bytes (a seeded PRNG, integer
 * coordinates), so the committed SVGs under public/gallery/ can be checked against this code.
 * Written by scripts/generate-gallery-art.ts.
 */

export const ART_WIDTH = 960;
export const ART_HEIGHT = 640;

/**
 * - summit: one peak, drawn taller for a higher mountain;
 * - twin: two summits on one massif (Thelu & Koteswar, Nun & Kun);
 * - hill: a low rocky hill with a rope line (the rock-climbing course at Susunia);
 * - trail: a long ridge with a dotted path (a trek).
 */
export type ArtScene = 'summit' | 'twin' | 'hill' | 'trail';

export interface ArtSpec {
  /** Seeds the randomness; also the file name (`<id>.svg`). */
  id: string;
  /** Used in the SVG's <title>. */
  title: string;
  scene: ArtScene;
  /** Heights in metres of the peaks drawn (one for summit, two for twin); they set the drawn heights. */
  heightsM?: readonly number[];
}

const PALETTE = {
  skyTop: '#071630',
  skyBottom: '#2b5288',
  star: '#dbe7ff',
  moon: '#f1e4c0',
  far: '#34598f',
  peak: '#1f3d6b',
  peakShade: '#16305a',
  snow: '#e6eef9',
  snowShade: '#b9cbe4',
  mid: '#132b51',
  near: '#0a1b37',
  rope: '#f1e4c0',
} as const;

type Point = readonly [number, number];

/** FNV-1a: a stable 32-bit seed from the id. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and identical on every platform. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = ART_WIDTH;
const H = ART_HEIGHT;

function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
}

function polygon(list: readonly Point[], fill: string): string {
  return `<polygon points="${points(list)}" fill="${fill}"/>`;
}

/** A ridge across the whole width around `baseY`, jagged by `rough`, closed along the bottom. */
function ridge(random: () => number, baseY: number, rough: number, steps: number): Point[] {
  const line: Point[] = [];
  let y = baseY;
  for (let i = 0; i <= steps; i++) {
    y += (random() - 0.5) * rough;
    y = Math.min(H - 20, Math.max(baseY - rough * 1.5, Math.min(baseY + rough * 1.5, y)));
    line.push([(W * i) / steps, y]);
  }
  return [[0, H], ...line, [W, H]];
}

/** The summit's y for a height in metres: 5500 m sits low, 8849 m (Everest) near the top. */
function summitY(heightM: number | undefined, random: () => number): number {
  const h = heightM ?? 6000 + random() * 1000;
  const share = Math.min(1, Math.max(0, (h - 5500) / 3400));
  return H * (0.5 - share * 0.36);
}

/** The outline of one peak: from the left foot up to the summit and down to the right foot. */
function peakOutline(random: () => number, centerX: number, topY: number, halfWidth: number, footY: number): Point[] {
  const left: Point[] = [];
  const right: Point[] = [];
  const steps = 5;
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const jitter = () => (random() - 0.5) * 30;
    left.push([centerX - halfWidth * (1 - t) + jitter(), footY - (footY - topY) * t + jitter()]);
    right.push([centerX + halfWidth * t + jitter(), topY + (footY - topY) * t + jitter()]);
  }
  return [[centerX - halfWidth, footY], ...left, [centerX, topY], ...right, [centerX + halfWidth, footY]];
}

/** The parts of `outline` above `snowY`, each closed by a ragged snow line. */
function snowCaps(outline: readonly Point[], snowY: number, random: () => number): Point[][] {
  const caps: Point[][] = [];
  let current: Point[] | null = null;
  for (let i = 0; i < outline.length; i++) {
    const point = outline[i]!;
    const previous = i > 0 ? outline[i - 1]! : undefined;
    const above = point[1] < snowY;
    const wasAbove = previous !== undefined && previous[1] < snowY;
    if (previous && above !== wasAbove) {
      const t = (snowY - previous[1]) / (point[1] - previous[1]);
      const crossing: Point = [previous[0] + (point[0] - previous[0]) * t, snowY];
      if (above) {
        current = [crossing];
      } else if (current) {
        current.push(crossing);
        caps.push(closeCap(current, snowY, random));
        current = null;
      }
    }
    if (above && current) current.push(point);
  }
  return caps;
}

function closeCap(top: Point[], snowY: number, random: () => number): Point[] {
  const first = top[0]!;
  const last = top[top.length - 1]!;
  const edge: Point[] = [];
  const teeth = Math.max(2, Math.round((last[0] - first[0]) / 28));
  for (let i = teeth - 1; i > 0; i--) {
    const x = first[0] + ((last[0] - first[0]) * i) / teeth;
    edge.push([x, snowY + (i % 2 === 0 ? 4 : 16 + random() * 22)]);
  }
  return [...top, ...edge];
}

/**
 * The right-hand (shadow) face of a peak: the right flank from the summit to the foot, closed by a
 * jagged spur from the foot back up to the summit.
 */
function shadowFace(outline: readonly Point[], summitIndex: number, footY: number, halfWidth: number, random: () => number): Point[] {
  const summit = outline[summitIndex]!;
  const spur: Point[] = [];
  const footX = summit[0] + halfWidth * (0.1 + random() * 0.15);
  for (let i = 3; i >= 1; i--) {
    const t = i / 4;
    spur.push([summit[0] + (footX - summit[0]) * t + (random() - 0.5) * 24, summit[1] + (footY - summit[1]) * t]);
  }
  return [...outline.slice(summitIndex), [footX, footY], ...spur];
}

function stars(random: () => number, count: number): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * W);
    const y = Math.round(random() * H * 0.38);
    const r = random() < 0.2 ? 2 : 1;
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
  }
  return `<g fill="${PALETTE.star}" opacity=".75">${dots.join('')}</g>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mountains(spec: ArtSpec, random: () => number): string[] {
  const footY = H * 0.78;
  const parts: string[] = [];
  const drawPeak = (centerX: number, heightM: number | undefined, halfWidth: number) => {
    const topY = summitY(heightM, random);
    const outline = peakOutline(random, centerX, topY, halfWidth, footY);
    const summitIndex = outline.findIndex(([x, y]) => x === centerX && y === topY);
    parts.push(polygon(outline, PALETTE.peak));
    parts.push(polygon(shadowFace(outline, summitIndex, footY, halfWidth, random), PALETTE.peakShade));
    const snowY = topY + (footY - topY) * 0.34;
    for (const cap of snowCaps(outline, snowY, random)) parts.push(polygon(cap, PALETTE.snow));
  };
  switch (spec.scene) {
    case 'summit': {
      drawPeak(W * (0.42 + random() * 0.16), spec.heightsM?.[0], W * 0.34);
      break;
    }
    case 'twin': {
      const [first, second] = spec.heightsM ?? [];
      drawPeak(W * 0.34, first, W * 0.26);
      drawPeak(W * 0.64, second, W * 0.28);
      break;
    }
    case 'hill': {
      // A low, rounded hill with a bare rock face, a climbing rope down it and a climber on the rope.
      const top = H * (0.4 + random() * 0.04);
      const summitX = W * (0.46 + random() * 0.08);
      parts.push(`<path d="M0 ${H}C${Math.round(W * 0.2)} ${Math.round(H * 0.62)} ${Math.round(summitX - 160)} ${Math.round(top)} ${Math.round(summitX)} ${Math.round(top)}S${Math.round(W * 0.86)} ${Math.round(H * 0.6)} ${W} ${H}Z" fill="${PALETTE.peak}"/>`);
      const faceLeft = summitX + 10;
      const jag = () => (random() - 0.5) * 24;
      const face: Point[] = [
        [faceLeft, top + 4], [faceLeft + 70 + jag(), top + 16], [faceLeft + 130, top + 50 + jag()], [faceLeft + 150 + jag(), H * 0.6],
        [faceLeft + 170, H * 0.76], [faceLeft + 60 + jag(), H * 0.78], [faceLeft - 30, H * 0.77], [faceLeft - 10 + jag(), H * 0.6],
      ];
      parts.push(polygon(face, PALETTE.peakShade));
      // Cracks in the rock, right of the rope.
      for (let crack = 0; crack < 3; crack++) {
        const y = top + 60 + crack * 52 + random() * 16;
        const x = faceLeft + 70 + random() * 30;
        parts.push(`<path d="M${Math.round(x)} ${Math.round(y)}l${Math.round(24 + random() * 30)} ${Math.round(16 + random() * 14)}" stroke="${PALETTE.far}" stroke-width="4" stroke-linecap="round"/>`);
      }
      const ropeX = Math.round(faceLeft + 30);
      const ropeTop = Math.round(top + 18);
      const ropeBottom = Math.round(H * 0.74);
      parts.push(`<path d="M${ropeX} ${ropeTop}V${ropeBottom}" stroke="${PALETTE.rope}" stroke-width="2"/>`);
      const climberY = Math.round(ropeTop + (ropeBottom - ropeTop) * (0.35 + random() * 0.3));
      parts.push(`<circle cx="${ropeX + 6}" cy="${climberY}" r="6" fill="${PALETTE.rope}"/><path d="M${ropeX + 6} ${climberY + 6}v18" stroke="${PALETTE.rope}" stroke-width="5" stroke-linecap="round"/>`);
      break;
    }
    case 'trail': {
      // A long rolling ridge, walked end to end: a dotted path along its crest, small peaks beyond.
      for (const x of [W * 0.24, W * 0.72]) {
        const topY = H * (0.3 + random() * 0.06);
        const outline = peakOutline(random, x, topY, W * 0.16, H * 0.64);
        parts.push(polygon(outline, PALETTE.far));
        for (const cap of snowCaps(outline, topY + 34, random)) parts.push(polygon(cap, PALETTE.snowShade));
      }
      const crest = ridge(random, H * 0.66, 60, 9);
      parts.push(polygon(crest, PALETTE.peak));
      const path = crest.slice(1, -1).map(([x, y]) => [x, y + 14] as Point);
      parts.push(`<polyline points="${points(path)}" fill="none" stroke="${PALETTE.rope}" stroke-width="4" stroke-dasharray="1 11" stroke-linecap="round" stroke-linejoin="round"/>`);
      break;
    }
  }
  return parts;
}

/** The SVG text of one artwork (UTF-8, no scripts, no external references). */
export function renderGalleryArt(spec: ArtSpec): string {
  const random = createRandom(hashSeed(`${spec.id}:${spec.scene}`));
  const moonX = Math.round(W * (0.12 + random() * 0.76));
  const moonY = Math.round(H * (0.1 + random() * 0.12));
  const body = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.skyTop}"/><stop offset="1" stop-color="${PALETTE.skyBottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(random, 26),
    `<circle cx="${moonX}" cy="${moonY}" r="${Math.round(20 + random() * 14)}" fill="${PALETTE.moon}" opacity=".9"/>`,
    polygon(ridge(random, H * 0.62, 70, 14), PALETTE.far),
    ...mountains(spec, random),
    polygon(ridge(random, H * 0.8, 40, 10), PALETTE.mid),
    polygon(ridge(random, H * 0.92, 26, 8), PALETTE.near),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(`Illustration for ${spec.title}`)}</title>` +
    body.join('') +
    '</svg>\n'
  );
}

/** Artwork files must stay small: they ship to phones on slow networks. */
export const ART_MAX_BYTES = 5 * 1024;

export interface ArtFile {
  /** Path under public/, e.g. `gallery/everest-2010.svg`. */
  path: string;
  svg: string;
}

/**
 * The artwork files for the gallery items whose image is one of ours (`/gallery/<id>.svg`), from the
 * drawing specs keyed by id. Throws, naming the item, when a spec is missing, when the item's
 * width/height differ from the artwork's, or when a file would exceed ART_MAX_BYTES.
 */
export function planGalleryArt(
  items: readonly { id: string; title: string; img: string; width?: number; height?: number }[],
  specs: readonly Omit<ArtSpec, 'title'>[],
): ArtFile[] {
  const byId = new Map(specs.map((spec) => [spec.id, spec]));
  return items
    .filter((item) => item.img === `/gallery/${item.id}.svg`)
    .map((item) => {
      const spec = byId.get(item.id);
      if (!spec) throw new Error(`gallery art: no drawing spec for "${item.id}" (add it to content/galleryArt.ts)`);
      if (item.width !== ART_WIDTH || item.height !== ART_HEIGHT) {
        throw new Error(`gallery art: "${item.id}" must have width ${ART_WIDTH} and height ${ART_HEIGHT}, like its artwork`);
      }
      const svg = renderGalleryArt({ ...spec, title: item.title });
      const bytes = Buffer.byteLength(svg, 'utf8');
      if (bytes > ART_MAX_BYTES) throw new Error(`gallery art: "${item.id}" is ${bytes} bytes, over ${ART_MAX_BYTES}`);
      return { path: `gallery/${item.id}.svg`, svg };
    });
}
