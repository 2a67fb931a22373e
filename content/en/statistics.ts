import { formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('en', value);
const expeditions = (count: number) => `${n(count)} expedition${count === 1 ? '' : 's'}`;
const peaks = (count: number) => `${n(count)} peak${count === 1 ? '' : 's'}`;

/** Words of the statistics page (/statistics/): every figure around them is computed from the records. */
export const statisticsWords = {
  title: 'Statistics',
  description: (first: number) =>
    `The club’s expeditions since ${first} in figures, from its records: by decade and result, with the unknowns; peaks by height and region; who went most often.`,
  lead: 'Every figure on this page is counted from the expedition records when the site is built, so it changes when a record does. Each chart comes with a table of the same figures.',

  figuresLabel: 'The record at a glance',
  figures: {
    expeditions: (first: number, last: number) => `expeditions, ${first} to ${last}`,
    known: 'results known to this site',
    knownValue: (known: number, total: number) => `${n(known)} of ${n(total)}`,
    summits: 'summits reached',
    /** A card's figure: a count of expeditions or peaks. */
    count: (count: number) => n(count),
    atLeast: (count: number) => `at least ${n(count)}`,
    peaks: 'peaks the club went to',
    eightThousanders: (climbed: number) => `peaks of 8000 m or more the club went to; it climbed ${n(climbed)} of them`,
  },

  /** Where the expeditions come from: the club's table and those after it. */
  scope: (total: number, tableRows: number, laterRows: number, first: number, last: number) =>
    `The page counts all ${n(total)} expeditions on this site, ${first} to ${last}: the ${n(tableRows)} of the club’s own table and the ${n(laterRows)} after it.`,

  decades: {
    heading: 'Expeditions by decade',
    chartTitle: 'Expeditions per decade, by result',
    label: (decade: number) => `${decade}s`,
    /** One decade in the chart's text alternative: `1990s: 10 expeditions (1 climbed, 9 not known yet)`. */
    summary: (decade: string, total: number, parts: string) => `${decade}: ${expeditions(total)}${parts ? ` (${parts})` : ''}`,
    caption: 'Expeditions per decade, by result, as a table',
    decadeColumn: 'Decade',
    totalColumn: 'Expeditions',
    totalRow: 'All decades',
    /** Before the links to each year's page. */
    yearPages: 'A page for each year:',
  },

  /** Short result names for table columns and chart parts (the long ones are in expedition.results.categories). */
  resultColumns: {
    climbed: 'Climbed',
    partial: 'Part climbed',
    unsuccessful: 'Unsuccessful',
    unknown: 'Not known yet',
  },
  /** A result and its count in a sentence: `9 not known yet`. */
  resultCount: {
    climbed: (count: number) => `${n(count)} climbed`,
    partial: (count: number) => `${n(count)} part climbed`,
    unsuccessful: (count: number) => `${n(count)} unsuccessful`,
    unknown: (count: number) => `${n(count)} not known yet`,
  },
  legend: 'Key to the colours',

  results: {
    heading: 'Results',
    known: (known: number, total: number) => `This site knows the result of ${n(known)} of the ${n(total)} expeditions.`,
    unknownNote:
      'The club’s table on its original website had a Result column. Where a result reads “not known yet”, it means only that this site has not found it; it says nothing about what the club recorded.',
    summits: (summits: number, successful: number, unknown: number) =>
      `The records list ${n(summits)} summits, reached on ${expeditions(successful)}. The ${expeditions(unknown)} whose result is not known are not counted, so the club reached at least ${n(summits)} summits; the real number may be higher.`,
    summitRule:
      'A summit is counted once for each peak an expedition reached, however many of its members stood on top, so an expedition that climbed two peaks counts two.',
    chartTitle: 'Expeditions by result',
    chartDescription: (parts: string) => `Of every expedition: ${parts}.`,
    caption: 'Expeditions by result, as a table',
    resultColumn: 'Result',
    countColumn: 'Expeditions',
    totalRow: 'All expeditions',
  },

  heights: {
    heading: 'Peaks by height',
    intro: (count: number) => `The ${peaks(count)} the club went to, by the height its records show. A peak visited twice counts once.`,
    otherPlaces: (list: string) => `Not counted as a peak: ${list}.`,
    otherPlace: (name: string, year: number) => `${name}, explored in ${year}`,
    below: (below: number) => `Below ${n(below)} m`,
    between: (from: number, below: number) => `${n(from)}–${n(below - 1)} m`,
    from: (from: number) => `${n(from)} m and above`,
    noHeight: 'No height in the records',
    chartTitle: 'Peaks by height band',
    chartDescription: (parts: string) => `Peaks in each height band: ${parts}.`,
    caption: 'Peaks by height band, as a table',
    bandColumn: 'Height',
  },

  regions: {
    heading: 'Peaks by region',
    intro: 'Where the club’s peaks stand, by the region the expedition records give.',
    chartTitle: 'Peaks by region',
    chartDescription: (parts: string) => `Peaks in each region: ${parts}.`,
    caption: 'Peaks by region, as a table',
    regionColumn: 'Region',
  },

  /** Shared by the peak tables. */
  peaksColumn: 'Peaks',
  expeditionsColumn: 'Expeditions',
  whichPeaksColumn: 'Which peaks',
  /** A row of a chart's text alternative: `Lahaul: 7`. */
  chartPart: (label: string, count: number) => `${label}: ${n(count)}`,

  eightThousanders: {
    heading: 'The 8000-metre peaks',
    intro: (count: number, visits: number, climbed: number) =>
      `The club went to ${peaks(count)} of 8000 m or more, on ${expeditions(visits)}, and reached the top of ${n(climbed)} of them.`,
    caption: 'The 8000-metre peaks the club went to',
    peakColumn: 'Peak',
    heightColumn: 'Height',
    expeditionsColumn: 'Expeditions and results',
    visit: (year: number, result: string) => `${year}: ${result}`,
  },

  firsts: {
    heading: 'Firsts, as reported',
    intro:
      'What news reports said was a first for the club’s climbers. Each is given only as strongly as its sources put it, with those sources; this site has not checked the claims against other records.',
    reportedBy: 'Reported by',
  },

  people: {
    heading: 'Who went most often',
    intro: (people: number, named: number, total: number) =>
      `The records name ${n(people)} people, on ${n(named)} of the ${n(total)} expeditions; for the others they name nobody, so every count here is a floor.`,
    listed: (minimum: number) => `Listed here: everyone named on ${n(minimum)} or more expeditions, with the roles the records give them.`,
    chartTitle: 'People named on the most expeditions',
    chartDescription: (parts: string) => `Expeditions each person is named on: ${parts}.`,
    caption: 'People named on the most expeditions, as a table',
    nameColumn: 'Name',
    expeditionsColumn: 'Expeditions',
    rolesColumn: 'Roles',
    summitsColumn: 'Summits',
    role: (role: string, count: number) => `${role} (${n(count)})`,
    noRole: 'Role not given',
    summitsNote: 'Summits: the peaks the records name them on, one per peak and expedition.',
  },

  summitClaimsBefore: 'Who reports each of these summits, and the evidence the sources name:',
  summitClaimsLink: 'Summit claims',
  aboutRecordsBefore: 'Where these records come from, and what is still unknown:',
  aboutRecordsLink: 'About these records',
};
