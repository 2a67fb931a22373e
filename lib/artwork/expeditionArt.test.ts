import { describe, expect, it } from 'vitest';
import { allExpeditions, englishLabels } from '@/lib/expeditions/data';
import type { Expedition } from '@/lib/schema/expedition';
import { escapeXml, expeditionArtSvg } from './expeditionArt';

const bySlug = (slug: string) => allExpeditions.find((e) => e.slug === slug)!;

/** The drawing as the artwork route makes it: labelled with the peak as the English table names it. */
const art = (e: Expedition, { labelled }: { labelled?: boolean } = {}) => expeditionArtSvg(e, { labelled, peakName: englishLabels.peaks(e) });

/** Well-formed enough for a browser: every tag closes in order, attributes are quoted, no bare `&` or `<`. */
function isWellFormed(svg: string): boolean {
  const open: string[] = [];
  const tags = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of svg.matchAll(tags)) {
    const between = svg.slice(last, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(between)) return false;
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (open.pop() !== name) return false;
    } else open.push(name!);
  }
  return open.length === 0 && last === svg.length;
}

/** The y coordinate of the highest point of the main peak's path (the first path filled with the face gradient). */
function summitY(svg: string): number {
  const d = /<path d="([^"]+)" fill="url\(#face\)"\/>/.exec(svg)?.[1];
  if (!d) throw new Error('no main peak path');
  return Math.min(...[...d.matchAll(/-?\d+,(-?\d+)/g)].map((m) => Number(m[1])));
}

describe('expeditionArtSvg', () => {
  it('is deterministic for a record and differs between records', () => {
    const everest = bySlug('Everest-2010');
    expect(art(everest)).toBe(art({ ...everest }));
    expect(art(everest)).not.toBe(art(bySlug('Everest-2021')));
  });

  it('is small, well-formed, titled SVG without NaN for every expedition', () => {
    for (const e of allExpeditions) {
      const svg = art(e);
      expect(svg.startsWith('<svg'), e.slug).toBe(true);
      expect(svg, e.slug).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg, e.slug).toMatch(/<title id="t">[^<]+<\/title>/);
      expect(svg, e.slug).not.toMatch(/NaN|undefined|Infinity/);
      expect(Buffer.byteLength(svg), e.slug).toBeLessThan(6 * 1024);
      expect(isWellFormed(svg), e.slug).toBe(true);
    }
  });

  it('prints the peak name and year, escaped for XML', () => {
    const svg = art(bySlug('Thelu-Koteswar-1987'));
    expect(svg).toContain('>Thelu &amp; Koteswar</text>');
    expect(svg).toContain('>1987</text>');
    expect(svg).toContain('<title id="t">Illustration: Thelu &amp; Koteswar, 1987</title>');
    expect(isWellFormed('<svg><g></svg></g>')).toBe(false);
    expect(isWellFormed('<svg><text>A & B</text></svg>')).toBe(false);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('draws a higher peak higher (smaller y) than a lower one', () => {
    const base = bySlug('Tharkot-1994');
    const low: Expedition = { ...base, heightM: 5100 };
    const high: Expedition = { ...base, heightM: 8800 };
    expect(summitY(art(high))).toBeLessThan(summitY(art(low)) - 150);
  });

  it('has an unlabelled variant with no text at all, for the Bengali pages', () => {
    const everest = bySlug('Everest-2010');
    const plain = art(everest, { labelled: false });
    expect(plain).not.toMatch(/<text|<title|Everest|2010/);
    // The same drawing: only the label differs.
    expect(plain.replace(/<path[^>]*>/g, '')).not.toBe('');
    expect(art(everest).match(/<path d="[^"]*"/g)).toEqual(plain.match(/<path d="[^"]*"/g));
  });
});
