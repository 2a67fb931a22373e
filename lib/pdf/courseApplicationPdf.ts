import { PDFDocument } from 'pdf-lib';
import type { Edition } from '@/lib/edition';
import { courseTitle, courseVenueLine, type Course } from '@/lib/schema/course';
import { courseFormFieldsIn } from './courseFormFields';
import {
  applicantDetailsRow,
  colour,
  columnGap,
  contentWidth,
  fittingSize,
  footerTop,
  noticeBox,
  page,
  row,
  sectionHeading,
  size,
  text,
  type Layout,
} from './courseFormLayout';
import { pdfTextSetter } from './pdfText';

// Readers of the form (tests, e2e) take its fields from here, beside the document.
export { courseFormFields } from './courseFormFields';

/**
 * The fillable application form for a course, generated from content so the site has a form
 * until the club supplies its own (Course.clubFormFile), in each edition: the English form in
 * Helvetica, the Bengali one in Noto Sans Bengali shaped by HarfBuzz (./pdfText.ts), with the
 * same fillable fields under the same names. No source says what the club requires of
 * applicants, so the form asks nothing that would read as a club rule (no guardian, blood group,
 * medical declaration or photograph), and a notice on its face says it is this site's form.
 * Its fields, whose names are a contract, are ./courseFormFields.ts; how it is drawn, ./courseFormLayout.ts.
 */

/** What of the edition the form prints: its locale, the club's details and the form's words. */
export type CourseFormEdition = Pick<Edition, 'locale' | 'club' | 'words'>;

/** A4 fillable application form for `course` (the edition's record) in an edition, as PDF bytes. Same course in, same bytes out. */
export async function courseApplicationPdf(ed: CourseFormEdition, course: Course): Promise<Uint8Array> {
  const say = ed.words.courseForm;
  const { club } = ed;
  const letterhead = {
    name: club.name,
    details: say.letterheadDetails(club.address.town, club.address.district, club.address.state, club.address.pin, club.foundedYear),
  };
  const title = courseTitle(course);
  const venue = courseVenueLine(course);
  const setter = await pdfTextSetter(ed.locale);
  for (const [what, text] of [['course title', title], ['course venue', venue]] as const) {
    const unprintable = setter.unprintable(text);
    if (unprintable.length > 0) {
      throw new Error(`courseApplicationPdf(${course.slug}): the ${what} "${text}" has characters the form's font cannot print: ${unprintable.join(' ')}`);
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
  doc.setLanguage(setter.language);
  doc.setCreationDate(edited);
  doc.setModificationDate(edited);

  const form = doc.getForm();
  const formPage = doc.addPage([page.width, page.height]);
  const type = await setter.open(doc);
  const layout: Layout = { doc, form, page: formPage, type, fieldFont: await type.fieldFont(), fields: courseFormFieldsIn(say) };

  const left = page.margin;
  const right = page.width - page.margin;

  // Letterhead
  text(layout, letterhead.name, left, 800, { weight: 'bold', size: 17, colour: colour.navy });
  text(layout, letterhead.details, left, 785, { size: 9, colour: colour.muted });
  layout.page.drawLine({ start: { x: left, y: 774 }, end: { x: right, y: 774 }, thickness: 1.4, color: colour.navy });

  // Course block
  text(layout, say.heading, left, 750, { weight: 'bold', size: 9.5, colour: colour.muted });
  const titleSize = fittingSize(layout, title, contentWidth, 20, 12, 'bold');
  text(layout, title, left, 728, { weight: 'bold', size: titleSize, colour: colour.ink });
  const courseLine = say.courseLine(course.number, venue);
  text(layout, courseLine, left, 710, { size: fittingSize(layout, courseLine, contentWidth, 11, 8) });
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
  text(layout, edition, right - layout.type.widthOf(edition, 7.5), 32, { size: 7.5, colour: colour.muted });

  layout.form.updateFieldAppearances(layout.fieldFont);
  type.finish();
  return doc.save({ updateFieldAppearances: false });
}
