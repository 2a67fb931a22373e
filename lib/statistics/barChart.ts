/**
 * Horizontal bar charts as SVG markup, written when the site is built: no chart library, nothing
 * runs in the browser. Each row is a label on its own line with its bar below, so a long name or a
 * Bengali label needs no measuring and the chart reads at phone width. The SVG carries its own text
 * alternative (`<title>` and `<desc>`, named by `aria-labelledby`/`aria-describedby` on an
 * `role="img"` element); pages show the same figures in a table beside it.
 *
 * Colours are the site's palette (app/globals.css) through its Tailwind classes, so the chart
 * follows the theme and prints like the page. The same spec always gives the same bytes.
 */

/** How a bar or a part of one is drawn: the site's navy, or a result's colour (not known: an outline). */
export type BarTone = 'navy' | 'climbed' | 'partial' | 'unsuccessful' | 'unknown';

export interface BarSegment {
  value: number;
  tone: BarTone;
  /** The segment's figure as the edition writes it, printed inside the segment where it fits. */
  label?: string;
}

export interface BarRow {
  /** What the bar counts, as the edition writes it. */
  label: string;
  /** The parts of the bar, left to right; one segment for a plain bar. */
  segments: readonly BarSegment[];
  /** The bar's total as the edition writes it, printed after the bar. */
  total: string;
}

export interface BarChartSpec {
  /** Unique on the page: the ids of the title and description derive from it. */
  id: string;
  title: string;
  description: string;
  rows: readonly BarRow[];
}

/** Drawing units (the SVG's viewBox is WIDTH wide; it scales to its box). */
const WIDTH = 380;
const LABEL_SIZE = 16;
const LABEL_BASELINE = 16;
const BAR_TOP = 23;
const BAR_HEIGHT = 20;
const ROW_HEIGHT = 56;
const TOTAL_GAP = 6;
/** Room kept right of the longest bar for its total. */
const TOTAL_ROOM = 44;
const SEGMENT_LABEL_SIZE = 13;
/** A segment narrower than this shows no figure inside (the table and the total carry it). */
const SEGMENT_LABEL_MIN_WIDTH = 22;
const BAR_WIDTH = WIDTH - TOTAL_ROOM;

/** Fill and text classes of each tone (Tailwind utilities of the palette in app/globals.css). */
const toneClasses: Record<BarTone, { bar: string; ink: string }> = {
  navy: { bar: 'fill-navy-700', ink: 'fill-white' },
  climbed: { bar: 'fill-climbed', ink: 'fill-white' },
  partial: { bar: 'fill-partial', ink: 'fill-white' },
  unsuccessful: { bar: 'fill-unsuccessful', ink: 'fill-white' },
  // Not known is drawn as an outline: an empty part of the bar, plain in print and without colour.
  unknown: { bar: 'fill-white stroke-unknown', ink: 'fill-unknown' },
};

/** The swatch classes of a tone, for a legend beside the chart. */
export function toneSwatchClass(tone: BarTone): string {
  return toneClasses[tone].bar;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A coordinate with at most two decimals and no trailing zeros, the same on every machine. */
function unit(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function rowMarkup(row: BarRow, index: number, scale: number): string {
  const top = index * ROW_HEIGHT;
  const barY = top + BAR_TOP;
  const parts: string[] = [
    `<text x="0" y="${unit(top + LABEL_BASELINE)}" font-size="${LABEL_SIZE}" class="fill-slate-800">${escapeXml(row.label)}</text>`,
  ];
  let x = 0;
  for (const segment of row.segments) {
    if (segment.value <= 0) continue;
    const width = segment.value * scale;
    const tone = toneClasses[segment.tone];
    const outline = segment.tone === 'unknown';
    // An outline is drawn inside its box (inset by half the stroke), so parts never overlap.
    const rect = outline
      ? `<rect x="${unit(x + 0.75)}" y="${unit(barY + 0.75)}" width="${unit(Math.max(width - 1.5, 0))}" height="${unit(BAR_HEIGHT - 1.5)}" stroke-width="1.5" stroke-dasharray="4 3" class="${tone.bar}"/>`
      : `<rect x="${unit(x)}" y="${unit(barY)}" width="${unit(width)}" height="${BAR_HEIGHT}" class="${tone.bar}"/>`;
    parts.push(rect);
    if (segment.label !== undefined && width >= SEGMENT_LABEL_MIN_WIDTH) {
      parts.push(
        `<text x="${unit(x + width / 2)}" y="${unit(barY + BAR_HEIGHT / 2 + SEGMENT_LABEL_SIZE * 0.36)}" font-size="${SEGMENT_LABEL_SIZE}" text-anchor="middle" class="${tone.ink}">${escapeXml(segment.label)}</text>`,
      );
    }
    x += width;
  }
  parts.push(
    `<text x="${unit(x + TOTAL_GAP)}" y="${unit(barY + BAR_HEIGHT / 2 + LABEL_SIZE * 0.36)}" font-size="${LABEL_SIZE}" font-weight="600" class="fill-navy-900">${escapeXml(row.total)}</text>`,
  );
  return `<g>${parts.join('')}</g>`;
}

/** The chart's SVG markup: rows top to bottom, bars scaled so the largest total fills the width. */
export function barChartSvg(spec: BarChartSpec): string {
  const totals = spec.rows.map((row) => row.segments.reduce((sum, segment) => sum + Math.max(segment.value, 0), 0));
  const largest = Math.max(0, ...totals);
  const scale = largest > 0 ? BAR_WIDTH / largest : 0;
  const height = Math.max(spec.rows.length * ROW_HEIGHT - (ROW_HEIGHT - BAR_TOP - BAR_HEIGHT) + 2, 1);
  const titleId = `${spec.id}-title`;
  const descId = `${spec.id}-desc`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${unit(height)}" role="img" aria-labelledby="${titleId}" aria-describedby="${descId}" class="block h-auto w-full">`,
    `<title id="${titleId}">${escapeXml(spec.title)}</title>`,
    `<desc id="${descId}">${escapeXml(spec.description)}</desc>`,
    ...spec.rows.map((row, index) => rowMarkup(row, index, scale)),
    '</svg>',
  ].join('');
}
