/**
 * The door to the content records and words: the club, home, about, activities, courses, events,
 * legal pages, menus and sources in each edition's language (`recordsIn`), every word area
 * (`wordsFor`), names as the glossary spells them (`nameIn`), and the parsing that names file,
 * entry and field when content is wrong.
 */
export { recordsIn } from './recordsByLang';
export { buildRecords, recordSchemas, type RecordLanguage, type RecordOverlays, type Records } from './records';
export { nameIn, namesIn, siteNamesIn, type GlossaryColumns, type Names } from './glossary';
export { club, clubIn, postalAddressLine, siteUrl } from './club';
export { type Activity } from './activities';
export { legalPage } from './legal';
export { events } from './events';
export { courses } from './courses';
export { type SiteWords, words, wordsFor, formatIn } from './words';
export { ContentError, labelByKey, parseContent } from './parse';
export { home } from './home';
export { applyOverlay } from './overlay';
