/** Words of the short-note page (/Expedition-Short-Note/). */
export const shortNoteWords = {
  title: 'Expedition Short Note',
  description:
  (first: number, last: number) =>
    `Short notes on every expedition of the Mountaineers’ Association of Krishnanagar: teams, camps, summits and outcomes as far as they are known, ${first} to ${last}.`,
  lead: 'Teams, camps, summits and outcomes, year by year.',
  intro:
    'Open a year to read its note: where the team went, who was on it, and how far they got, as far as this site knows. Each note links to the expedition’s full page, with its sources and a PDF summary to download.',
  artworkNote: 'Illustration drawn from the expedition’s record, not a photograph.',
  /** The original's wording where the report has photos; the others say only what is there. */
  moreLink: { photos: 'More Details & View Photo', report: 'More Details' },
  moreLinkContext: (title: string, year: number) => `: ${title}, ${year} (opens in a new tab)`,
};
