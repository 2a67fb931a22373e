import { baseRecords } from '@/lib/content';
import { allExpeditions } from '@/lib/expeditions';
import { archiveYearsOf } from './timeline';

/**
 * The records year by year: a view over the expeditions (lib/expeditions) and the events
 * (lib/content), not a record kind of its own. Pages lay it over their edition's records
 * (`archiveYearsOf(ed.expeditions.all, ed.events)`); the year pages' addresses and the sitemap
 * read `archiveYears`, the same years from the English records.
 */
export { archiveYearsOf, datesIn, neighbourYears, type ArchiveYear } from './timeline';

/** Every year with an expedition or a dated event, oldest first (the same in every edition: facts are written once). */
export const archiveYears: readonly number[] = archiveYearsOf(allExpeditions, baseRecords.events).map(({ year }) => year);
