/**
 * The archive's data door: the peak and people registries, each in both editions, and the maps
 * from an expedition record to the peaks and people it names. Importing it runs the build-time
 * checks: every peak and person the records and club details name is in a registry, every entry of
 * a registry is named somewhere, every source a registry cites is registered. A failure names the
 * file, the entry and the field.
 */
import { clubContent } from '@/content/club';
import { expeditionsContent, laterExpeditionsContent } from '@/content/expeditions';
import { sourcesContent } from '@/content/sources';
import { ContentError } from '@/lib/content/parse';
import { assertPeakNamesResolve, peakIdOf, peakNamesOf, peaks, PEAKS_FILE, type PeakNameCitation } from './peaks';
import { assertPersonNamesResolve, clubPersonNamesOf, people, PEOPLE_FILE, personIdOf, personNamesOf, type PersonNameCitation } from './people';
import { assertCitedSourcesRegistered, peakSourceCitations, personSourceCitations } from './sources';
import { assertRecordHeightsSourced } from './heights';
import { peaksOfExpedition } from './recordPeaks';

export { peaks, peaksIn, peakById, peakIdOf, peakIdsOf, peakNamesOf, referenceHeightOf, PEAKS_FILE } from './peaks';
export { peakSourceCitations, personSourceCitations, type SourceKeyCitation } from './sources';
export { citedSourcesOf, heightAttributionOf, shownHeightsOf, type HeightAttribution, type ShownHeight } from './heights';
export { attributedPeaksOf, peaksOfExpedition, recordPeaksOf, type AttributedRecordPeak, type RecordPeak } from './recordPeaks';
export { heightsDisagree, otherNameLang, peakIn, sourceKeysOfPeak, type PeakInEdition } from './peakPage';
export { peaksByRegion, visitsByPeak, type PeakIdsOf, type PeakRegionGroup, type PeakWithVisits, type RecordWithRegion } from './visits';
export { people, peopleIn, personById, personIdOf, personIdsOf, personNamesOf, clubPersonNamesOf, PEOPLE_FILE } from './people';

const EXPEDITIONS_FILE = 'content/expeditions.ts';
const CLUB_FILE = 'content/club.ts';

/** Every peak name the expedition records write, with its place. */
export const recordPeakNames: readonly PeakNameCitation[] = [
  ...peakNamesOf(expeditionsContent),
  ...peakNamesOf(laterExpeditionsContent, 'laterExpeditions'),
];

/** Every person the expedition records name, with their place. */
export const recordPersonNames: readonly PersonNameCitation[] = [
  ...personNamesOf(expeditionsContent),
  ...personNamesOf(laterExpeditionsContent, 'laterExpeditions'),
];

/** Every person content/club.ts names. */
export const clubPersonNames: readonly PersonNameCitation[] = clubPersonNamesOf(clubContent);

/**
 * Throws a ContentError naming each registry entry that no record (or, for people, the club
 * details) names: an entry nobody reaches is a page nobody can find, or a leftover.
 */
export function assertEveryEntryNamed(registry: readonly { id: string }[], namedIds: ReadonlySet<string>, file: string): void {
  const problems = registry
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !namedIds.has(entry.id))
    .map(({ entry, index }) => `entry ${index + 1} (${entry.id}): no expedition record${file === PEOPLE_FILE ? ' or club detail' : ''} names it; remove it or check the records`);
  if (problems.length > 0) throw new ContentError(file, problems);
}

// Build-time checks (run by scripts/check-content.ts and by every page that imports the archive).
assertPeakNamesResolve(recordPeakNames, peaks, EXPEDITIONS_FILE);
assertPersonNamesResolve(recordPersonNames, people, EXPEDITIONS_FILE);
assertPersonNamesResolve(clubPersonNames, people, CLUB_FILE);
assertEveryEntryNamed(peaks, new Set(recordPeakNames.map((citation) => peakIdOf(citation.name)!)), PEAKS_FILE);
assertEveryEntryNamed(people, new Set([...recordPersonNames, ...clubPersonNames].map((citation) => personIdOf(citation.name)!)), PEOPLE_FILE);
const registeredSources = sourcesContent.map((source) => source.url);
assertCitedSourcesRegistered(peakSourceCitations(peaks), registeredSources, PEAKS_FILE);
assertCitedSourcesRegistered(personSourceCitations(people), registeredSources, PEOPLE_FILE);
// Every height a record shows is its peak's reference height, given by a source the record cites.
assertRecordHeightsSourced(expeditionsContent, peaks, EXPEDITIONS_FILE);
assertRecordHeightsSourced(laterExpeditionsContent, peaks, EXPEDITIONS_FILE, 'laterExpeditions');

/** The registry ids of the peaks an expedition went to, by its slug (the same in every edition). */
export function peakIdsOfExpedition(record: { slug: string }): string[] {
  return peaksOfExpedition(record.slug).map((part) => part.peakId);
}
