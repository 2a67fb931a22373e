import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRadioGroup, PDFRawStream, PDFRef, PDFTextField, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { editionOf } from '@/lib/edition';
import { courseTitle } from '@/lib/schema/course';
import { courseApplicationPdf, courseFormFields } from './courseApplicationPdf';
import { expeditionSummaryPdf } from './expeditionSummaryPdf';

// The Bengali edition's PDFs: its own words, shaped and embedded, selectable as text, and the form's fields as in English.
const bengali = editionOf('bn');
const english = editionOf('en');

/** The content streams of a page, decoded. */
function contents(doc: PDFDocument, page: PDFPage): string[] {
  const streams = page.node.Contents();
  const refs = streams instanceof PDFArray ? streams.asArray() : streams ? [streams] : [];
  return refs.map((ref) => doc.context.lookup(ref)).filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream).map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/^FEFF/i, ''), 'hex').swap16().toString('utf16le');

/** The text a reader extracts, line by line: each drawn line is a text object whose words are spans with /ActualText. */
function lines(doc: PDFDocument): string[] {
  const out: string[] = [];
  for (const page of doc.getPages()) {
    for (const content of contents(doc, page)) {
      for (const [, textObject] of content.matchAll(/\nBT\n([\s\S]*?)\nET\n/g)) {
        const words = [...textObject!.matchAll(/\/ActualText <([0-9A-Fa-f]+)>/g)].map(([, hex]) => utf16(hex!));
        if (words.length > 0) out.push(words.join(''));
      }
    }
  }
  return out;
}

/** The ToUnicode map of each font of a page, by its resource name (`/HB1`): glyph id (4 hex digits) → text. */
function toUnicodeMaps(doc: PDFDocument, page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict)?.entries() ?? []) {
    const stream = doc.context.lookup(ref as PDFRef, PDFDict).lookup(PDFName.of('ToUnicode'));
    const map = new Map<string, string>();
    if (stream instanceof PDFRawStream) {
      const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, glyph, text] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) map.set(glyph!, utf16(text!));
    }
    maps.set(name.toString(), map);
  }
  return maps;
}

/** The text a reader that ignores /ActualText extracts, line by line: each glyph shown, through its font's ToUnicode map. */
function toUnicodeLines(doc: PDFDocument): string[] {
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const maps = toUnicodeMaps(doc, page);
    for (const content of contents(doc, page)) {
      for (const [, textObject] of content.matchAll(/\nBT\n([\s\S]*?)\nET\n/g)) {
        let font = '';
        let line = '';
        for (const [, name, hex] of textObject!.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj/g)) {
          if (name) font = name;
          else for (let i = 0; i < hex!.length; i += 4) line += maps.get(font)?.get(hex!.slice(i, i + 4).toUpperCase()) ?? '';
        }
        out.push(line);
      }
    }
  }
  return out;
}

/** A text's letters, whatever their order: what a search in visual order still finds all of. */
const letters = (text: string) => [...text.normalize('NFD')].filter((character) => !/\s/.test(character)).sort().join('');

/** The fonts a document's pages use, by BaseFont, with their subtype. */
function fonts(doc: PDFDocument): { name: string; subtype: string; embedded: boolean; toUnicode: boolean }[] {
  const found = new Map<string, { name: string; subtype: string; embedded: boolean; toUnicode: boolean }>();
  for (const page of doc.getPages()) {
    const dict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [, ref] of dict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const name = font.get(PDFName.of('BaseFont'))!.toString();
      const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
      const descriptor = descendant?.lookup(PDFName.of('FontDescriptor'), PDFDict);
      found.set(name, {
        name,
        subtype: font.get(PDFName.of('Subtype'))!.toString(),
        embedded: descriptor?.get(PDFName.of('FontFile2')) !== undefined,
        toUnicode: font.get(PDFName.of('ToUnicode')) !== undefined,
      });
    }
  }
  return [...found.values()];
}

describe('the Bengali expedition summary', () => {
  it('is in Bengali: the edition’s title, club, headings, facts and account, as selectable text', async () => {
    const e = bengali.expeditions.all.find((record) => record.slug === 'Everest-2010')!;
    const doc = await PDFDocument.load(await expeditionSummaryPdf(bengali, e), { updateMetadata: false });
    const text = lines(doc);
    const w = bengali.words.expedition.pdf;
    expect(text).toContain(bengali.club.name);
    expect(text).toContain(bengali.label.title(e));
    expect(text).toContain(w.accountHeading);
    expect(text).toContain(w.sourcesHeading);
    expect(text.join(' ')).toContain(e.narrative[0]!.split(' ').slice(0, 6).join(' '));
    expect(text.some((line) => line.includes(w.page(1, doc.getPageCount())))).toBe(true);
    expect(text.join(' ')).not.toMatch(/Mountaineers|Account|Sources|\?\?/);
    expect(doc.getTitle()).toBe(w.documentTitle(bengali.label.title(e), e.year));
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(bn)');
  });

  it('gives a reader that ignores /ActualText every letter of the title and the club’s name once, in drawing order', async () => {
    const e = bengali.expeditions.all.find((record) => record.slug === 'Everest-2010')!;
    const doc = await PDFDocument.load(await expeditionSummaryPdf(bengali, e));
    const byGlyph = toUnicodeLines(doc);
    for (const expected of [bengali.label.title(e), bengali.club.name]) {
      const line = byGlyph.find((candidate) => letters(candidate) === letters(expected));
      expect(line, `${expected} in ${JSON.stringify(byGlyph.slice(0, 6))}`).toBeDefined();
      // ি is drawn before its consonant, and read there: not the text as written, but no letter twice or missing.
      expect(line).not.toBe(expected);
    }
  });

  it('embeds its faces as Type 0 fonts with a ToUnicode map, and no standard font', async () => {
    const e = bengali.expeditions.all.find((record) => record.slug === 'Kanchenjunga-2011')!;
    const doc = await PDFDocument.load(await expeditionSummaryPdf(bengali, e));
    const used = fonts(doc);
    expect(used.length).toBeGreaterThan(0);
    for (const font of used) {
      expect(font, font.name).toMatchObject({ subtype: '/Type0', embedded: true, toUnicode: true });
      expect(font.name).toMatch(/^\/[A-Z]{6}\+NotoSansBengali-(Regular|Bold)$/);
    }
  });

  it('renders every expedition, and gives the same bytes twice', async () => {
    for (const e of bengali.expeditions.all) {
      const doc = await PDFDocument.load(await expeditionSummaryPdf(bengali, e));
      expect(lines(doc).join(' '), e.slug).toContain(bengali.label.title(e).split(' ')[0]);
    }
    const e = bengali.expeditions.all[0]!;
    expect(Buffer.from(await expeditionSummaryPdf(bengali, e)).equals(Buffer.from(await expeditionSummaryPdf(bengali, e)))).toBe(true);
  });
});

describe('the Bengali course application form', () => {
  it.each(bengali.courses.map((course) => [course.slug, course] as const))('%s has the English form’s fields, fillable, labelled in Bengali', async (_slug, course) => {
    const bytes = await courseApplicationPdf(bengali, course);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const form = doc.getForm();
    expect(form.getFields().map((field) => field.getName())).toEqual(courseFormFields.map((field) => field.name));
    const englishForm = (await PDFDocument.load(await courseApplicationPdf(english, english.courses.find((other) => other.slug === course.slug)!))).getForm();
    // The radio group's values are the contract, the same in both editions.
    expect((form.getField('applicant.sex') as PDFRadioGroup).getOptions()).toEqual((englishForm.getField('applicant.sex') as PDFRadioGroup).getOptions());

    const text = lines(doc);
    const say = bengali.words.courseForm;
    expect(text).toContain(bengali.club.name);
    expect(text).toContain(courseTitle(course));
    for (const label of Object.values(say.fields).flat()) expect(text, label).toContain(label);
    expect(text.join(' ')).toContain(say.notice.split(' ').slice(0, 5).join(' '));
    expect(doc.getTitle()).toBe(say.documentTitle(courseTitle(course), `${course.venue}, ${course.district}`));
    // Screen readers read each field's Bengali label from /TU.
    const name = form.getTextField('applicant.name');
    expect(name.acroField.dict.get(PDFName.of('TU'))?.toString()).toContain('FEFF');

    name.setText('TEST APPLICANT');
    form.getRadioGroup('applicant.sex').select('Female');
    const reopened = (await PDFDocument.load(await doc.save())).getForm();
    expect(reopened.getTextField('applicant.name').getText()).toBe('TEST APPLICANT');
    expect(reopened.getField('applicant.address')).toBeInstanceOf(PDFTextField);
    expect(reopened.getRadioGroup('applicant.sex').getSelected()).toBe('Female');
  });
});
