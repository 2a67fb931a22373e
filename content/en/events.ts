/** Words of the events and courses: the event list, course forms, course banner and the pages that list them. */
export const eventsWords = {
  kind: { course: 'Course', trek: 'Trek', 'press-conference': 'Press conference' },
  upcomingHeading: 'Coming up',
  noUpcoming: 'No dated events are announced on this site right now.',
  announcedHeading: 'Announced courses',
  announcedIntro: 'The club announced these courses on its original website, without dates. This site has no later news of them, so they are not listed as coming up.',
  /** A dated event's link to the page of its year. */
  yearLink: (year: number) => `The club in ${year}`,
  pastHeading: 'Past events',
  /** On each past event's card, beside its kind. */
  pastBadge: 'Past event',
  datesUnknown: 'Dates not known to this site',
  /** When an announcement was made, from the month of the source it comes from. */
  announcedIn: (monthYear: string) => `Announced on the club’s original website, ${monthYear}`,
  downloadForm: 'Download Form',
  downloadFormFor: (title: string) => `for the ${title} (PDF)`,
  addToCalendar: 'Add to calendar',
  addToCalendarFor: (title: string) => `: ${title} (.ics file)`,
  aboutExpedition: 'About the expedition',
  courseForms: {
    heading: 'Course application forms',
    intro: 'Download the form, fill it in on screen or by hand, and send it to the club. Each form is a fillable PDF.',
    itemHeading: (courseTitle: string) => `Application form for the ${courseTitle}`,
  },
};
