/** Words of the "About these records" page (/about-these-records/). */
export const recordsWords = {
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
  statisticsLink: 'Statistics: the expeditions by decade, result, peak and person, counted from these records',

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
};
