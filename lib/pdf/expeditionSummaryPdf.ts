import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { Edition } from '@/lib/edition';
import { expeditionSources, resultCategory } from '@/lib/expeditions';
import type { Expedition } from '@/lib/schema/expedition';
import { pdfTextSetter, type PdfText, type Weight } from './pdfText';

/**
 * A one- or two-page A4 summary of an expedition in one edition, generated at build time from its
 * record in that edition (we have none of the club's own report PDFs). The English summary is set
 * in the standard Helvetica, which keeps the file small and needs no font files (it prints WinAnsi
 * only); the Bengali one in Noto Sans Bengali shaped by HarfBuzz and embedded (./pdfText.ts).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const HEADER_HEIGHT = 84;
const FOOTER_Y = 34;
const CONTENT_BOTTOM = 58;
const LABEL_WIDTH = 150;
const COLUMN_GAP = 12;

const navy = hex('#0b1f3a');
const deepBlue = hex('#13315c');
const blue = hex('#1d4e89');
const paleBlue = hex('#8fb3de');
const ink = hex('#1c2430');
const muted = hex('#4a5668');
const rule = hex('#c9d6e8');
const white = rgb(1, 1, 1);

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** What of the edition the summary prints: its club, words, labels, fact sheet and sources. */
type SummaryEdition = Edition;

/** A top-to-bottom writer that starts a new page when the next block would not fit. */
class PageWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  readonly width = A4[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly type: PdfText,
    private readonly ed: SummaryEdition,
    private readonly runningTitle: string,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    const top = A4[1];
    if (this.pages.length === 1) {
      this.drawClubHeader();
      this.y = top - HEADER_HEIGHT - 28;
    } else {
      // Continuation pages repeat the title small, so a loose page still says what it belongs to.
      this.text(this.runningTitle, MARGIN, top - 40, 'bold', 9, blue);
      this.page.drawLine({ start: { x: MARGIN, y: top - 48 }, end: { x: A4[0] - MARGIN, y: top - 48 }, thickness: 0.5, color: rule });
      this.y = top - 72;
    }
  }

  private drawClubHeader(): void {
    const top = A4[1];
    this.page.drawRectangle({ x: 0, y: top - HEADER_HEIGHT, width: A4[0], height: HEADER_HEIGHT, color: navy });
    this.page.drawRectangle({ x: 0, y: top - HEADER_HEIGHT - 4, width: A4[0], height: 4, color: blue });
    const { club } = this.ed;
    const w = this.ed.words.expedition.pdf;
    this.text(club.name, MARGIN, top - 38, 'bold', 16, white);
    const { town, district, state } = club.address;
    this.text(w.headerLine([town, district, state].join(', '), club.foundedYear), MARGIN, top - 58, 'regular', 9.5, paleBlue);
    const label = w.label;
    const labelWidth = this.type.widthOf(label, 8.5, 'bold');
    this.text(label, A4[0] - MARGIN - labelWidth, top - 38, 'bold', 8.5, paleBlue);
  }

  private text(value: string, x: number, y: number, weight: Weight, size: number, color: RGB): void {
    this.type.draw(this.page, value, { x, y, size, weight, color });
  }

  /** Moves to a new page unless `height` points are left above the footer. */
  ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  paragraph(value: string, options: { weight?: Weight; size?: number; color?: RGB; leading?: number; x?: number; width?: number } = {}): void {
    const weight = options.weight ?? 'regular';
    const size = options.size ?? 10.5;
    const leading = options.leading ?? size * 1.45;
    const x = options.x ?? MARGIN;
    const lines = this.type.wrap(value, size, options.width ?? this.width, weight);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.text(line, x, this.y + (leading - size) / 2, weight, size, options.color ?? ink);
    }
  }

  heading(value: string): void {
    // Keep a heading with at least two lines of what follows it.
    this.ensure(46);
    this.gap(11);
    this.text(value.toUpperCase(), MARGIN, this.y - 11, 'bold', 10, blue);
    this.y -= 17;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color: rule });
    this.gap(4);
  }

  /** A label in a left column and its value wrapped in the right column. */
  labelled(label: string, value: string | undefined): void {
    const size = 9.5;
    const leading = 13;
    const labelLines = this.type.wrap(label, size, LABEL_WIDTH, 'bold');
    const valueWidth = this.width - LABEL_WIDTH - COLUMN_GAP;
    const valueLines = value ? this.type.wrap(value, size, valueWidth, 'regular') : [];
    const rows = Math.max(labelLines.length, valueLines.length);
    this.ensure(rows * leading + 3);
    const top = this.y;
    labelLines.forEach((line, i) => this.text(line, MARGIN, top - (i + 1) * leading + 3.5, 'bold', size, deepBlue));
    valueLines.forEach((line, i) => this.text(line, MARGIN + LABEL_WIDTH + COLUMN_GAP, top - (i + 1) * leading + 3.5, 'regular', size, ink));
    this.y = top - rows * leading - 2.5;
  }

  /** Page footers, drawn last because they need the page count. */
  footers(): void {
    const total = this.pages.length;
    const w = this.ed.words.expedition.pdf;
    this.pages.forEach((page, index) => {
      page.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 12 }, end: { x: A4[0] - MARGIN, y: FOOTER_Y + 12 }, thickness: 0.5, color: rule });
      this.type.draw(page, w.footer(this.ed.club.name), { x: MARGIN, y: FOOTER_Y, size: 8, color: muted });
      const right = w.page(index + 1, total);
      const width = this.type.widthOf(right, 8);
      this.type.draw(page, right, { x: A4[0] - MARGIN - width, y: FOOTER_Y, size: 8, color: muted });
    });
  }
}

/** A fixed date from the record (first of its month) so that rebuilding gives identical bytes. */
function recordDate(e: Expedition): Date {
  return new Date(Date.UTC(e.year, (e.month ?? 1) - 1, 1));
}

/**
 * The summary of an expedition in an edition (`e` is the edition's record, its words in that
 * language): its labels, fact sheet and sources, set with the edition's text setter.
 */
export async function expeditionSummaryPdf(ed: SummaryEdition, e: Expedition): Promise<Uint8Array> {
  const w = ed.words.expedition.pdf;
  const { club } = ed;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const type = await pdfTextSetter(ed.locale);
  const title = ed.label.title(e);
  doc.setTitle(type.printable(w.documentTitle(title, e.year)));
  doc.setAuthor(type.printable(club.name));
  doc.setSubject(type.printable(`${ed.label.peaks(e)}, ${ed.label.when(e)}`));
  doc.setKeywords([ed.label.peaks(e), ed.format.digits(e.year), club.shortName].map(type.printable));
  doc.setCreator(type.printable(club.name));
  doc.setProducer('pdf-lib');
  doc.setLanguage(type.language);
  doc.setCreationDate(recordDate(e));
  doc.setModificationDate(recordDate(e));

  const text = await type.open(doc);
  const writer = new PageWriter(doc, text, ed, w.runningTitle(title, e.year));

  writer.paragraph(title, { weight: 'bold', size: 22, color: navy, leading: 27 });
  writer.gap(2);
  const place = e.area ?? e.region;
  writer.paragraph([w.expeditionOf(ed.label.when(e)), place].filter(Boolean).join('  |  '), {
    size: 11,
    color: muted,
  });
  // The title shows each height: say what it is and who gives it, as the page's fact sheet does, so a
  // reference height cannot pass for the club's own under the footer's "the club's original website".
  const heights = ed.factSheet(e).find((section) => section.key === 'overview')?.facts.filter((fact) => fact.value && fact.note) ?? [];
  for (const fact of heights) writer.paragraph(w.heightSource(fact.value!, fact.note!), { size: 10, color: muted });

  for (const section of ed.factSheet(e, { omitTitleFacts: true })) {
    writer.heading(section.heading);
    for (const fact of section.facts) writer.labelled(fact.label, fact.value);
  }

  writer.heading(w.accountHeading);
  const gap = e.evidence === 'spec-list-only' ? w.listOnly : resultCategory(e) === 'unknown' ? w.unknownResult : undefined;
  if (gap) {
    writer.paragraph(gap, { weight: 'bold', size: 10, color: deepBlue });
    writer.gap(5);
  }
  for (const paragraph of e.narrative) {
    writer.paragraph(paragraph);
    writer.gap(5);
  }

  if (e.conflicts.length > 0) {
    writer.heading(w.conflictsHeading);
    for (const conflict of e.conflicts) {
      writer.labelled(conflict.about, conflict.accounts.map((account) => account.value).join(' | '));
      writer.paragraph(w.conflictSettled(conflict.settled), { size: 9, color: muted, x: MARGIN + LABEL_WIDTH + COLUMN_GAP, width: writer.width - LABEL_WIDTH - COLUMN_GAP });
      writer.gap(4);
    }
  }

  // The sources, as on the page: publication, our description, language, and the full address.
  const { public: cited, originalSite } = expeditionSources(ed, e);
  if (cited.length > 0 || originalSite) {
    writer.heading(w.sourcesHeading);
    cited.forEach((source, index) => {
      writer.paragraph(`${ed.format.digits(index + 1)}. ${w.sourceLine(source.publication, source.description, source.language)}`, { size: 9.5 });
      writer.paragraph(source.url, { size: 8, color: blue, x: MARGIN + 12, width: writer.width - 12 });
      writer.gap(3);
    });
    if (originalSite) writer.paragraph(w.originalSite, { size: 9.5, color: muted });
  }

  writer.footers();
  text.finish();
  return doc.save({ useObjectStreams: false });
}
