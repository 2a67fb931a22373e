/** The expedition data layer: validated records and the views pages render from them. */
export { expeditions, laterExpeditions, allExpeditions, allExpeditionsIn, expeditionsIn, laterExpeditionsIn } from './data';
export { reportSlugs, reportSlugsOf, reportBySlug, reportBySlugIn, reportIn, expeditionBySlug, type ReportSlug } from './reportSlugs';
export { tableRows, laterTableRows, tableRowsOf, queryableRowsOf, type ExpeditionTableRow, type QueryableRow } from './tableRows';
export {
  reportCards,
  reportCardsOf,
  artworkImage,
  ARTWORK_WIDTH,
  ARTWORK_HEIGHT,
  type ReportCard,
  type ArtworkImage,
} from './reportCards';
export { expeditionSummary, summariseExpeditions, type ExpeditionStats, type HighestPoint } from './summary';
export { resultCategory, resultText, resultKnown, RESULT_UNKNOWN, type ResultCategory } from './results';
export { sources, sourcesIn, sourceOf, expeditionSources, citationsOf, assertSourcesRegistered, type ExpeditionSources, type SourceCitation } from './sources';
export { expeditionFactSheet, type Fact, type FactSection } from './factSheet';
export {
  expeditionTitle,
  expeditionWhen,
  summiterNames,
  heightLabel,
  peakWithHeight,
  highestHeightM,
  summitHeightM,
  memberDetail,
  roleLabel,
  campLabel,
  placeAndDateLabel,
  costLabel,
  summitHeading,
  timeLabel,
  regionIn,
} from './labels';
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
export { recordStats, recordStatsOf, type RecordStats } from './recordStats';
export { clubPhotosOf, coverOf } from './photos';
export { formatFeet, formatMetres } from './labels';
export { expeditionPhotoFolders } from './photoFolders';
