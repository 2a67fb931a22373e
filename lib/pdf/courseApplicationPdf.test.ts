import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PDFArray,
  PDFDocument,
  PDFRadioGroup,
  PDFRawStream,
  PDFTextField,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { baseRecords } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { courseSchema, type Course } from '@/lib/schema/course';
import { courseApplicationPdf, courseFormFields } from '@/lib/pdf/courseApplicationPdf';
import { courseFormBytes } from '@/lib/pdf/courseFormBytes';

// The contract: renaming a field breaks anyone who reads filled-in forms, so the names are spelled out here.
const expectedTextFields = [
  'applicant.name',
  'applicant.dateOfBirth',
  'applicant.address',
  'applicant.phone',
  'applicant.email',
  'applicant.schoolOrOccupation',
  'applicant.previousCourses',
  'declaration.signature',
  'declaration.date',
];

const sampleCourse: Course = {
  ...courseSchema.parse({
    slug: 'sample-course-3',
    number: 3,
    name: 'Sample Course',
    venue: 'Sample Hill',
    district: 'Sample District',
    announced: '2025-07',
    description: 'A test course.',
    formHref: '/forms/sample-course-3.pdf',
    formUpdated: '2025-07-26',
  }),
  ordinalLabel: '3rd',
};

/** The strings drawn with Tj on a page (pdf-lib writes standard-font text as WinAnsi hex strings). */
function drawnText(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const strings: string[] = [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      strings.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return strings;
}

const english = editionOf('en');

afterEach(() => {
  vi.useRealTimers();
});

describe('courseApplicationPdf', () => {
  it.each(baseRecords.courses.map((course) => [course.slug, course] as const))('%s re-opens with every named field', async (_slug, course) => {
    const doc = await PDFDocument.load(await courseApplicationPdf(english, course), { updateMetadata: false });
    const fields = doc.getForm().getFields();
    const names = fields.map((field) => field.getName());
    expect([...names].sort()).toEqual([...expectedTextFields, 'applicant.sex'].sort());
    expect(names).toEqual(courseFormFields.map((field) => field.name));

    const form = doc.getForm();
    for (const name of expectedTextFields) expect(form.getField(name)).toBeInstanceOf(PDFTextField);
    const sex = form.getField('applicant.sex');
    expect(sex).toBeInstanceOf(PDFRadioGroup);
    expect((sex as PDFRadioGroup).getOptions()).toEqual(['Male', 'Female', 'Other']);
    expect(form.getTextField('applicant.address').isMultiline()).toBe(true);
    expect(form.getTextField('applicant.name').isMultiline()).toBe(false);
  });

  it.each(baseRecords.courses.map((course) => [course.slug, course] as const))('%s prints the club and the course on one A4 page', async (_slug, course) => {
    const doc = await PDFDocument.load(await courseApplicationPdf(english, course), { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    expect(page.getWidth()).toBeCloseTo(595.28, 1);
    expect(page.getHeight()).toBeCloseTo(841.89, 1);

    const text = drawnText(doc, page);
    expect(text).toContain(`${course.ordinalLabel} ${course.name}`);
    expect(text.some((line) => line.includes(`Course no. ${course.number}`))).toBe(true);
    expect(text.some((line) => line.includes(`Venue: ${course.venue}, ${course.district}`))).toBe(true);
    expect(text).toContain("Mountaineers' Association of Krishnanagar");
    expect(text.some((line) => line.includes('Krishnanagar, Nadia, West Bengal 741101') && line.includes('Founded 1986'))).toBe(true);
    // Every field has a visible label on the page.
    for (const field of courseFormFields) {
      expect(text.some((line) => line.includes(field.label)), `label of ${field.name}`).toBe(true);
    }
    // It says on its face that it is this site's form, not the club's, before anything is asked.
    const notice = text.join(' ');
    expect(notice).toContain('This form is made by this website, not issued by the club');
    expect(notice).toContain("until the club's own application form is added");
    // It asks nothing no source says the club requires.
    expect(notice).not.toMatch(/guardian|blood group|medically fit|passport/i);
    expect(doc.getTitle()).toBe(`Application form: ${course.ordinalLabel} ${course.name}, ${course.venue}, ${course.district}`);
    expect(doc.getCreationDate()?.toISOString().slice(0, 10)).toBe(course.formUpdated);
  });

  it('produces the same bytes whatever the clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // only the clock: pdf-lib's save yields with setTimeout
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    const first = await courseApplicationPdf(english, sampleCourse);
    vi.setSystemTime(new Date('2031-06-15T12:34:56Z'));
    const second = await courseApplicationPdf(english, sampleCourse);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(first).toString('latin1')).not.toContain('D:2031');
  });

  it('can be filled in and read back', async () => {
    const doc = await PDFDocument.load(await courseApplicationPdf(english, sampleCourse));
    const form = doc.getForm();
    form.getTextField('applicant.name').setText('TEST APPLICANT');
    form.getTextField('applicant.address').setText('Line one\nLine two');
    form.getRadioGroup('applicant.sex').select('Female');
    const reopened = (await PDFDocument.load(await doc.save())).getForm();
    expect(reopened.getTextField('applicant.name').getText()).toBe('TEST APPLICANT');
    expect(reopened.getTextField('applicant.address').getText()).toBe('Line one\nLine two');
    expect(reopened.getRadioGroup('applicant.sex').getSelected()).toBe('Female');
  });

  it('refuses text its font cannot print, naming the characters', async () => {
    const course = { ...sampleCourse, venue: 'শুশুনিয়া' };
    await expect(courseApplicationPdf(english, course)).rejects.toThrow(/sample-course-3.*course venue.*শ/);
  });
});

describe('courseFormBytes', () => {
  it('generates the form when the club has not supplied one', async () => {
    const bytes = await courseFormBytes(english, sampleCourse);
    expect((await PDFDocument.load(bytes)).getForm().getFields().length).toBe(courseFormFields.length);
  });

  it("serves the club's own PDF when content names one", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'course-form-'));
    await mkdir(path.join(root, 'content/forms'), { recursive: true });
    const clubPdf = await PDFDocument.create();
    clubPdf.addPage();
    const clubBytes = await clubPdf.save();
    await writeFile(path.join(root, 'content/forms/club.pdf'), clubBytes);
    await writeFile(path.join(root, 'content/forms/not-a.pdf'), 'hello');

    const served = await courseFormBytes(english, { ...sampleCourse, clubFormFile: 'content/forms/club.pdf' }, root);
    expect(Buffer.from(served).equals(Buffer.from(clubBytes))).toBe(true);
    await expect(courseFormBytes(english, { ...sampleCourse, clubFormFile: 'content/forms/missing.pdf' }, root)).rejects.toThrow(
      /sample-course-3.*content\/forms\/missing\.pdf.*cannot be read/,
    );
    await expect(courseFormBytes(english, { ...sampleCourse, clubFormFile: 'content/forms/not-a.pdf' }, root)).rejects.toThrow(
      /not a PDF/,
    );
  });
});
