import { assertSourcesRegistered, baseRecords, ContentError, fileLabelOf, parseContent, parseRecordFolder, siteLanguage, translatedRecords, type RecordLanguage } from '@/lib/content';
import { BASE_LANG } from '@/lib/i18n/lang';
import { assertPeaksRegistered, assertRecordHeightsSourced, attributedPeaksOf, peakById, peakCitationsOf, peaks, PEAKS_FILE, type AttributedRecordPeak } from '@/lib/peaks';
import { assertPersonIdsResolve, clubPersonIds, people, personIdCitationsOf, PEOPLE_FILE } from '@/lib/people';
import { reservedSegments } from '@/lib/routes';
import { ExpeditionListSchema, ExpeditionSchema, type Expedition, type ExpeditionsOverlay } from '@/lib/schema/expedition';
import { expeditionLabels, type ExpeditionLabels } from './labels';
import { assertSlugsAreSafe, slugClaimsOf } from './slugSafety';
import { citationsOf } from './sources';

const FOLDER = 'content/expeditions/';

/**
 * Every expedition with a report page, one file per record (content/expeditions/<slug>.en.yml),
 * each validated, then in table order (by its row number, `serial`): rows run on without gaps and
 * years never go backwards, so a row given the wrong number is caught at build time.
 */
export const allExpeditions: readonly Expedition[] = parseContent(
  ExpeditionListSchema,
  [...parseRecordFolder('expeditions', ExpeditionSchema, 'slug').records].sort((a, b) => a.serial - b.serial),
  FOLDER,
  fileLabelOf('expeditions', 'slug'),
);

/** The club's table on its original website: 38 expeditions, 1987-2024. */
export const expeditions: readonly Expedition[] = allExpeditions.filter((e) => e.inOriginalTable);

/** The expeditions since that table (2025), which follow it. */
export const laterExpeditions: readonly Expedition[] = allExpeditions.filter((e) => !e.inOriginalTable);

if (allExpeditions.findIndex((e) => !e.inOriginalTable) < expeditions.length && laterExpeditions.length > 0) {
  throw new ContentError(FOLDER, ['the expeditions of the original table (inOriginalTable: true) must come first in the row numbers (serial), the ones added since after them']);
}

// Build-time checks, each naming the file and field: no slug may shadow a page of the site or
// another report, in any case; every source a record cites is registered (content/sources/);
// every peak and person a record names (by id) is in its registry; every height a record shows is
// its peak's reference height, given by a source the record cites; and every entry of the two
// registries is named somewhere.
assertSlugsAreSafe(slugClaimsOf(allExpeditions), reservedSegments);
assertSourcesRegistered(citationsOf(allExpeditions), baseRecords.sources, FOLDER);
const peakIds = peakCitationsOf(allExpeditions);
assertPeaksRegistered(peakIds, peaks, FOLDER);
const personIds = personIdCitationsOf(allExpeditions);
assertPersonIdsResolve(personIds, people, FOLDER);
assertRecordHeightsSourced(allExpeditions, peaks, FOLDER);
assertEveryEntryNamed(peaks, new Set(peakIds.map((citation) => citation.id)), PEAKS_FILE, 'peaks', 'no expedition record names it');
assertEveryEntryNamed(
  people,
  new Set([...personIds.map((citation) => citation.id), ...clubPersonIds.map((citation) => citation.id)]),
  PEOPLE_FILE,
  'people',
  'no expedition record or club detail names it',
);

/**
 * Throws a ContentError naming each registry entry nobody names: an entry nobody reaches is a page
 * nobody can find, or a leftover.
 */
function assertEveryEntryNamed(registry: readonly { id: string }[], namedIds: ReadonlySet<string>, registryFile: string, folder: string, why: string): void {
  const problems = registry
    .filter((entry) => !namedIds.has(entry.id))
    .map((entry) => `content/${folder}/${entry.id}.en.yml: ${why}; remove it or check the records`);
  if (problems.length > 0) throw new ContentError(registryFile, problems);
}

/** The labels in English, for what exists only in English (the open data, the labelled drawings); pages use their edition's `ed.label`. */
export const englishLabels: ExpeditionLabels = (() => {
  const { words, format, names } = siteLanguage(BASE_LANG);
  return expeditionLabels({ words, format, name: names.name, peak: (id) => peakById(id)! });
})();

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
 * Every expedition in another language, in order: the English records with the language's words
 * (content/expeditions/<slug>.<lang>.yml) laid over them by the one overlay engine (lib/content). A
 * missing, extra or untranslated text stops the build naming the file and the field.
 */
export function buildExpeditions(language: RecordLanguage, overlay: ExpeditionsOverlay | null): readonly Expedition[] {
  return overlay === null ? allExpeditions : translatedRecords('expeditions', ExpeditionListSchema, allExpeditions, overlay, language);
}
