import { words } from '@/lib/content';
import type { Edition } from '@/lib/edition';

type CourseFormWords = Edition['words']['courseForm'];

/**
 * The fields of the course application form (./courseApplicationPdf.ts). Their names are a stable
 * contract, the same in every edition (anyone reading filled-in forms may rely on them):
 *   applicant.name, applicant.dateOfBirth, applicant.sex (radio: Male, Female, Other),
 *   applicant.address, applicant.phone, applicant.email, applicant.schoolOrOccupation,
 *   applicant.previousCourses, declaration.signature, declaration.date
 * So are the radio group's values, the base edition's words; each edition labels the fields and
 * the options in its own words.
 */
export function courseFormFieldsIn(say: CourseFormWords) {
  return [
    { name: 'applicant.name', kind: 'text', label: say.fields.name },
    { name: 'applicant.dateOfBirth', kind: 'text', label: say.fields.dateOfBirth },
    { name: 'applicant.sex', kind: 'radio', label: say.fields.sex, options: words.courseForm.fields.sexOptions, optionLabels: say.fields.sexOptions },
    { name: 'applicant.address', kind: 'text', label: say.fields.address },
    { name: 'applicant.phone', kind: 'text', label: say.fields.phone },
    { name: 'applicant.email', kind: 'text', label: say.fields.email },
    { name: 'applicant.schoolOrOccupation', kind: 'text', label: say.fields.schoolOrOccupation },
    { name: 'applicant.previousCourses', kind: 'text', label: say.fields.previousCourses },
    { name: 'declaration.signature', kind: 'text', label: say.fields.signature },
    { name: 'declaration.date', kind: 'text', label: say.fields.date },
  ] as const;
}

/** The fields with the base edition's labels: the contract readers of the form (tests, e2e) check. */
export const courseFormFields = courseFormFieldsIn(words.courseForm);

export type CourseFormField = ReturnType<typeof courseFormFieldsIn>[number];
export type CourseFormFieldName = CourseFormField['name'];
