import { PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { words } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { allExpeditions, expeditionSources } from '@/lib/expeditions';
import type { Expedition } from '@/lib/schema/expedition';
import { expeditionSummaryPdf } from './expeditionSummaryPdf';
import { toWinAnsi, wrapText } from './winAnsi';
import { isWinAnsi } from './winAnsi';

const english = editionOf('en');

/** All text drawn on the pages: pdf-lib writes standard-font text as `<hex> Tj` in the content streams. */
async function pageText(bytes: Uint8Array): Promise<{ pages: number; text: string; title?: string; created?: Date }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pieces: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) pieces.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
  }
  return { pages: doc.getPageCount(), text: pieces.join('\n'), title: doc.getTitle(), created: doc.getCreationDate() };
}

const byslug = (slug: string) => allExpeditions.find((e) => e.slug === slug)!;

describe('expeditionSummaryPdf', () => {
  it('parses back and carries the peak, the club header, the team and the footer', async () => {
    const e = byslug('Everest-2010');
    const { pages, text, title, created } = await pageText(await expeditionSummaryPdf(english, e));
    expect(pages).toBeGreaterThan(0);
    expect(text).toContain('Everest (8848.86 m)');
    expect(text).toContain("Mountaineers' Association of Krishnanagar");
    expect(text).toContain('Krishnanagar, Nadia, West Bengal');
    expect(text).toContain('Founded 1986');
    expect(text).toContain('Pasang Phutar Sherpa');
    expect(text).toContain('High-altitude Sherpa');
    expect(text).toContain('Camp IV (South Col, 7900 m)');
    expect(text).toMatch(/Page 1 of \d/);
    expect(title).toContain('Everest');
    expect(created?.toISOString()).toBe('2010-04-01T00:00:00.000Z');
  });

  it('is byte-for-byte reproducible', async () => {
    const e = byslug('Dhaulagiri-2013');
    const first = await expeditionSummaryPdf(english, e);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await expeditionSummaryPdf(english, e);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('renders every expedition, each containing its peak name', async () => {
    for (const e of allExpeditions) {
      const { pages, text } = await pageText(await expeditionSummaryPdf(english, e));
      expect(pages, e.slug).toBeGreaterThan(0);
      // Lines are drawn separately, so a wrapped title is matched with its line breaks as spaces.
      expect(text.replace(/\n/g, ' '), e.slug).toContain(toWinAnsi(english.label.title(e)));
      expect(text, e.slug).toContain(toWinAnsi(english.label.peakName(e.peaks ? e.peaks[0]!.peak : e.peak!)).replace(/\)$/, ''));
      expect(text, e.slug).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('lists every public source of the page, with its address, and says which facts only the original site gives', async () => {
    const e = byslug('Everest-2010');
    const { text } = await pageText(await expeditionSummaryPdf(english, e));
    const flat = text.replace(/\n/g, ' ');
    const { public: cited, originalSite } = expeditionSources(english, e);
    expect(cited.length).toBeGreaterThan(3);
    expect(flat).toContain(toWinAnsi(words.expedition.pdf.sourcesHeading).toUpperCase());
    for (const source of cited) {
      expect(flat, source.url).toContain(toWinAnsi(source.publication));
      // Long addresses wrap; every piece of the address is printed, in order.
      expect(text.replace(/\n/g, ''), source.url).toContain(source.url);
    }
    expect(originalSite).toBe(true);
    expect(flat).toContain(toWinAnsi(words.expedition.pdf.originalSite));
    for (const conflict of e.conflicts) expect(flat).toContain(toWinAnsi(conflict.about));
    expect(flat).not.toMatch(/club's expedition records|club's records/);
  });

  it('labels every height its title shows as the page does: what it is and who gives it', async () => {
    const ramjak = (await pageText(await expeditionSummaryPdf(english, byslug('Ramjak-2021')))).text.replace(/\n/g, ' ');
    expect(ramjak).toContain('6318 m. A reference height, from American Alpine Journal.');
    for (const e of allExpeditions) {
      const notes = english.factSheet(e).find((section) => section.key === 'overview')!.facts.filter((fact) => fact.note);
      if (notes.length === 0) continue;
      const text = (await pageText(await expeditionSummaryPdf(english, e))).text.replace(/\n/g, ' ');
      for (const fact of notes) expect(text, e.slug).toContain(toWinAnsi(words.expedition.pdf.heightSource(fact.value!, fact.note!)));
    }
  });

  it('says plainly when a row is known only by peak and year, and gives a Bengali source’s language', async () => {
    const sparse = byslug('Setaglacier-1992');
    expect(sparse.evidence).toBe('spec-list-only');
    const { text } = await pageText(await expeditionSummaryPdf(english, sparse));
    expect(text.replace(/\n/g, ' ')).toContain(toWinAnsi(words.expedition.pdf.listOnly));

    const ramjak = byslug('Ramjak-2024');
    const bengali = expeditionSources(english, ramjak).public.find((source) => source.language === 'Bengali')!;
    const ramjakText = (await pageText(await expeditionSummaryPdf(english, ramjak))).text.replace(/\n/g, ' ');
    expect(ramjakText).toContain(toWinAnsi(`${bengali.publication}: ${bengali.description} (in Bengali)`));
  });

  it('flows a long record onto further pages, and prints text Helvetica cannot encode as close equivalents', async () => {
    const long: Expedition = {
      ...byslug('Gangstang-1990'),
      narrative: Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} – “quoted” and ‘single’ … Lāhul ${'word '.repeat(60)}`),
    };
    const { pages, text } = await pageText(await expeditionSummaryPdf(english, long));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Page 2 of');
    expect(text).toContain('Paragraph 30 - "quoted" and \'single\' ... Lahul');
  });
});

describe('toWinAnsi and wrapText', () => {
  it('replaces typographic and non-Latin characters', () => {
    expect(toWinAnsi('Traill’s Pass – 5312 m … “top”')).toBe('Traill\'s Pass - 5312 m ... "top"');
    expect(toWinAnsi('Lāhul')).toBe('Lahul');
    expect(toWinAnsi('কৃষ্ণনগর Krishnanagar')).toMatch(/^\?+ Krishnanagar$/);
    expect(isWinAnsi(toWinAnsi('এভারেস্ট ✓ — Everest'))).toBe(true);
  });

  it('keeps every line within the width and loses no words', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = `Short words then ${'x'.repeat(200)} and more words to wrap across several lines of text`;
    const lines = wrapText(text, font, 10, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });
});
