/** Words of a year's page, /years/<yyyy>/: the club's expeditions and events of that year. */
export const yearWords = {
  pageTitle: (year: number) => `The club in ${year}: expeditions and events`,
  heading: (year: number) => `${year}`,
  pageDescription: (club: string, year: number, parts: string) => `What ${club} did in ${year}: ${parts}, with the result and leader of each expedition and a link to its report.`,
  lead: (parts: string) => `In the records: ${parts}.`,
  listHeading: 'In date order',
  listLabel: (year: number) => `The club’s expeditions and events of ${year}`,
  expedition: 'Expedition',
  monthUnknown: 'Month not known to this site',
  peaks: 'Peak',
  result: 'Result',
  leader: 'Leader',
  leaderUnknown: 'Not known to this site',
  reportLink: (title: string) => `Report: ${title}`,
  eventLink: 'On the events page',
  neighboursLabel: 'Other years',
  previous: (year: number) => `← ${year}`,
  next: (year: number) => `${year} →`,
  allYears: 'All years',
  /** The name of the list for search engines (JSON-LD). */
  listName: (club: string, year: number) => `${club} in ${year}`,
};
