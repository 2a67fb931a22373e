/** Words of the expeditions table page (/MAK-organises-following-expeditions/): the summary, the table and the timeline chart. */
export const expeditionsWords = {
  title: 'MAK organises following Expeditions',
  description: (first: number, last: number) =>
    `The Himalayan expeditions of the Mountaineers’ Association of Krishnanagar, ${first} to ${last}: peaks, heights, years and the results known so far.`,
  breadcrumb: 'Expeditions',
  lead: 'The club has completed the following mountaineering expeditions.',
  summaryHeading: 'In short',
  expeditions: (first: number, last: number) => `expeditions, ${first} to ${last}`,
  summits: (expeditions: number) => `summits at least, reached on ${expeditions} expeditions`,
  highestPoint: 'highest point reached',
  unknownNote: (unknown: number, total: number) =>
    `The club’s table on its original website had a Result column. For ${unknown} of the ${total} expeditions this site has not yet found a source that gives the result: they read “Not known yet” below and are not counted above, so the club’s real number of summits may be higher.`,
  recordsLink: 'About these records: where the facts come from, and how to correct them',
  tableHeading: (first: number, last: number) => `The expeditions, ${first} to ${last}`,
  tableIntro: 'Each peak links to its report page, with the team, the camps, the sources and a PDF summary, and to the peak’s own page.',
  peaksLink: 'Every peak, with all its heights and sources',
  heightsNote:
    'The heights are the figures the records use: the club’s own where one of its sources gives it, otherwise a reference height from a published source. Each report page names the source of its height; each peak’s page lists every figure the sources give.',
  tableCaption: (first: number, last: number) => `Expeditions organised by the club, ${first} to ${last}`,
  timelineHeading: 'Year by year, peak by peak',
  timelineIntro: 'Every expedition placed by its year and the height of its peak. Select a mark to open that expedition’s report.',

  timeline: {
    scrollHint: 'The chart opens at the latest years: scroll it sideways for the earlier ones.',
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

  /** The table's filter and sort controls, columns and row count. */
  table: {
    formLabel: 'Filter and sort the expeditions',
    legend: 'Filter and sort',
    searchLabel: 'Search peak or year',
    searchPlaceholder: 'e.g. Everest, Nun, 2012',
    resultLabel: 'Result',
    /** Options of the result filter, by result category. */
    resultOptions: {
      all: 'All results',
      climbed: 'Climbed',
      partial: 'Part climbed',
      unsuccessful: 'Unsuccessful',
      unknown: 'Not known yet',
    },
    sortLabel: 'Sort by',
    sortOptions: {
      table: 'Table order',
      'year-desc': 'Year, newest first',
      'year-asc': 'Year, oldest first',
      'height-desc': 'Height, highest first',
      'height-asc': 'Height, lowest first',
    },
    /** Under the name of an expedition the club's original table did not list (`inOriginalTable: false`). */
    addedAfterTable: 'Added after the club’s original table',
    eightThousandersOnly: '8000 m peaks only',
    clearFilters: 'Clear filters',
    noMatch: 'No expedition matches these filters.',
    showAll: 'Show all expeditions',
    columns: {
      serial: 'SL.',
      name: 'Peak and its height (the club’s figure or a reference height)',
      year: 'Year',
      result: 'Result',
    },
    /** Before the links to a row's peak pages, by the number of peaks. */
    peakPages: { one: 'Peak page:', other: 'Peak pages:' },
    /** The row count; `{name}` placeholders are filled in the browser (lib/i18n/fill.ts). */
    count: {
      all: 'Showing all {total} expeditions',
      none: 'No expedition matches (of {total})',
      /** By the plural rules of the total. */
      some: { one: 'Showing {shown} of {total} expedition', other: 'Showing {shown} of {total} expeditions' },
    },
  },
};
