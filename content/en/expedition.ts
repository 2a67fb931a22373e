/**
 * Words about an expedition that several pages share, with the summary PDF and the artwork: results,
 * fact labels, titles, the labels of disagreeing accounts. The records themselves, with their
 * accounts, are in content/expeditions/; the sources in content/sources/. Each page's own words
 * are in its room's file (expeditions, shortNote, reportList, report, records).
 */
export const expeditionWords = {
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
    /** The club's table's own wording of each result (content/expeditions/<slug>.en.yml › result). */
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
    /** After the named members, when the sources count more than they name. */
    unnamedLabel: 'Others',
    unnamedMembers: (unnamed: number, teamSize: number) => `${unnamed} more of the team of ${teamSize}, not named in the sources`,
    noValue: '—',
    about: (time: string) => `about ${time}`,
    /** What a height the records show is, and who gives it (their publications, already joined). */
    heightKinds: {
      club: (sources: string) => `The club’s own figure, from ${sources}`,
      reference: (sources: string) => `A reference height, from ${sources}`,
    },
    /** Joins the last two publications of such a list: `A, B and C`. */
    listAnd: 'and',
    /** Read after a peak's name that links to its page. */
    peakPageLink: (peak: string) => `${peak}: the peak’s page`,
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

  /** An expedition's title with its year, as links and headings name it. */
  titleWithYear: (title: string, year: number) => `${title}, ${year}`,

  /** Where sources disagree: the labels of each account. */
  conflicts: {
    accountSources: 'Given by',
    settled: 'On this page',
  },

  /** Our generated illustration of an expedition. */
  artwork: {
    alt: (peak: string, year: number) => `Illustration of ${peak}, ${year}`,
    /** The title inside the generated SVG (the peak name arrives escaped for XML). */
    title: (peak: string, year: string) => `Illustration: ${peak}, ${year}`,
  },

  /** The summary PDF (Helvetica: WinAnsi characters only; the generator converts the rest). */
  pdf: {
    label: 'EXPEDITION SUMMARY',
    headerLine: (place: string, founded: number) => `${place}  |  Founded ${founded}`,
    expeditionOf: (when: string) => `Expedition of ${when}`,
    /** Under the title: a height it shows, and what that height is and who gives it (the fact sheet's note). */
    heightSource: (height: string, note: string) => `${height}. ${note}.`,
    documentTitle: (title: string, year: number) => `${title} - ${year} expedition summary`,
    runningTitle: (title: string, year: number) => `${title} - ${year}`,
    accountHeading: 'Account',
    listOnly: 'Known only by peak and year: this site has found no public source for this expedition beyond the list on the club’s original website.',
    unknownResult: 'The result of this expedition is not known to this site yet: no source found so far gives it.',
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
