import { z } from 'zod';
import { hrefs } from '@/lib/routes';
import { calendarDateSchema, kebabSlugSchema } from '@/lib/schema/calendarDate';
import { isWinAnsi, nonWinAnsiCharacters } from '@/lib/pdf/winAnsi';
import { digitsIn } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/lang';
import { bengaliText } from './translation';

/** English ordinal for a course number: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 40th. */
export function ordinal(number: number): string {
  const lastTwo = number % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${number}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[number % 10] ?? 'th';
  return `${number}${suffix}`;
}

/** Bengali ordinal suffixes up to ten; from eleven on, তম (১১তম, ৪০তম). */
const bengaliOrdinalSuffix: Record<number, string> = { 1: 'ম', 2: 'য়', 3: 'য়', 4: 'র্থ', 5: 'ম', 6: 'ষ্ঠ', 7: 'ম', 8: 'ম', 9: 'ম', 10: 'ম' };

/** The ordinal in one edition's language: 7th / ৭ম, 40th / ৪০তম. */
export function ordinalIn(lang: Lang, number: number): string {
  return lang === 'en' ? ordinal(number) : `${digitsIn('bn', number)}${bengaliOrdinalSuffix[number] ?? 'তম'}`;
}

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
 * A course in one edition. The English words are printed on the generated PDF form, so they must
 * fit its font; the Bengali edition links the same English form, so its words must be Bengali.
 */
function courseSchemaIn(lang: Lang) {
  const words = lang === 'en' ? printableText : bengaliText;
  return z
  .object({
    /** URL slug, e.g. `adventure-course-7`; also names the form file `/forms/<slug>.pdf`. */
    slug: kebabSlugSchema,
    /** The club's running number for this kind of course (7th adventure course, 40th rock climbing course). */
    number: z.number().int().positive(),
    /** The number as a visitor reads it: "7th". Checked against `number`. */
    ordinalLabel: z.string(),
    /** Kind of course without the number: "Adventure Course". */
    name: words,
    /** The place the course is held: "Sirkabad". */
    venue: words,
    /** District of the venue: "Purulia". */
    district: words,
    /**
     * The month of the announcement this entry comes from, YYYY-MM (the two courses: the original
     * site's version of July 2025). Shown beside the course, so an old announcement never reads as news.
     */
    announced: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month written YYYY-MM, e.g. 2025-07' }),
    /** One or two sentences for visitors, facts only. */
    description: z.string().trim().min(1, { message: 'must not be empty' }),
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
    const expectedOrdinal = ordinalIn(lang, course.number);
    if (course.ordinalLabel !== expectedOrdinal) {
      ctx.addIssue({
        code: 'custom',
        path: ['ordinalLabel'],
        message: `must be "${expectedOrdinal}" for course number ${course.number}, not "${course.ordinalLabel}"`,
      });
    }
    const expectedHref = hrefs.courseForm(course.slug);
    if (course.formHref !== expectedHref) {
      ctx.addIssue({ code: 'custom', path: ['formHref'], message: `must be "${expectedHref}"` });
    }
  });
}

export const courseSchema = courseSchemaIn('en');
/** The Bengali twin's courses (content/courses.bn.ts). */
export const courseSchemaBn = courseSchemaIn('bn');

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
export const coursesSchemaBn = z.array(courseSchemaBn).superRefine(uniqueSlugs);

export type CourseInput = z.input<typeof courseSchema>;
export type Course = z.output<typeof courseSchema>;

/** "7th Adventure Course" */
export function courseTitle(course: Pick<Course, 'ordinalLabel' | 'name'>): string {
  return `${course.ordinalLabel} ${course.name}`;
}

/** "Sirkabad, Purulia" */
export function courseVenueLine(course: Pick<Course, 'venue' | 'district'>): string {
  return `${course.venue}, ${course.district}`;
}
