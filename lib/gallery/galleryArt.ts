/**
 * Our own artwork for the embedded sample gallery: we have none of the club's photos, so each
 * sample item gets a flat, layered "dark blue mountains" illustration that is plainly not a
 * photograph. Deterministic: the same spec always yields the same bytes (a seeded PRNG, integer
 * coordinates), so the committed SVGs under public/gallery/ can be checked against this code.
 * Written by scripts/generate-gallery-art.ts. Here: the scenes, the SVG document and the plan of
 * files; the shapes they are drawn with are ./artDrawing.ts.
 */
import {
  ART_HEIGHT,
  ART_WIDTH,
  PALETTE,
  createRandom,
  hashSeed,
  peakOutline,
  points,
  polygon,
  ridge,
  shadowFace,
  snowCaps,
  stars,
  summitY,
  type Point,
} from './artDrawing';

export { ART_HEIGHT, ART_WIDTH };

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

const W = ART_WIDTH;
const H = ART_HEIGHT;

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
