/**
 * The expedition door: the validated records (content/expeditions.ts, checked against the source,
 * peak and people registries), `buildExpeditions` to lay a language's overlay over them, and the
 * views pages render from them, each written with an edition (`ExpeditionEdition`, which an
 * Edition is): labels, the fact sheet, table rows, report cards, sources, photos.
 */
export { expeditions, laterExpeditions, allExpeditions, buildExpeditions, peaksOfExpedition } from './data';
export type { ExpeditionEdition } from './editionSlice';
export { reportSlugs, reportSlugsOf, reportBySlug, reportIn, expeditionBySlug, type ReportSlug } from './reportSlugs';
export { tableRowsOf, queryableRowsOf, type ExpeditionTableRow, type QueryableRow } from './tableRows';
export { reportCardsOf, artworkImage, ARTWORK_WIDTH, ARTWORK_HEIGHT, type ReportCard, type ArtworkImage } from './reportCards';
export { summariseExpeditions, type ExpeditionStats, type HighestPoint } from './summary';
export { resultCategory, resultKnown, RESULT_UNKNOWN, type ResultCategory } from './results';
export { citationsOf, expeditionSources, type ExpeditionSources } from './sources';
export { expeditionFactSheet, type Fact, type FactSection } from './factSheet';
export { expeditionLabels, highestHeightM, summitHeightM, type ExpeditionLabels, type LabelLanguage } from './labels';
export { assertSlugsAreSafe, slugClaimsOf, type SlugClaim } from './slugSafety';
export {
  queryRows,
  matchesText,
  isEightThousander,
  resultCountLabel,
  defaultTableQuery,
  sortKeys,
  EIGHT_THOUSAND_M,
  type ResultCountWords,
  type ResultFilter,
  type SortKey,
  type TableQuery,
} from './tableQuery';
export { reportPageTitle, reportDescription, neighboursOf, DESCRIPTION_MAX, type Neighbours } from './reportPage';
export { recordStats, recordStatsOf, resultStatsOf, resultCategories, type RecordStats, type ResultStats } from './recordStats';
export { clubPhotosOf, coverOf, type ClubPhoto } from './photos';
export { expeditionPhotoFolders } from './photoFolders';
