/** Words of a report page (/<slug>/, e.g. /Everest-2010/). */
export const reportWords = {
  pageTitle: (peak: string, year: number) => `${peak} ${year} expedition report`,
  breadcrumbBack: 'Back',
  breadcrumbCurrent: (peak: string, year: number) => `${peak} ${year}`,
  legacyBefore: (year: number) => `This is an older address of this report. The club lists the expedition under ${year}; `,
  legacyLink: 'its page is here',
  legacyAfter: '.',
  photosHeading: 'Photos',
  photosLabel: (title: string, year: number) => `Photos of ${title}, ${year}`,
  accountHeading: 'Account',
  peakContextHeading: 'About the mountain',
  peakContextIntro: 'Facts about the peak itself, from other climbers’ reports: they say nothing about how the club’s team fared.',
  asideLabel: 'Report downloads and key facts',
  downloadsHeading: 'Report',
  summaryPdf: 'Expedition summary',
  summaryPdfNote: 'Made by this site from the facts and sources on this page',
  download: 'Download',
  pdfLabel: (label: string) => `${label} (PDF)`,
  result: 'Result',
  height: 'Height',
  highestPeak: 'Highest peak',
  when: 'When',
  where: 'Where',
  shortNoteLink: 'Short note on this expedition',
  allExpeditionsLink: (first: number, last: number) => `All expeditions, ${first} to ${last}`,
  /** The aside's link to the year's page. */
  yearLink: (year: number) => `The club in ${year}`,
  recordsLink: 'About these records',
  neighboursLabel: 'More expeditions',
  previous: '← Previous expedition',
  next: 'Next expedition →',

  /** Rows known only by peak and year (evidence `spec-list-only`). */
  listOnly: {
    heading: 'Known only by peak and year',
    text: 'This site knows only the peak and the year of this expedition, from the list on the club’s original website. Who went, how far they got, what happened and the result are not known here yet.',
    invitationBefore: 'If you were on this expedition, or keep the club’s reports, photographs or newspaper cuttings of it, please',
    invitationLink: 'tell us through the contact page',
    invitationAfter: '.',
  },
  /** Rows with more than peak and year, whose result is still unknown. */
  unknownResult: {
    heading: 'Result not known yet',
    text: 'This site does not know the result of this expedition yet: no source found so far gives it.',
    invitationBefore: 'If you know it, please',
    invitationLink: 'tell us through the contact page',
    invitationAfter: ', with where it comes from.',
  },

  conflicts: {
    heading: 'Where the sources disagree',
    intro: 'Where reports give different values, each is listed with its sources, and what this page shows and why.',
  },

  sources: {
    heading: 'Sources',
    intro: 'The facts on this page come from these sources. Each link opens the source in a new tab.',
    language: (language: string) => `In ${language}.`,
    originalSite:
      'Known only from the club’s original website: this expedition’s row in the club’s table, and any figure on this page that no public source gives. We have no public copy of that website to link to.',
    none: 'No public source has been found for this expedition yet.',
    recordsBefore: 'How these records were put together, and how to correct them:',
    recordsLink: 'About these records',
    recordsAfter: '.',
  },
};
