import { words } from '@/lib/content';
import { ARTWORK_HEIGHT as H, ARTWORK_WIDTH as W } from '@/lib/expeditions';
import { highestHeightM } from '@/lib/expeditions';
import { MAX_PEAK_HEIGHT_M, MIN_PEAK_HEIGHT_M, type Expedition } from '@/lib/schema/expedition';

/**
 * A flat, stylised mountain illustration per expedition, used wherever the club has no photo.
 * Everything is derived from the record: the slug seeds the ridgelines (same slug, same picture),
 * the peak's height sets how high the main summit rises, and the name and year are printed on it.
 * Flat colour bands and printed text keep it plainly an illustration, never mistaken for a photo.
 */

const palette = {
  night: '#0b1f3a',
  deep: '#13315c',
  blue: '#1d4e89',
  pale: '#8fb3de',
  snow: '#f4f8fc',
};

/** FNV-1a: a stable 32-bit hash of the slug. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic generator, 0 <= n < 1. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const round = (n: number) => Math.round(n);

/** A jagged ridgeline across the picture, closed along the bottom edge. */
function ridge(random: () => number, baseY: number, amplitude: number, steps: number): string {
  const points: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = (W * i) / steps;
    const y = baseY - amplitude * (0.35 + 0.65 * random());
    points.push(`${round(x)},${round(y)}`);
  }
  return `M0,${H} L${points.join(' L')} L${W},${H}Z`;
}

/** 0 for a 5000 m peak, 1 for Everest; unknown heights sit in the middle. */
function relativeHeight(heightM: number | undefined): number {
  if (heightM === undefined) return 0.5;
  const t = (heightM - MIN_PEAK_HEIGHT_M) / (MAX_PEAK_HEIGHT_M - MIN_PEAK_HEIGHT_M);
  return Math.min(1, Math.max(0, t));
}

/** The main peak: two flanks to a summit, with a snow cap along the upper slopes. */
function mainPeak(random: () => number, summitX: number, summitY: number, baseY: number, halfWidth: number): string {
  const left = summitX - halfWidth;
  const right = summitX + halfWidth;
  const shoulderL = [summitX - halfWidth * 0.45, summitY + (baseY - summitY) * (0.38 + 0.1 * random())];
  const shoulderR = [summitX + halfWidth * 0.5, summitY + (baseY - summitY) * (0.3 + 0.12 * random())];
  const body = `M${round(left)},${round(baseY)} L${round(shoulderL[0]!)},${round(shoulderL[1]!)} L${round(summitX)},${round(summitY)} L${round(shoulderR[0]!)},${round(shoulderR[1]!)} L${round(right)},${round(baseY)}Z`;
  // Snow line a third of the way down, with a ragged lower edge.
  const capDepth = (baseY - summitY) * 0.3;
  const capL = summitX - (halfWidth * 0.45 * capDepth) / (shoulderL[1]! - summitY);
  const capR = summitX + (halfWidth * 0.5 * capDepth) / (shoulderR[1]! - summitY);
  const capY = summitY + capDepth;
  const cap = `M${round(capL)},${round(capY)} L${round(summitX)},${round(summitY)} L${round(capR)},${round(capY)} L${round(summitX + (capR - summitX) * 0.4)},${round(capY - capDepth * 0.22)} L${round(summitX)},${round(capY - capDepth * 0.05)} L${round(summitX - (summitX - capL) * 0.45)},${round(capY - capDepth * 0.25)}Z`;
  return `<path d="${body}" fill="url(#face)"/><path d="${cap}" fill="${palette.snow}"/>`;
}

/**
 * The illustration of an expedition. `labelled` prints the peak's name and year on it (English
 * pages); the unlabelled variant has no text at all, for the Bengali pages: an SVG shown as an
 * image cannot use the page's Bengali web font, and the page's own caption names the peak.
 */
export function expeditionArtSvg(e: Expedition, { labelled = true, peakName }: { labelled?: boolean; peakName: string }): string {
  const random = randomFrom(hashSeed(e.slug));
  const baseY = 560;
  // The main summit rises from y=330 (5000 m) to y=120 (Everest).
  const summitY = 330 - 210 * relativeHeight(highestHeightM(e));
  const summitX = 430 + random() * 340;
  const halfWidth = 330 + random() * 90;

  const stars = Array.from({ length: 14 }, () => {
    const x = round(random() * W);
    const y = round(20 + random() * 220);
    const r = (0.8 + random() * 1.4).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  }).join('');

  // A second, lower summit for two-peak expeditions, on the side with more room.
  const second =
    e.peaks && e.peaks.length > 1
      ? mainPeak(random, summitX < W / 2 ? summitX + 330 : summitX - 330, summitY + 70 + random() * 40, baseY + 80, 250)
      : '';

  const name = escapeXml(peakName);
  const year = String(e.year);
  const title = words.expedition.artwork.title(name, year); // only the English artwork is labelled
  const nameSize = peakName.length > 22 ? 44 : 56;

  return [
    labelled ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="t">` : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">`,
    labelled ? `<title id="t">${title}</title>` : '',
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
    `<linearGradient id="face" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.pale}"/><stop offset="1" stop-color="${palette.blue}"/></linearGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<g fill="${palette.snow}" opacity="0.55">${stars}</g>`,
    `<path d="${ridge(random, 500, 140, 12)}" fill="${palette.deep}" opacity="0.9"/>`,
    second,
    mainPeak(random, summitX, summitY, baseY + 80, halfWidth),
    `<path d="${ridge(random, 610, 120, 10)}" fill="${palette.blue}"/>`,
    `<path d="${ridge(random, 700, 90, 8)}" fill="${palette.night}"/>`,
    labelled
      ? [
          `<g fill="${palette.snow}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
          `<text x="60" y="${H - 86}" font-size="${nameSize}" font-weight="700">${name}</text>`,
          `<text x="60" y="${H - 42}" font-size="30" fill="${palette.pale}" letter-spacing="4">${year}</text>`,
          '</g>',
        ].join('')
      : '',
    '</svg>',
  ].join('');
}
