/**
 * The door to the content records and words: each site language (`siteLanguage`: words checked,
 * glossary names, format, record overlays), the records of this door (the club, home, about,
 * activities, courses, events, legal pages, menus and sources: `buildRecords`, in English
 * `baseRecords`), the one overlay engine every record kind goes through (`translatedRecords`), and
 * the parsing that names file, entry and field when content is wrong. Pages reach all of it through
 * the edition (lib/edition).
 */
export { siteLanguage, words, baseRecords, type SiteLanguage } from './languages';
export { buildRecords, type Records } from './records';
export { translatedRecords, applyOverlay, type RecordLanguage, type OverlayWhere } from './overlay';
export { formsOf, glossary, namesIn, type GlossaryColumns, type Names } from './glossary';
export { club, postalAddressLine, siteUrl, SITE_URL } from './club';
export { listPlaceholders } from './placeholders';
export { parseWords, type SiteWords, type WordArea } from './words';
export { ContentError, entryLabel, labelByKey, parseContent, type RecordCitation } from './parse';
export type { Activity } from '@/lib/schema/activity';
export { recordFileSchemas, type RecordOverlays, type RecordFile } from '@/lib/schema/overlays';
export { assertSourcesRegistered, sourceIn, type SourceCitation } from './sources';
export { contentDir, fileLabelOf, parseRecordFile, parseRecordFolder, readRecordFile, readRecordFolder, recordFileLabel, toYaml } from './dataFiles';
export { recordSources, type RecordSource } from './recordSources';
