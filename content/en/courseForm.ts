/**
 * Words printed on the generated course application form (PDF). The English form's font
 * (Helvetica) prints only Windows-1252 characters: keep to those (the build checks). The sex
 * options are also the radio group's values in every edition's form (a contract, like the fields' names).
 * No source says what the club asks of applicants, so the form asks only who the applicant is, how
 * to reach them and what they have done before, and says on its face that it is this site's form.
 */
export const courseFormWords = {
  fields: {
    name: 'Full name of the applicant',
    dateOfBirth: 'Date of birth (DD-MM-YYYY)',
    sex: 'Sex',
    sexOptions: ['Male', 'Female', 'Other'],
    address: 'Postal address with PIN code',
    phone: 'Phone',
    email: 'E-mail',
    schoolOrOccupation: 'School / college or occupation',
    previousCourses: 'Previous courses, treks or climbing experience (name, year, organiser)',
    signature: 'Signature of the applicant',
    date: 'Date',
  },
  letterheadDetails: (town: string, district: string, state: string, pin: string, foundedYear: number) =>
    `${town}, ${district}, ${state} ${pin}   |   Founded ${foundedYear}`,
  documentTitle: (courseTitle: string, venue: string) => `Application form: ${courseTitle}, ${venue}`,
  documentSubject: (courseTitle: string, venue: string, clubName: string) =>
    `Application form for the ${courseTitle} at ${venue}, organised by the ${clubName}`,
  keyword: 'application form',
  heading: 'APPLICATION FORM',
  courseLine: (number: number, venue: string) => `Course no. ${number}   |   Venue: ${venue}`,
  instructions: 'Fill in this form on screen, or print it and write clearly in capital letters.',
  /** Printed in a box under the course: whose form this is. */
  notice:
    "This form is made by this website, not issued by the club: it stands in until the club's own application form is added to the site. It asks only who you are, how to reach you and what you have done before; the club's own form may ask for more.",
  sections: { applicant: '1. Applicant', declaration: '2. Declaration' },
  declaration: 'I confirm that the information given in this form is true and complete.',
  footer: (clubName: string, courseTitle: string, venue: string) => `${clubName}  -  Application form: ${courseTitle}, ${venue}`,
  edition: (date: string) => `Form edition ${date}`,
};
