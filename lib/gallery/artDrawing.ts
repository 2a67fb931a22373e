/**
 * The drawing primitives of the gallery artwork (./galleryArt.ts): a seeded random source, the
 * palette, and the shapes a scene is made of (ridges, peaks, snow caps, shadow faces, stars), as
 * SVG text with integer coordinates so the same seed always draws the same bytes.
 */

export const ART_WIDTH = 960;
export const ART_HEIGHT = 640;

export const PALETTE = {
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

export type Point = readonly [number, number];

/** FNV-1a: a stable 32-bit seed from the id. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and identical on every platform. */
export function createRandom(seed: number): () => number {
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

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
}

export function polygon(list: readonly Point[], fill: string): string {
  return `<polygon points="${points(list)}" fill="${fill}"/>`;
}

/** A ridge across the whole width around `baseY`, jagged by `rough`, closed along the bottom. */
export function ridge(random: () => number, baseY: number, rough: number, steps: number): Point[] {
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
export function summitY(heightM: number | undefined, random: () => number): number {
  const h = heightM ?? 6000 + random() * 1000;
  const share = Math.min(1, Math.max(0, (h - 5500) / 3400));
  return H * (0.5 - share * 0.36);
}

/** The outline of one peak: from the left foot up to the summit and down to the right foot. */
export function peakOutline(random: () => number, centerX: number, topY: number, halfWidth: number, footY: number): Point[] {
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
export function snowCaps(outline: readonly Point[], snowY: number, random: () => number): Point[][] {
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
export function shadowFace(outline: readonly Point[], summitIndex: number, footY: number, halfWidth: number, random: () => number): Point[] {
  const summit = outline[summitIndex]!;
  const spur: Point[] = [];
  const footX = summit[0] + halfWidth * (0.1 + random() * 0.15);
  for (let i = 3; i >= 1; i--) {
    const t = i / 4;
    spur.push([summit[0] + (footX - summit[0]) * t + (random() - 0.5) * 24, summit[1] + (footY - summit[1]) * t]);
  }
  return [...outline.slice(summitIndex), [footX, footY], ...spur];
}

export function stars(random: () => number, count: number): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * W);
    const y = Math.round(random() * H * 0.38);
    const r = random() < 0.2 ? 2 : 1;
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
  }
  return `<g fill="${PALETTE.star}" opacity=".75">${dots.join('')}</g>`;
}
