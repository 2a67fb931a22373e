/** Words of the report list (/expedition-report/). */
export const reportListWords = {
  title: 'Expedition Report',
  description:
  (first: number, last: number) =>
    `A page and a downloadable summary for every expedition of the Mountaineers’ Association of Krishnanagar, ${first} to ${last}, with the sources of its facts.`,
  lead: (count: number, first: number, last: number) => `A page and a downloadable summary for every expedition, all ${count} of them, ${first} to ${last}.`,
  intro:
    'Each report page gathers what is known about one expedition, from newspapers, mountaineering journals and the club’s original website: the team, the camps, the summits, the sources, and a PDF summary to download. Until the club’s own photographs are added, every expedition is shown by an illustration drawn from its record.',
  recordsLink: 'About these records',
  recordsLinkAfter: ': where the facts come from, what is still unknown, and how to send a correction.',
  /** The original's wording where the report page has photos; the others offer the report and its PDF. */
  cardLink: { photos: 'View Photo & Download', report: 'View Report & Download' },
  cardLinkContext: (title: string, year: string) => `: ${title}, ${year}`,
  yearWithPeak: (year: number, peak: string) => `${year} – ${peak}`,
};
