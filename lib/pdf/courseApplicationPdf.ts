import {
  PDFDocument,
  PDFHexString,
  PDFName,
  StandardFonts,
  rgb,
  type PDFField,
  type PDFFont,
  type PDFForm,
  type PDFPage,
} from 'pdf-lib';
import { courseTitle, courseVenueLine, type Course } from '@/lib/schema/course';
import { isWinAnsi, nonWinAnsiCharacters } from '@/lib/pdf/winAnsi';
import { club } from '@/lib/content';
import { words } from '@/lib/content';

const say = words.courseForm; // the form is English only (its font prints WinAnsi)

/**
 * The fillable application form for a course, generated from content so the site has a form
 * until the club supplies its own (Course.clubFormFile). No source says what the club requires of
 * applicants, so the form asks nothing that would read as a club rule (no guardian, blood group,
 * medical declaration or photograph), and a notice on its face says it is this site's form.
 *
 * Field names are a stable contract (anyone reading filled-in forms may rely on them):
 *   applicant.name, applicant.dateOfBirth, applicant.sex (radio: Male, Female, Other),
 *   applicant.address, applicant.phone, applicant.email, applicant.schoolOrOccupation,
 *   applicant.previousCourses, declaration.signature, declaration.date
 */
export const courseFormFields = [
  { name: 'applicant.name', kind: 'text', label: say.fields.name },
  { name: 'applicant.dateOfBirth', kind: 'text', label: say.fields.dateOfBirth },
  { name: 'applicant.sex', kind: 'radio', label: say.fields.sex, options: say.fields.sexOptions },
  { name: 'applicant.address', kind: 'text', label: say.fields.address },
  { name: 'applicant.phone', kind: 'text', label: say.fields.phone },
  { name: 'applicant.email', kind: 'text', label: say.fields.email },
  { name: 'applicant.schoolOrOccupation', kind: 'text', label: say.fields.schoolOrOccupation },
  { name: 'applicant.previousCourses', kind: 'text', label: say.fields.previousCourses },
  { name: 'declaration.signature', kind: 'text', label: say.fields.signature },
  { name: 'declaration.date', kind: 'text', label: say.fields.date },
] as const;

export type CourseFormFieldName = (typeof courseFormFields)[number]['name'];

/** The letterhead: the club's identity from content/club.ts. */
const letterhead = {
  name: club.name,
  details: say.letterheadDetails(club.address.town, club.address.district, club.address.state, club.address.pin, club.foundedYear),
};

const page = { width: 595.28, height: 841.89, margin: 48 } as const; // A4 in points
const contentWidth = page.width - 2 * page.margin;
const footerTop = 56;

const colour = {
  navy: rgb(0.08, 0.17, 0.36),
  ink: rgb(0.1, 0.11, 0.13),
  muted: rgb(0.36, 0.39, 0.44),
  border: rgb(0.55, 0.58, 0.63),
  fill: rgb(0.965, 0.972, 0.985),
  white: rgb(1, 1, 1),
};

const size = { label: 8, body: 9.5, field: 10, multilineField: 9 } as const;
const rowGap = 10; // space between one row of boxes and the next row's label
const labelToBox = 12; // from the top of a row (label cap) to the top of its box
const boxHeight = 24;
const multilineHeight = 46;
const columnGap = 14;

function labelOf(name: CourseFormFieldName): string {
  return courseFormFields.find((field) => field.name === name)!.label;
}

type Layout = { doc: PDFDocument; form: PDFForm; page: PDFPage; regular: PDFFont; bold: PDFFont };

/** A4 fillable application form for `course`, as PDF bytes. Same course in, same bytes out. */
export async function courseApplicationPdf(course: Course): Promise<Uint8Array> {
  const title = courseTitle(course);
  const venue = courseVenueLine(course);
  for (const [what, text] of [['course title', title], ['course venue', venue]] as const) {
    if (!isWinAnsi(text)) {
      throw new Error(
        `courseApplicationPdf(${course.slug}): the ${what} "${text}" has characters the form's font cannot print: ${nonWinAnsiCharacters(text).join(' ')}`,
      );
    }
  }

  // updateMetadata: false keeps "now" out of the file; dates come from the content instead.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const edited = new Date(`${course.formUpdated}T00:00:00Z`);
  doc.setTitle(say.documentTitle(title, venue), { showInWindowTitleBar: true });
  doc.setAuthor(letterhead.name);
  doc.setSubject(say.documentSubject(title, venue, letterhead.name));
  doc.setKeywords([say.keyword, title, course.venue, course.district, letterhead.name]);
  doc.setCreator(letterhead.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-IN');
  doc.setCreationDate(edited);
  doc.setModificationDate(edited);

  const layout: Layout = {
    doc,
    form: doc.getForm(),
    page: doc.addPage([page.width, page.height]),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  const left = page.margin;
  const right = page.width - page.margin;

  // Letterhead
  text(layout, letterhead.name, left, 800, { font: layout.bold, size: 17, colour: colour.navy });
  text(layout, letterhead.details, left, 785, { size: 9, colour: colour.muted });
  layout.page.drawLine({ start: { x: left, y: 774 }, end: { x: right, y: 774 }, thickness: 1.4, color: colour.navy });

  // Course block
  text(layout, say.heading, left, 750, { font: layout.bold, size: 9.5, colour: colour.muted });
  const titleSize = fittingSize(layout.bold, title, contentWidth, 20, 12);
  text(layout, title, left, 728, { font: layout.bold, size: titleSize, colour: colour.ink });
  const courseLine = say.courseLine(course.number, venue);
  text(layout, courseLine, left, 710, { size: fittingSize(layout.regular, courseLine, contentWidth, 11, 8) });
  text(layout, say.instructions, left, 694, {
    size: 8.5,
    colour: colour.muted,
  });

  // Whose form this is, before anything is asked.
  let y = noticeBox(layout, say.notice, 684);

  // 1. Applicant
  y = sectionHeading(layout, say.sections.applicant, y, contentWidth);
  y = row(layout, y, [{ name: 'applicant.name', width: contentWidth }]);
  y = applicantDetailsRow(layout, y);
  y = row(layout, y, [{ name: 'applicant.address', width: contentWidth, multiline: true }]);
  const phoneWidth = 170;
  y = row(layout, y, [
    { name: 'applicant.phone', width: phoneWidth },
    { name: 'applicant.email', width: contentWidth - phoneWidth - columnGap },
  ]);
  y = row(layout, y, [{ name: 'applicant.schoolOrOccupation', width: contentWidth }]);
  y = row(layout, y, [{ name: 'applicant.previousCourses', width: contentWidth, multiline: true }]);

  // 2. Declaration
  y = sectionHeading(layout, say.sections.declaration, y + 2, contentWidth);
  text(layout, say.declaration, left, y - 9, { size: size.body });
  y -= 22;
  const dateWidth = 140;
  y = row(layout, y, [
    { name: 'declaration.signature', width: contentWidth - dateWidth - columnGap, height: 32 },
    { name: 'declaration.date', width: dateWidth, height: 32 },
  ]);
  if (y < footerTop) throw new Error(`courseApplicationPdf: layout overflows into the footer (y=${y})`);

  // Footer
  layout.page.drawLine({ start: { x: left, y: 44 }, end: { x: right, y: 44 }, thickness: 0.5, color: colour.border });
  text(layout, say.footer(letterhead.name, title, venue), left, 32, {
    size: 7.5,
    colour: colour.muted,
    maxWidth: contentWidth - 120,
  });
  const edition = say.edition(course.formUpdated);
  text(layout, edition, right - layout.regular.widthOfTextAtSize(edition, 7.5), 32, { size: 7.5, colour: colour.muted });

  layout.form.updateFieldAppearances(layout.regular);
  return doc.save({ updateFieldAppearances: false });
}

type TextOptions = { font?: PDFFont; size?: number; colour?: ReturnType<typeof rgb>; maxWidth?: number };

function text(layout: Layout, value: string, x: number, y: number, options: TextOptions = {}): void {
  const font = options.font ?? layout.regular;
  let fontSize = options.size ?? size.body;
  if (options.maxWidth !== undefined) fontSize = fittingSize(font, value, options.maxWidth, fontSize, 5);
  layout.page.drawText(value, { x, y, font, size: fontSize, color: options.colour ?? colour.ink });
}

/** The largest size from `preferred` down to `minimum` at which `value` fits `maxWidth`. */
function fittingSize(font: PDFFont, value: string, maxWidth: number, preferred: number, minimum: number): number {
  for (let candidate = preferred; candidate >= minimum; candidate -= 0.5) {
    if (font.widthOfTextAtSize(value, candidate) <= maxWidth) return candidate;
  }
  throw new Error(`courseApplicationPdf: "${value}" is too long to fit on the form`);
}

/** Draws a section title with a rule under it; returns the top of the section's first row. */
function sectionHeading(layout: Layout, title: string, yTop: number, width: number): number {
  text(layout, title, page.margin, yTop - 11, { font: layout.bold, size: 10.5, colour: colour.navy });
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
function row(layout: Layout, yTop: number, cells: Cell[]): number {
  let x = page.margin;
  let tallest = 0;
  for (const cell of cells) {
    const height = cell.height ?? (cell.multiline ? multilineHeight : boxHeight);
    tallest = Math.max(tallest, height);
    const label = labelOf(cell.name);
    text(layout, label, x, yTop - size.label, { size: size.label, colour: colour.muted, maxWidth: cell.width });
    const field = layout.form.createTextField(cell.name);
    if (cell.multiline) field.enableMultiline();
    describe(field, label);
    field.addToPage(layout.page, {
      x,
      y: yTop - labelToBox - height,
      width: cell.width,
      height,
      font: layout.regular,
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
function applicantDetailsRow(layout: Layout, yTop: number): number {
  const dobWidth = 150;
  row(layout, yTop, [{ name: 'applicant.dateOfBirth', width: dobWidth }]);

  const sexField = courseFormFields.find((field) => field.name === 'applicant.sex')!;
  const sexX = page.margin + dobWidth + columnGap;
  text(layout, sexField.label, sexX, yTop - size.label, { size: size.label, colour: colour.muted });
  const group = layout.form.createRadioGroup(sexField.name);
  describe(group, sexField.label);
  const button = 12;
  const buttonY = yTop - labelToBox - boxHeight / 2 - button / 2;
  let optionX = sexX + 2;
  for (const option of sexField.options) {
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
    text(layout, option, optionX + button + 5, buttonY + 2.5, { size: size.body });
    optionX += button + 5 + layout.regular.widthOfTextAtSize(option, size.body) + 20;
  }
  return yTop - labelToBox - boxHeight - rowGap;
}

/** A shaded box with a statement wrapped to the content width; returns the top of what follows. */
function noticeBox(layout: Layout, statement: string, yTop: number): number {
  const padding = 7;
  const lineHeight = 11.5;
  const lines = wrap(layout.bold, statement, size.body, contentWidth - 2 * padding);
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
    text(layout, line, page.margin + padding, yTop - padding - 7 - index * lineHeight, { font: layout.bold, size: size.body, colour: colour.navy });
  });
  return yTop - height - 8;
}

function wrap(font: PDFFont, value: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, fontSize) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
