import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The focus ring (app/globals.css) is two rings, one light and one dark, so that on every
 * background at least one of them contrasts 3:1 or more with it (WCAG 1.4.11 and 2.4.13). Checked
 * here from the stylesheet itself: the colours its `:focus-visible` rule draws with, against every
 * background a page could have, from black to white.
 */
const css = readFileSync(path.resolve(__dirname, '../app/globals.css'), 'utf8');

const hex = (value: string) => {
  const named = /var\(--color-([a-z0-9-]+)\)/.exec(value)?.[1];
  const colour = named ? new RegExp(`--color-${named}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1] : /#[0-9a-f]{3,6}\b/i.exec(value)?.[0];
  if (!colour) throw new Error(`no colour in "${value}"`);
  const full = colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour;
  return [1, 3, 5].map((at) => parseInt(full.slice(at, at + 2), 16));
};
const luminance = ([r, g, b]: number[]) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('the focus ring', () => {
  // The unlayered rule (after the layers), not a component's own.
  const rule = /\n:focus-visible[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const outline = /outline:\s*\d+px solid ([^;]+);/.exec(rule)?.[1];
  const gap = /box-shadow:\s*0 0 0 \d+px ([^;]+);/.exec(rule)?.[1];

  it('draws two rings, an outline and a gap of another colour around the element', () => {
    expect(outline).toBeDefined();
    expect(gap).toBeDefined();
  });

  it('leaves the element’s corners alone (unlayered, a radius here would square every round button it focuses)', () => {
    expect(rule).not.toMatch(/border-radius/);
  });

  it('contrasts 3:1 or more with every background, by one ring or the other', () => {
    const rings = [hex(outline!), hex(gap!)].map(luminance);
    const worst = Array.from({ length: 1001 }, (_, i) => i / 1000).reduce((low, background) => Math.min(low, Math.max(...rings.map((ring) => contrast(ring, background)))), Infinity);
    expect(worst).toBeGreaterThanOrEqual(3);
  });

  it('and with each of the site’s own colours', () => {
    const rings = [hex(outline!), hex(gap!)].map(luminance);
    const theme = [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => ({ name: match[1]!, l: luminance(hex(match[2]!)) }));
    expect(theme.length).toBeGreaterThan(10);
    for (const { name, l } of [...theme, { name: 'white', l: 1 }]) expect(Math.max(...rings.map((ring) => contrast(ring, l))), name).toBeGreaterThanOrEqual(3);
  });
});
