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
};
