/**
 * The expedition door: the validated records (content/expeditions/, checked against the source,
 * peak and people registries), `buildExpeditions` to lay a language's overlay over them, and the
 * views pages render from them, each written with an edition (`ExpeditionEdition`, which an
 * Edition is): labels, the fact sheet, table rows, report cards, sources, photos.
 */
export { expeditions, laterExpeditions, allExpeditions, buildExpeditions, englishLabels, peaksOfExpedition } from './data';
export type { ExpeditionEdition } from './editionSlice';
export { reportSlugs, reportBySlug, reportIn, expeditionBySlug, type ReportSlug } from './reportSlugs';
export { tableRowsOf, queryableRowsOf, type QueryableRow } from './tableRows';
export { reportCardsOf, artworkImage, ARTWORK_WIDTH, ARTWORK_HEIGHT, type ReportCard } from './reportCards';
export { summariseExpeditions } from './summary';
export { resultCategory, resultKnown, RESULT_UNKNOWN, type ResultCategory } from './results';
export { expeditionSources } from './sources';
export { expeditionFactSheet, type FactSection } from './factSheet';
export { expeditionLabels, highestHeightM, type ExpeditionLabels } from './labels';
export { EIGHT_THOUSAND_M } from './tableQuery';
export { reportPageTitle, reportDescription, neighboursOf } from './reportPage';
export { archiveCount, archiveCountOf, type ArchiveCount } from './archiveCount';
export { recordStatsOf, resultStatsOf, resultCategories, type ResultStats } from './recordStats';
export { clubPhotosOf, coverOf } from './photos';
export { latestExpeditions } from './latest';
export { expeditionPhotoFolders } from './photoFolders';
