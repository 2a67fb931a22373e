/**
 * Words of "Suggest a correction" (components/club/CorrectionNote.tsx) at the end of every record's
 * page: an expedition report, a peak, a person, an event (on the events page). The club has stated no
 * correction process, so nothing here promises more than a message to the club. What the contact
 * form shows and writes when a visitor arrives from here is in content/<lang>/contact.ts
 * (`form.correction`). Twin: content/bn/correction.ts.
 */
export const correctionWords = {
  heading: 'Suggest a correction',
  /** The first sentence, by kind of record: it names the record as its page does. */
  intro: {
    expedition: (peaks: string, year: number) => `If something in the ${peaks} ${year} expedition report is wrong, tell the club.`,
    peak: (name: string) => `If something on this page about ${name} is wrong, tell the club.`,
    person: (name: string) => `If something on this page about ${name} is wrong, or this is you and you want the page corrected or removed, tell the club.`,
    event: (title: string) => `If something about “${title}” is wrong, tell the club.`,
  },
  how: 'Pick the detail if you know which it is, and go on to the contact page: its form starts your message with the name of this record, the page’s address and the detail. Your message goes to the club.',
  detailLabel: 'Which detail is wrong?',
  detailNone: 'Choose one (optional)',
  /**
   * The parts of a record a visitor can name, in plain words; lib/contact/correction.ts says which
   * go with which kind of record. The contact form writes the chosen one into the message.
   */
  details: {
    dates: 'Dates',
    team: 'Team',
    summits: 'Summits',
    route: 'Route and camps',
    heights: 'Heights',
    sources: 'Sources',
    name: 'Name',
    location: 'Location',
    spelling: 'Name or spelling',
    expeditions: 'Expeditions',
    date: 'Date',
    place: 'Place',
    other: 'Something else',
  },
  submit: 'Write to the club',
  /** Before the link to the record's entry in the club's editor (/admin/). */
  editorFor: 'For the club’s maintainers:',
  editorLink: 'Edit this record in the club’s editor',
};
