/**
 * Words of the expedition pages (table, short notes, report list, report pages, the "About these
 * records" page and the summary PDF). The records themselves, with their accounts, are in
 * content/expeditions.ts; the sources in content/sources.ts. See README › Editing content.
 */
export const recordsWords = {
  results: {
    /** Shown for a row whose result this site has not found yet (the club's table had one). */
    unknown: 'Not known yet',
    /** The same, where a sentence has room. */
    unknownLong: 'Not known to this site yet',
    categories: {
      climbed: 'Climbed',
      partial: 'Part of the objective climbed',
      unsuccessful: 'Unsuccessful',
      unknown: 'Result not known to this site yet',
    },
    /** The club's table's own wording of each result (content/expeditions.ts `result`). */
    tableWording: {
      Climbed: 'Climbed',
      'Climbed Rubal Kang': 'Climbed Rubal Kang',
      Unsuccessful: 'Unsuccessful',
      "Unsuccessful (Crossed Traill's Pass)": "Unsuccessful (Crossed Traill's Pass)",
    },
    /** JSON-LD abstract of a report with a known result. */
    abstract: (result: string) => `Result: ${result}`,
  },

  facts: {
    sections: {
      overview: 'Overview',
      team: 'Team',
      approach: 'Approach and camps',
      summits: 'Summits',
      outcome: 'Outcome',
    },
    peak: 'Peak',
    height: 'Height',
    when: 'When',
    area: 'Area',
    region: 'Region',
    expeditionNumber: 'Expedition number',
    route: 'Route',
    duration: 'Duration',
    durationDays: (days: number) => `${days} days`,
    cost: 'Cost',
    costLakh: (lakh: number) => `Rs ${lakh} lakh`,
    sponsors: 'Sponsors',
    agency: 'Agency',
    jointTeam: 'Joint team with',
    departure: 'Departure',
    trekStart: 'Trek start',
    roadHead: 'Road head',
    transitCamp: 'Transit camp',
    baseCamp: 'Base camp',
    furtherCamps: 'Further camps',
    highCamp: 'High camp',
    result: 'Result',
    failureReason: 'Why the summit was not reached',
    note: 'Note',
    summitersUnknown: 'Summiters not named in the sources',
    noValue: '—',
    about: (time: string) => `about ${time}`,
    roles: {
      leader: 'Leader',
      'deputy leader': 'Deputy leader',
      'medical officer': 'Medical officer',
      'climbing member': 'Climbing member',
      member: 'Member',
      'base camp member': 'Base camp member',
      'liaison officer': 'Liaison officer',
      'high altitude guide': 'High-altitude guide',
      'high altitude sherpa': 'High-altitude Sherpa',
      cook: 'Cook',
    },
  },

  /** The expeditions table page (/MAK-organises-following-expeditions/). */
  tablePage: {
    title: 'MAK organises following Expeditions',
    description:
      'The Himalayan expeditions of the Mountaineers’ Association of Krishnanagar, 1987 to 2024: peaks, heights, years and the results known so far.',
    breadcrumb: 'Expeditions',
    lead: 'The club has completed the following mountaineering expeditions.',
    summaryHeading: 'In short',
    expeditions: (first: number, last: number) => `expeditions, ${first} to ${last}`,
    summits: (expeditions: number) => `summits at least, by ${expeditions} expeditions whose result is known`,
    highestPoint: 'highest point reached',
    unknownNote: (unknown: number, total: number) =>
      `The club’s own table gave a result for every expedition. For ${unknown} of the ${total} this site has not yet found a source that says what it was: they read “Not known yet” below and are not counted above, so the club’s real number of summits is higher.`,
    recordsLink: 'About these records: where the facts come from, and how to correct them',
    tableHeading: (first: number, last: number) => `The expeditions, ${first} to ${last}`,
    tableIntro: 'Each peak links to its report page, with the team, the camps, the sources and a PDF summary.',
    tableCaption: (first: number, last: number) => `Expeditions organised by the club, ${first} to ${last}`,
    timelineHeading: 'Year by year, peak by peak',
    timelineIntro: 'Every expedition placed by its year and the height of its peak. Select a mark to open that expedition’s report.',
  },

  timeline: {
    scrollHint: 'Scroll the chart sideways to see every year.',
    regionLabel: 'Chart of the expeditions (scrolls sideways on small screens)',
    title: 'Expeditions by year and peak height',
    description: (plotted: number, first: number, last: number) =>
      `Each mark is one of the ${plotted} expeditions with a known peak height, placed by year (${first} to ${last}) and height in metres, and links to its report. A filled triangle means climbed, a half-filled triangle part of the objective climbed, a cross unsuccessful and an empty circle a result this site does not know yet.`,
    metres: (metres: number) => `${metres} m`,
    markLabel: (name: string, year: number, result: string) => `${name}, ${year}: ${result}`,
    legend: 'Legend',
    eightThousand: '8000 m',
    unplotted: (list: string) => `Not on the chart, as no peak height is known: ${list}.`,
    unplottedItem: (name: string, year: number) => `${name} (${year})`,
  },

  /** The report list (/expedition-report/). */
  reportList: {
    title: 'Expedition Report',
    description:
      'A page and a downloadable summary for every expedition of the Mountaineers’ Association of Krishnanagar, 1987 to 2025, with the sources of its facts.',
    lead: 'A page and a downloadable summary for every expedition, 1987 to 2025.',
    intro:
      'Each report page gathers what is known about one expedition, from newspapers, mountaineering journals and the club’s original website: the team, the camps, the summits, the sources, and a PDF summary to download. Until the club’s own photographs are added, every expedition is shown by an illustration drawn from its record.',
    recordsLink: 'About these records',
    recordsLinkAfter: ': where the facts come from, what is still unknown, and how to send a correction.',
    cardLink: 'View Photo & Download',
    cardLinkContext: (title: string, year: string) => `: ${title}, ${year}`,
    yearWithPeak: (year: number, peak: string) => `${year} – ${peak}`,
    artworkAlt: (peak: string, year: number) => `Illustration of ${peak}, ${year}`,
    /** The title inside the generated SVG (the peak name arrives escaped for XML). */
    artworkTitle: (peak: string, year: string) => `Illustration: ${peak}, ${year}`,
  },

  /** The short-note page (/Expedition-Short-Note/). */
  shortNote: {
    title: 'Expedition Short Note',
    description:
      'Short notes on every expedition of the Mountaineers’ Association of Krishnanagar: teams, camps, summits and outcomes as far as they are known, 1987 to 2025.',
    lead: 'Teams, camps, summits and outcomes, year by year.',
    intro:
      'Open a year to read its note: where the team went, who was on it, and how far they got, as far as this site knows. Each note links to the expedition’s full page, with its sources and a PDF summary to download.',
    artworkNote: 'Illustration drawn from the expedition’s record, not a photograph.',
    moreLink: 'More Details & View Photo',
    moreLinkContext: (title: string, year: number) => `: ${title}, ${year} (opens in a new tab)`,
  },

  /** A report page (/<slug>/). */
  report: {
    pageTitle: (peak: string, year: number) => `${peak} ${year} expedition report`,
    breadcrumbBack: 'Back',
    breadcrumbCurrent: (peak: string, year: number) => `${peak} ${year}`,
    legacyBefore: (year: number) => `This is an older address of this report. The club lists the expedition under ${year}; `,
    legacyLink: 'its page is here',
    legacyAfter: '.',
    photosHeading: 'Photos',
    pictureHeading: 'Picture',
    photosLabel: (title: string, year: number) => `Photos of ${title}, ${year}`,
    illustrationLabel: (title: string, year: number) => `Illustration of ${title}, ${year}`,
    photoTitle: (title: string, year: number) => `${title}, ${year}`,
    illustrationDescription: 'An illustration drawn from the expedition’s record, not a photograph.',
    illustrationNote: 'The club’s photographs of this expedition are not on the site yet; this illustration is drawn from the record. Select it to enlarge.',
    accountHeading: 'Account',
    peakContextHeading: 'About the mountain',
    peakContextIntro: 'Facts about the peak itself, from other climbers’ reports: they say nothing about how the club’s team fared.',
    asideLabel: 'Report downloads and key facts',
    downloadsHeading: 'Report',
    summaryPdf: 'Expedition summary',
    summaryPdfNote: 'Made by this site from the facts and sources on this page',
    download: 'Download',
    pdfLabel: (label: string) => `${label} (PDF)`,
    opensInNewTab: ', opens in a new tab',
    result: 'Result',
    height: 'Height',
    highestPeak: 'Highest peak',
    when: 'When',
    where: 'Where',
    shortNoteLink: 'Short note on this expedition',
    allExpeditionsLink: 'All expeditions, 1987 to 2024',
    recordsLink: 'About these records',
    neighboursLabel: 'More expeditions',
    previous: '← Previous expedition',
    next: 'Next expedition →',
    neighbourTitle: (title: string, year: number) => `${title}, ${year}`,

    /** Rows known only by peak and year (evidence `spec-list-only`). */
    listOnly: {
      heading: 'Known only by peak and year',
      text: 'This site knows only the peak and the year of this expedition, from the list on the club’s original website. Who went, how far they got and what happened are not known here yet; the club’s own table recorded a result, which we have not found.',
      invitationBefore: 'If you were on this expedition, or keep the club’s reports, photographs or newspaper cuttings of it, please',
      invitationLink: 'tell us through the contact page',
      invitationAfter: '.',
    },
    /** Rows with more than peak and year, whose result is still unknown. */
    unknownResult: {
      heading: 'Result not known yet',
      text: 'This site does not know the result of this expedition yet. The club’s own table recorded one; no source we have found gives it.',
      invitationBefore: 'If you know it, please',
      invitationLink: 'tell us through the contact page',
      invitationAfter: ', with where it comes from.',
    },

    conflicts: {
      heading: 'Where the sources disagree',
      intro: 'Where reports give different values, each is listed with its sources, and what this page shows and why.',
      accountSources: 'Given by',
      settled: 'On this page',
    },

    sources: {
      heading: 'Sources',
      intro: 'The facts on this page come from these sources. Each link opens the source in a new tab.',
      language: (language: string) => `In ${language}.`,
      opensInNewTab: '(opens in a new tab)',
      originalSite:
        'Known only from the club’s original website: this expedition’s row in the club’s table, and any figure on this page that no public source gives. We have no public copy of that website to link to.',
      none: 'No public source has been found for this expedition yet.',
      recordsBefore: 'How these records were put together, and how to correct them:',
      recordsLink: 'About these records',
      recordsAfter: '.',
    },
  },

  /** The "About these records" page. */
  recordsPage: {
    title: 'About these records',
    description:
      'Where the facts on the club’s expedition pages come from, what is still unknown, how disagreements between sources were settled, and how to correct them.',
    lead: 'Where the facts come from, what is still unknown, and how to correct them.',

    originsHeading: 'Where the facts come from',
    origins: [
      'The list of expeditions, with each peak, its year and the club’s result, is the table of the club’s original website. Almost everything else on the expedition pages comes from public sources: newspaper reports in English and Bengali, the American Alpine Journal, the Himalayan Journal, a leader’s report and other accounts kept in online archives, and the surviving part of the original website’s expeditions page.',
      'Every sentence on the expedition pages is written for this site from those facts; nothing is copied from a source, and nothing is added that no source gives. Every expedition page ends with the list of its sources, with links.',
    ],
    publicSources: 'public sources cited',
    bengaliSources: 'of them in Bengali',

    knownHeading: 'What is known, and what is not',
    tableRows: (first: number, last: number) => `expeditions in the club’s table, ${first} to ${last}`,
    laterRows: 'later expeditions, after the table',
    knownResults: 'expeditions in the table whose result this site knows',
    unknownResults: 'expeditions in the table whose result this site does not know yet',
    listOnlyRows: 'expeditions in the table known only by their peak and year',
    pagesWithSources: (total: number) => `of the ${total} expedition pages list public sources with links`,
    summits: 'summits at least, by the expeditions whose result is known',
    known: [
      'The club’s table gave a result for every expedition. Where a page reads “Not known yet”, it is this site that has not found the result, not the club that failed to record it.',
    ],
    summitFloor: (summits: number, expeditions: number) =>
      `The ${summits} summits counted here come from the ${expeditions} expeditions of the table whose result is known; the others are not counted, so the real number is higher.`,
    summitContextBefore: 'A newspaper feature in 2014 said that Basanta Singha Roy alone had led 21 successful expeditions by then (',
    summitContextLink: 'Mid-day',
    summitContextAfter: ').',
    listOnlyHeading: 'Expeditions known only by peak and year',

    conflictsHeading: 'How disagreements between sources were settled',
    conflictsIntro: (count: number, expeditions: number) =>
      `Sources disagree on ${count} facts across ${expeditions} expeditions. Where one source is the club’s own, or most sources agree, this site follows it and says so; where no source carries more weight, the question is left open and the page says that too. Each is listed here and on its expedition’s page.`,
    conflictAccounts: 'Accounts',
    conflictSettled: 'Settled',

    correctionsHeading: 'How to send a correction',
    correctionsBefore:
      'If you were on one of these expeditions, or keep the club’s reports, photographs or newspaper cuttings, the records can be made better with your help. Please write through',
    correctionsLink: 'the contact page',
    correctionsAfter: ', saying which expedition, what should change, and where the fact comes from. Corrections are checked against a source before they are published.',
  },

  /** The summary PDF (Helvetica: WinAnsi characters only; the generator converts the rest). */
  pdf: {
    label: 'EXPEDITION SUMMARY',
    headerLine: (place: string, founded: number) => `${place}  |  Founded ${founded}`,
    expeditionOf: (when: string) => `Expedition of ${when}`,
    documentTitle: (title: string, year: number) => `${title} - ${year} expedition summary`,
    runningTitle: (title: string, year: number) => `${title} - ${year}`,
    accountHeading: 'Account',
    listOnly: 'Known only by peak and year: this site has found no public source for this expedition beyond the list on the club’s original website.',
    unknownResult: 'The result of this expedition is not known to this site yet; the club’s own table recorded one.',
    conflictsHeading: 'Where the sources disagree',
    conflictSettled: (settled: string) => `On the site: ${settled}`,
    sourcesHeading: 'Sources',
    sourceLine: (publication: string, description: string, language?: string) =>
      `${publication}: ${description}${language ? ` (in ${language})` : ''}`,
    originalSite: 'Some facts are known only from the club’s original website, of which no public copy can be linked.',
    footer: (club: string) => `${club} - summary made from public sources and the club's original website`,
    page: (page: number, total: number) => `Page ${page} of ${total}`,
  },
};
