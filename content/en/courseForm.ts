/**
 * Words printed on the generated course application form (PDF). The PDF's font prints only
 * Windows-1252 characters: keep to those (the build checks).
 */
export const courseFormWords = {
  fields: {
    name: 'Full name of the applicant',
    guardianName: "Parent's or guardian's name",
    dateOfBirth: 'Date of birth (DD-MM-YYYY)',
    sex: 'Sex',
    sexOptions: ['Male', 'Female', 'Other'],
    bloodGroup: 'Blood group',
    address: 'Postal address with PIN code',
    phone: 'Phone',
    email: 'E-mail',
    schoolOrOccupation: 'School / college or occupation',
    previousCourses: 'Previous courses, treks or climbing experience (name, year, organiser)',
    fitDeclaration: 'I declare that I am in good health and medically fit to take part in this course.',
    medicalDetails: 'Medical conditions, allergies or regular medicines (write "None" if there are none)',
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
  photoBox: ['Paste a recent', 'passport-size', 'photograph here'],
  sections: { applicant: '1. Applicant', medical: '2. Medical declaration', declaration: '3. Declaration' },
  declaration: 'I confirm that the information given in this form is true and complete.',
  footer: (clubName: string, courseTitle: string, venue: string) => `${clubName}  -  Application form: ${courseTitle}, ${venue}`,
  edition: (date: string) => `Form edition ${date}`,
};
