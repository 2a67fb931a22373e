import { PDFHexString, PDFName, rgb, type PDFDocument, type PDFField, type PDFFont, type PDFForm, type PDFPage } from 'pdf-lib';
import type { CourseFormField, CourseFormFieldName } from './courseFormFields';
import type { PdfText, Weight } from './pdfText';

/**
 * The layout of the course application form (./courseApplicationPdf.ts): the A4 page, its colours
 * and type sizes, and what the form is drawn with (text that fits, section headings, rows of
 * labelled boxes, the date of birth and sex row, the notice box). Text is set by the edition's
 * text setter (./pdfText.ts: Helvetica in English, shaped Noto Sans Bengali in Bengali); the
 * fields' own appearance (what an applicant types) is Helvetica in every edition.
 */

export const page = { width: 595.28, height: 841.89, margin: 48 } as const; // A4 in points
export const contentWidth = page.width - 2 * page.margin;
export const footerTop = 56;

export const colour = {
  navy: rgb(0.08, 0.17, 0.36),
  ink: rgb(0.1, 0.11, 0.13),
  muted: rgb(0.36, 0.39, 0.44),
  border: rgb(0.55, 0.58, 0.63),
  fill: rgb(0.965, 0.972, 0.985),
  white: rgb(1, 1, 1),
};

export const size = { label: 8, body: 9.5, field: 10, multilineField: 9 } as const;
const rowGap = 10; // space between one row of boxes and the next row's label
const labelToBox = 12; // from the top of a row (label cap) to the top of its box
const boxHeight = 24;
const multilineHeight = 46;
export const columnGap = 14;

export type Layout = {
  doc: PDFDocument;
  form: PDFForm;
  page: PDFPage;
  type: PdfText;
  /** The font of what is typed into the fields. */
  fieldFont: PDFFont;
  /** The fields, labelled in the edition's words (./courseFormFields.ts). */
  fields: readonly CourseFormField[];
};

type TextOptions = { weight?: Weight; size?: number; colour?: ReturnType<typeof rgb>; maxWidth?: number };

export function text(layout: Layout, value: string, x: number, y: number, options: TextOptions = {}): void {
  const weight = options.weight ?? 'regular';
  let fontSize = options.size ?? size.body;
  if (options.maxWidth !== undefined) fontSize = fittingSize(layout, value, options.maxWidth, fontSize, 5, weight);
  layout.type.draw(layout.page, value, { x, y, weight, size: fontSize, color: options.colour ?? colour.ink });
}

/** The largest size from `preferred` down to `minimum` at which `value` fits `maxWidth`. */
export function fittingSize(layout: Pick<Layout, 'type'>, value: string, maxWidth: number, preferred: number, minimum: number, weight: Weight = 'regular'): number {
  for (let candidate = preferred; candidate >= minimum; candidate -= 0.5) {
    if (layout.type.widthOf(value, candidate, weight) <= maxWidth) return candidate;
  }
  throw new Error(`courseApplicationPdf: "${value}" is too long to fit on the form`);
}

/** Draws a section title with a rule under it; returns the top of the section's first row. */
export function sectionHeading(layout: Layout, title: string, yTop: number, width: number): number {
  text(layout, title, page.margin, yTop - 11, { weight: 'bold', size: 10.5, colour: colour.navy });
  layout.page.drawLine({
    start: { x: page.margin, y: yTop - 16 },
    end: { x: page.margin + width, y: yTop - 16 },
    thickness: 0.6,
    color: colour.navy,
  });
  return yTop - 26;
}

/** Screen readers and hover tips read the field's label from /TU. */
function describe(field: PDFField, label: string): void {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
}

type Cell = { name: CourseFormFieldName; width: number; multiline?: boolean; height?: number };

/** A row of labelled text boxes, left to right; returns the top of the next row. */
export function row(layout: Layout, yTop: number, cells: Cell[]): number {
  let x = page.margin;
  let tallest = 0;
  for (const cell of cells) {
    const height = cell.height ?? (cell.multiline ? multilineHeight : boxHeight);
    tallest = Math.max(tallest, height);
    const label = layout.fields.find((field) => field.name === cell.name)!.label;
    text(layout, label, x, yTop - size.label, { size: size.label, colour: colour.muted, maxWidth: cell.width });
    const field = layout.form.createTextField(cell.name);
    if (cell.multiline) field.enableMultiline();
    describe(field, label);
    field.addToPage(layout.page, {
      x,
      y: yTop - labelToBox - height,
      width: cell.width,
      height,
      font: layout.fieldFont,
      textColor: colour.ink,
      backgroundColor: colour.fill,
      borderColor: colour.border,
      borderWidth: 0.75,
    });
    // The font size lives in the default appearance, which exists only once the widget is placed.
    field.setFontSize(cell.multiline ? size.multilineField : size.field);
    x += cell.width + columnGap;
  }
  return yTop - labelToBox - tallest - rowGap;
}

/** Date of birth and sex (radio buttons) on one row. */
export function applicantDetailsRow(layout: Layout, yTop: number): number {
  const dobWidth = 150;
  row(layout, yTop, [{ name: 'applicant.dateOfBirth', width: dobWidth }]);

  const sexField = layout.fields.find((field) => field.name === 'applicant.sex')!;
  if (sexField.kind !== 'radio') throw new Error('courseApplicationPdf: applicant.sex is not a radio group');
  const sexX = page.margin + dobWidth + columnGap;
  text(layout, sexField.label, sexX, yTop - size.label, { size: size.label, colour: colour.muted });
  const group = layout.form.createRadioGroup(sexField.name);
  describe(group, sexField.label);
  const button = 12;
  const buttonY = yTop - labelToBox - boxHeight / 2 - button / 2;
  let optionX = sexX + 2;
  sexField.options.forEach((option, index) => {
    const optionLabel = sexField.optionLabels[index]!;
    group.addOptionToPage(option, layout.page, {
      x: optionX,
      y: buttonY,
      width: button,
      height: button,
      textColor: colour.ink,
      backgroundColor: colour.white,
      borderColor: colour.border,
      borderWidth: 0.75,
    });
    text(layout, optionLabel, optionX + button + 5, buttonY + 2.5, { size: size.body });
    optionX += button + 5 + layout.type.widthOf(optionLabel, size.body) + 20;
  });
  return yTop - labelToBox - boxHeight - rowGap;
}

/** A shaded box with a statement wrapped to the content width; returns the top of what follows. */
export function noticeBox(layout: Layout, statement: string, yTop: number): number {
  const padding = 7;
  const lineHeight = 11.5;
  const lines = wrap(layout, statement, size.body, contentWidth - 2 * padding);
  const height = 2 * padding + lines.length * lineHeight - 2.5;
  layout.page.drawRectangle({
    x: page.margin,
    y: yTop - height,
    width: contentWidth,
    height,
    color: colour.fill,
    borderColor: colour.navy,
    borderWidth: 0.75,
  });
  lines.forEach((line, index) => {
    text(layout, line, page.margin + padding, yTop - padding - 7 - index * lineHeight, { weight: 'bold', size: size.body, colour: colour.navy });
  });
  return yTop - height - 8;
}

/** Words into lines of at most `maxWidth` points, in bold (a word longer than a line stays whole). */
function wrap(layout: Pick<Layout, 'type'>, value: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && layout.type.widthOf(candidate, fontSize, 'bold') > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
