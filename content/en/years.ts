/** Words of the years index, /years/: every year with an expedition or an event. */
export const yearsWords = {
  title: 'Year by year',
  breadcrumb: 'Year by year',
  description: (first: number, last: number) => `What the club did each year from ${first} to ${last}: its expeditions and events, with a page for each year.`,
  lead: 'Every year in which the records hold an expedition or an event of the club, and what happened that year.',
  listLabel: 'Years with an expedition or an event',
  /** One year's line: how many expeditions and events it holds. */
  expeditions: (count: number) => (count === 1 ? '1 expedition' : `${count} expeditions`),
  events: (count: number) => (count === 1 ? '1 event' : `${count} events`),
  /** The name of the list for search engines (JSON-LD). */
  listName: (club: string) => `${club}: the years of its records`,
};
