import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Course } from '@/lib/schema/course';
import { courseApplicationPdf, type CourseFormEdition } from '@/lib/pdf/courseApplicationPdf';

/**
 * The bytes served at an edition's form of a course (./courseFormLink.ts): the club's own PDF when
 * content names one (Course.clubFormFile), otherwise the generated fillable form in the edition's
 * language. Build-time only (reads files).
 */
export async function courseFormBytes(ed: CourseFormEdition, course: Course, repoRoot: string = process.cwd()): Promise<Uint8Array> {
  if (course.clubFormFile === undefined) return courseApplicationPdf(ed, course);
  const file = path.join(repoRoot, course.clubFormFile);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new Error(
      `content/courses/${course.slug}.en.yml › clubFormFile: "${course.clubFormFile}" cannot be read (${(error as Error).message})`,
    );
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`content/courses/${course.slug}.en.yml › clubFormFile: "${course.clubFormFile}" is not a PDF file`);
  }
  return new Uint8Array(bytes);
}
