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
import {
  assertPersonIdsResolve,
  assertPersonNamesResolve,
  clubPersonNamesOf,
  people,
  PEOPLE_FILE,
  personIdCitationsOf,
  personIdOf,
  type PersonIdCitation,
  type PersonNameCitation,
} from './people';
import { assertCitedSourcesRegistered, peakSourceCitations, personSourceCitations } from './sources';

export { peaks, peaksIn, peakById, peakIdOf, peakIdsOf, peakNamesOf, referenceHeightOf, PEAKS_FILE } from './peaks';
export { peakSourceCitations, personSourceCitations, type SourceKeyCitation } from './sources';
export { people, peopleIn, personById, personIdOf, personIdsOf, personIdCitationsOf, clubPersonNamesOf, PEOPLE_FILE } from './people';

const EXPEDITIONS_FILE = 'content/expeditions.ts';
const CLUB_FILE = 'content/club.ts';

/** Every peak name the expedition records write, with its place. */
export const recordPeakNames: readonly PeakNameCitation[] = [
  ...peakNamesOf(expeditionsContent),
  ...peakNamesOf(laterExpeditionsContent, 'laterExpeditions'),
];

/** Every person the expedition records name (by id), with their place. */
export const recordPersonIds: readonly PersonIdCitation[] = [
  ...personIdCitationsOf(expeditionsContent),
  ...personIdCitationsOf(laterExpeditionsContent, 'laterExpeditions'),
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
assertPersonIdsResolve(recordPersonIds, people, EXPEDITIONS_FILE);
assertPersonNamesResolve(clubPersonNames, people, CLUB_FILE);
assertEveryEntryNamed(peaks, new Set(recordPeakNames.map((citation) => peakIdOf(citation.name)!)), PEAKS_FILE);
assertEveryEntryNamed(people, new Set([...recordPersonIds.map((citation) => citation.id), ...clubPersonNames.map((citation) => personIdOf(citation.name)!)]), PEOPLE_FILE);
const registeredSources = sourcesContent.map((source) => source.url);
assertCitedSourcesRegistered(peakSourceCitations(peaks), registeredSources, PEAKS_FILE);
assertCitedSourcesRegistered(personSourceCitations(people), registeredSources, PEOPLE_FILE);
