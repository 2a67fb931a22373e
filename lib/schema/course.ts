import { z } from 'zod';
import { hrefs } from '@/lib/routes';
import { calendarDateSchema, kebabSlugSchema } from '@/lib/schema/calendarDate';
import { isWinAnsi, nonWinAnsiCharacters } from '@/lib/pdf/winAnsi';
import { name, text, type FolderOverlay } from './text';

/** Text printed on the generated PDF form must fit the form's font (see lib/pdf/winAnsi.ts). */
const printableText = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .refine(isWinAnsi, {
    error: (issue) =>
      `is printed on the PDF form, whose font cannot print ${nonWinAnsiCharacters(String(issue.input))
        .map((character) => JSON.stringify(character))
        .join(', ')}`,
  });

/**
 * A course (content/courses/<slug>.en.yml). The English words are printed on the generated PDF form, so they
 * must fit its font; other editions link the same English form, and their words
 * (content/courses/<slug>.<lang>.yml) are checked as translations instead. The ordinal a visitor reads
 * ("7th", "৪০তম") is not written in content: each edition derives it from `number`.
 */
export const courseSchema = z
  .object({
    /** URL slug, e.g. `adventure-course-7`; also names the form file `/forms/<slug>.pdf`. */
    slug: kebabSlugSchema,
    /** The club's running number for this kind of course (7th adventure course, 40th rock climbing course). */
    number: z.number().int().positive(),
    /** Kind of course without the number: "Adventure Course". */
    name: text(printableText, { englishRuleOnly: true }),
    /** The place the course is held: "Sirkabad". */
    venue: text(printableText, { englishRuleOnly: true }),
    /** District of the venue: "Purulia" (its other forms from content/glossary.ts). */
    district: name('places', printableText),
    /**
     * The month of the announcement this entry comes from, YYYY-MM (the two courses: the original
     * site's version of July 2025). Shown beside the course, so an old announcement never reads as news.
     */
    announced: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month written YYYY-MM, e.g. 2025-07' }),
    /** One or two sentences for visitors, facts only. */
    description: text(),
    /** Always `/forms/<slug>.pdf`; stated in content so pages and links read one value. */
    formHref: z.string(),
    /**
     * The club's own form, when it provides one: a PDF in `content/forms/`, served at `formHref`
     * instead of the generated form.
     */
    clubFormFile: z
      .string()
      .regex(/^content\/forms\/[^/]+\.pdf$/, { message: 'must be a PDF file in content/forms/, e.g. content/forms/adventure-course-7.pdf' })
      .optional(),
    /** The day this entry (and so the generated form) was last edited; the PDF's fixed creation date. */
    formUpdated: calendarDateSchema,
  })
  .superRefine((course, ctx) => {
    const expectedHref = hrefs.courseForm(course.slug);
    if (course.formHref !== expectedHref) {
      ctx.addIssue({ code: 'custom', path: ['formHref'], message: `must be "${expectedHref}"` });
    }
  });

function uniqueSlugs(courses: readonly { slug: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  courses.forEach((course, index) => {
    if (seen.has(course.slug)) {
      ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `duplicate slug "${course.slug}"` });
    }
    seen.add(course.slug);
  });
}

export const coursesSchema = z.array(courseSchema).superRefine(uniqueSlugs);

/** Another language's words for the courses, by slug (content/courses/<slug>.<lang>.yml). */
export type CoursesOverlay = FolderOverlay<typeof courseSchema>;

export type CourseInput = z.input<typeof courseSchema>;
/** A course as its file states it. */
export type CourseRecord = z.output<typeof courseSchema>;
/** A course in one edition: the record, with the ordinal as that edition writes it ("7th", "৭ম"). */
export type Course = CourseRecord & { ordinalLabel: string };

/** "7th Adventure Course" */
export function courseTitle(course: Pick<Course, 'ordinalLabel' | 'name'>): string {
  return `${course.ordinalLabel} ${course.name}`;
}

/** "Sirkabad, Purulia" */
export function courseVenueLine(course: Pick<Course, 'venue' | 'district'>): string {
  return `${course.venue}, ${course.district}`;
}
