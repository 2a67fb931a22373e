import { expeditionsContent, laterExpeditionsContent } from '@/content/expeditions';
import { assertSourcesRegistered, baseRecords, ContentError, labelByKey, parseContent, translatedRecords, type RecordLanguage } from '@/lib/content';
import {
  assertPeakNamesResolve,
  assertRecordHeightsSourced,
  attributedPeaksOf,
  peakIdOf,
  peakNamesOf,
  peaks,
  PEAKS_FILE,
  type AttributedRecordPeak,
} from '@/lib/peaks';
import { assertPersonIdsResolve, clubPersonNames, people, personIdCitationsOf, personIdOf, PEOPLE_FILE } from '@/lib/people';
import { reservedSegments } from '@/lib/routes';
import { ExpeditionListSchema, type Expedition, type ExpeditionsOverlay } from '@/lib/schema/expedition';
import { assertSlugsAreSafe, slugClaimsOf } from './slugSafety';
import { citationsOf } from './sources';

const file = 'content/expeditions.ts';
const LATER = 'laterExpeditions';

/** The club's table: 38 expeditions, 1987-2024, in table order (validated at build time). */
export const expeditions: readonly Expedition[] = parseContent(ExpeditionListSchema, expeditionsContent, file, labelByKey);

/** Rows 39-40: the 2025 expeditions that follow the table. */
export const laterExpeditions: readonly Expedition[] = parseContent(ExpeditionListSchema, laterExpeditionsContent, `${file} (${LATER})`, labelByKey);

/** Every expedition with a report page, in order. */
export const allExpeditions: readonly Expedition[] = [...expeditions, ...laterExpeditions];

// Build-time checks, each naming file, entry and field: no slug may shadow a page of the site or
// another report, in any case; every source a record cites is registered (content/sources.ts);
// every peak a record names is in the peak registry and every person it names (by id) in the
// people registry; every height a record shows is its peak's reference height, given by a source
// the record cites; and every entry of the two registries is named somewhere.
assertSlugsAreSafe([...slugClaimsOf(expeditions, file), ...slugClaimsOf(laterExpeditions, file, LATER)], reservedSegments);
assertSourcesRegistered([...citationsOf(expeditions), ...citationsOf(laterExpeditions, LATER)], baseRecords.sources, file);
const peakNames = [...peakNamesOf(expeditions), ...peakNamesOf(laterExpeditions, LATER)];
assertPeakNamesResolve(peakNames, peaks, file);
const personIds = [...personIdCitationsOf(expeditions), ...personIdCitationsOf(laterExpeditions, LATER)];
assertPersonIdsResolve(personIds, people, file);
assertRecordHeightsSourced(expeditions, peaks, file);
assertRecordHeightsSourced(laterExpeditions, peaks, file, LATER);
assertEveryEntryNamed(peaks, new Set(peakNames.map((citation) => peakIdOf(citation.name)!)), PEAKS_FILE, 'no expedition record names it');
assertEveryEntryNamed(
  people,
  new Set([...personIds.map((citation) => citation.id), ...clubPersonNames.map((citation) => personIdOf(citation.name)!)]),
  PEOPLE_FILE,
  'no expedition record or club detail names it',
);

/**
 * Throws a ContentError naming each registry entry nobody names: an entry nobody reaches is a page
 * nobody can find, or a leftover.
 */
function assertEveryEntryNamed(registry: readonly { id: string }[], namedIds: ReadonlySet<string>, registryFile: string, why: string): void {
  const problems = registry
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !namedIds.has(entry.id))
    .map(({ entry, index }) => `entry ${index + 1} (${entry.id}): ${why}; remove it or check the records`);
  if (problems.length > 0) throw new ContentError(registryFile, problems);
}

const peaksBySlug = new Map(allExpeditions.map((e) => [e.slug, attributedPeaksOf(e)]));

/**
 * The peaks an expedition (by its canonical slug) went to, with the height its record shows for
 * each and who gives it: the same in every edition (read from the English records). Throws for an
 * unknown slug.
 */
export function peaksOfExpedition(slug: string): readonly AttributedRecordPeak[] {
  const found = peaksBySlug.get(slug);
  if (found === undefined) throw new Error(`peaksOfExpedition: no expedition record has the slug "${slug}"`);
  return found;
}

/**
 * Every expedition in another language, in order: the English records with the language's overlay
 * (content/expeditions.<lang>.ts) laid over them by the one overlay engine (lib/content). A
 * missing, extra or untranslated text stops the build naming the overlay file, the slug and the field.
 */
export function buildExpeditions(language: RecordLanguage, overlay: ExpeditionsOverlay | null): readonly Expedition[] {
  return overlay === null ? allExpeditions : translatedRecords('expeditions', ExpeditionListSchema, allExpeditions, overlay, language);
}
