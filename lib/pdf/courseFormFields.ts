import { words } from '@/lib/content';

const say = words.courseForm; // the form is English only (its font prints WinAnsi)

/**
 * The fields of the course application form (./courseApplicationPdf.ts). Their names are a stable
 * contract (anyone reading filled-in forms may rely on them):
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

export function labelOf(name: CourseFormFieldName): string {
  return courseFormFields.find((field) => field.name === name)!.label;
}
