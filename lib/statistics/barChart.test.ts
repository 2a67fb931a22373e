import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barChartSvg, type BarChartSpec } from './barChart';

const spec = (): BarChartSpec => ({
  id: 'chart-test',
  title: 'Peaks & passes',
  description: 'Lahaul: 7, <Nepal>: 5',
  rows: [
    { label: 'Lahaul', segments: [{ value: 8, tone: 'navy', label: '8' }], total: '8' },
    { label: 'Nepal "high"', segments: [{ value: 4, tone: 'navy' }], total: '4' },
    {
      label: '১৯৯০–১৯৯৯',
      segments: [
        { value: 1, tone: 'climbed', label: '১' },
        { value: 0, tone: 'partial', label: '০' },
        { value: 3, tone: 'unknown', label: '৩' },
      ],
      total: '৪',
    },
  ],
});

/** The rectangles of the markup, in order, as numbers. */
function rects(svg: string): { x: number; width: number; className: string }[] {
  return [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"[^>]*class="([^"]+)"/g)].map((m) => ({ x: Number(m[1]), width: Number(m[2]), className: m[3]! }));
}

describe('barChartSvg', () => {
  it('writes the same bytes for the same figures, however the spec was built', () => {
    const first = barChartSvg(spec());
    expect(barChartSvg(spec())).toBe(first);
    expect(barChartSvg(JSON.parse(JSON.stringify(spec())) as BarChartSpec)).toBe(first);
    expect(first).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('carries its text alternative: a title and a description that the image element names', () => {
    const svg = barChartSvg(spec());
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="chart-test-title"[^>]*aria-describedby="chart-test-desc"/);
    expect(svg).toContain('<title id="chart-test-title">Peaks &amp; passes</title>');
    expect(svg).toContain('<desc id="chart-test-desc">Lahaul: 7, &lt;Nepal&gt;: 5</desc>');
    expect(svg).toContain('Nepal &quot;high&quot;');
    expect(svg).toContain('>১৯৯০–১৯৯৯</text>');
  });

  it('scales bars to the largest total, parts side by side, and skips empty parts', () => {
    const bars = rects(barChartSvg(spec()));
    expect(bars).toHaveLength(4);
    const [lahaul, nepal, climbed, unknown] = bars;
    expect(nepal!.width).toBeCloseTo(lahaul!.width / 2, 1);
    // The stacked row: 1 + 3 of 8, its parts starting where the previous one ends (an outline sits inside its box).
    expect(climbed!.width).toBeCloseTo(lahaul!.width / 8, 1);
    expect(unknown!.x).toBeCloseTo(climbed!.width + 0.75, 1);
    expect(unknown!.className).toContain('stroke-unknown');
    expect(climbed!.className).toBe('fill-climbed');
  });

  it('prints a part’s figure inside it only where it fits, and every total', () => {
    const svg = barChartSvg(spec());
    expect(svg).toContain('>8</text>');
    expect(svg).toContain('>৩</text>');
    expect(svg).not.toContain('>০</text>');
    for (const total of ['8', '4', '৪']) expect(svg).toContain(`font-weight="600" class="fill-navy-900">${total}</text>`);
  });

  it('draws a chart of zeros without dividing by zero', () => {
    const svg = barChartSvg({ id: 'z', title: 'T', description: 'D', rows: [{ label: 'None', segments: [{ value: 0, tone: 'navy' }], total: '0' }] });
    expect(svg).not.toMatch(/NaN|Infinity/);
    expect(rects(svg)).toEqual([]);
  });

  it('colours bars only with the site’s palette (app/globals.css)', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../app/globals.css'), 'utf8');
    const source = fs.readFileSync(path.resolve(__dirname, 'barChart.ts'), 'utf8');
    const colours = [...new Set([...source.matchAll(/\b(?:fill|stroke)-([a-z]+(?:-\d{3})?)\b/g)].map((m) => m[1]!))].filter((name) => name !== 'white' && name !== 'dasharray' && name !== 'width');
    expect(colours.length).toBeGreaterThan(4);
    // Tailwind's own greys aside (slate), every colour is one the site's theme defines.
    for (const colour of colours.filter((name) => !name.startsWith('slate'))) expect(css, colour).toContain(`--color-${colour}:`);
  });
});
