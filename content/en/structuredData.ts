/**
 * Words search engines read in the pages' JSON-LD (twin: content/bn/structuredData.ts). Not shown
 * on the page, but still words of the edition's language.
 */
export const structuredDataWords = {
  /** The gallery's name: `Mountaineers’ Association of Krishnanagar: gallery`. */
  galleryName: (club: string) => `${club}: gallery`,
  /** A report's name: `Everest expedition 2010`. */
  reportName: (peak: string, year: number) => `${peak} expedition ${year}`,
  /** A report's keywords, the height already formatted. */
  reportKeywords: (peak: string, height: string) => `mountaineering, Himalaya, ${peak}, ${height}`,
  /** The list of people on /member/: `Mountaineers’ Association of Krishnanagar: people named in its expedition records`. */
  peopleListName: (club: string) => `${club}: people named in its expedition records`,
  /** The open data's description (a schema.org Dataset on the records page). */
  datasetDescription: (first: number, last: number) =>
    `The club’s expeditions from ${first} to ${last}, the peaks they went to and the people its records name, with their roles on each team, as tables in CSV and JSON; every row gives the addresses of its sources. The files are in English.`,
};
