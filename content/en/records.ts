import { openDataWords } from '@/content/openData';

/** Words of the "About these records" page (/about-these-records/). */
export const recordsWords = {
  /** The table of contents at the top of the page. */
  contentsHeading: 'On this page',
  title: 'About these records',
  description:
    'Where the facts on the club’s expedition pages come from, what is still unknown, how disagreements between sources were settled, and how to correct them.',
  lead: 'Where the facts come from, what is still unknown, and how to correct them.',

  originsHeading: 'Where the facts come from',
  origins: [
    'The list of expeditions, with each peak and its year, is the table of the club’s original website, which also had a Result column. Almost everything else on the expedition pages comes from public sources: newspaper reports in English and Bengali, the American Alpine Journal, the Himalayan Journal, a leader’s report and other accounts kept in online archives, and the surviving part of the original website’s expeditions page.',
    'Every sentence on the expedition pages is written for this site from those facts; nothing is copied from a source, and nothing of substance is added that no source gives. Every expedition page ends with a section on its sources: the public ones are linked, and where none has been found yet, the page says so.',
  ],
  heightsHeading: 'Heights',
  heights:
    'The original website’s table listed each peak with its height, but the description of that website we work from gives only the range of its figures, 5816 m to 8848.86 m. The highest is Everest’s: it is the only height we can credit to that table. So a page shows the club’s own figure only where a club source gives it (the club’s earlier website for its first expeditions, a leader’s report, the table for Everest); for every other peak it shows a reference height, a figure from a published source, and names that source beside it. Sources often disagree on a height: each peak’s page lists every figure with its source, and none is averaged.',
  peaksLink: 'Every peak, with all its heights and their sources',
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
    'The club’s table on its original website had a Result column. Where a page reads “Not known yet”, that means only that this site has not found the result; it says nothing about what the club recorded.',
  ],
  summitFloor: (summits: number, expeditions: number) =>
    `The ${summits} summits counted here come from the ${expeditions} expeditions of the table whose result is known; the others are not counted, so the real number may be higher.`,
  summitContextBefore: 'A newspaper feature in 2014 said that Basanta Singha Roy alone had led 21 successful expeditions by then (',
  summitContextAfter: ').',
  listOnlyHeading: 'Expeditions known only by peak and year',
  statisticsLink: 'Statistics: the expeditions by decade, result, peak and person, counted from these records',

  conflictsHeading: 'How disagreements between sources were settled',
  conflictsIntro: (count: number, expeditions: number) =>
    `Sources disagree on ${count} facts across ${expeditions} expeditions. Where one source is the club’s own, or most sources agree, this site follows it and says so; where no source carries more weight, the question is left open and the page says that too. Each is listed here and on its expedition’s page.`,
  conflictAccounts: 'Accounts',
  conflictSettled: 'Settled',

  openDataHeading: 'Open data',
  openData: [
    'The records behind these pages can be downloaded as tables, to read in a spreadsheet or a program: the expeditions, the peaks, the people, and two tables that join them. Every row carries the addresses of its sources, and every expedition, peak and person keeps its id from one version to the next; an expedition’s id is the address of its page.',
    'The files are in English and in UTF-8. Each table comes as CSV and as JSON, with the same rows. A description of the files in the Frictionless Data Package format gives every column, its type and the links between the tables. The files are made afresh from the records each time the site is built.',
  ],
  /** The title of the data, as the data package gives it. */
  openDataTitle: openDataWords.package.title,
  openDataTables: {
    expeditions: { name: 'Expeditions', description: 'One row per expedition: its year, peak, region and result, and the addresses of its pages.' },
    peaks: {
      name: 'Peaks',
      description: 'One row per peak the club went to, and the glacier it explored: other names, the height the records show, where it is, and how many of the club’s expeditions went there.',
    },
    people: { name: 'People', description: 'One row per person the records name: other spellings of the name, and how many of the club’s expeditions name them.' },
    'expedition-peaks': { name: 'Expeditions and peaks', description: 'Which peaks each expedition went to, and whether and when their summits were reached.' },
    'expedition-people': { name: 'Expedition teams', description: 'Who was on each expedition, in which role, and on which summits the sources name them.' },
    claims: { name: 'Summit claims', description: 'Each summit the records report, per climber: who reports it, the evidence the sources name and which top.' },
  },
  openDataFormats: { csv: 'CSV', json: 'JSON' },
  /** The links to the data beside the pages made from it (the expeditions table, the statistics, the footer). */
  dataLinks: {
    heading: 'The data behind this page',
    /** A file's link in the footer: the table and the format. */
    file: (table: string, format: string) => `${table}, ${format}`,
    all: 'All the open data, and how to cite it',
  },
  openDataPackage: 'The description of the files, as a data package in JSON',
  /** Each record's own file (/data/<kind>/<id>.json). */
  recordFilesHeading: 'One file for each record',
  recordFiles:
    'Each expedition, peak and person also has a JSON file of its own, at an address that stays the same: its row, with the same fields as in the tables, and the rows that belong to it (an expedition’s members and summits, a peak’s expeditions, a person’s expeditions and summits), with its name in English and in Bengali, its pages and its sources. Each report, peak and person page links its file for programs that read it.',
  /** The address pattern of each kind, and an example of it. */
  recordFileKinds: { expedition: 'An expedition', peak: 'A peak', person: 'A person' },
  recordFileExample: 'for example',
  recordFilesIndex: 'The list of every record’s file (JSON)',
  openDataUseHeading: 'Using the data',
  openDataNoLicence: 'The club has published no licence for these records. If you use them, please cite them:',

  correctionsHeading: 'How to send a correction',
  correctionsBefore:
    'If you were on one of these expeditions, or keep the club’s reports, photographs or newspaper cuttings, the records can be made better with your help. Please write through',
  correctionsLink: 'the contact page',
  correctionsAfter: ', saying which expedition, what should change, and where the fact comes from.',
};
