import {
  assertSourcesRegistered,
  baseRecords,
  ContentError,
  fileLabelOf,
  parseContent,
  parseRecordFolder,
  recordFileLabel,
  translatedRecords,
  type RecordCitation,
  type RecordLanguage,
  type SourceCitation,
} from '@/lib/content';
import {
  namesOfPeak,
  peakIdentifierSchemes,
  PeakEntrySchema,
  PeakRegistrySchema,
  type PeakEntry,
  type PeakIdentifierScheme,
  type PeaksOverlay,
} from '@/lib/schema/peak';

/** The registry's folder, for error messages. */
export const PEAKS_FILE = 'content/peaks/';

/**
 * The peak registry, one file per peak (content/peaks/<id>.en.yml), validated at build time (ids,
 * names that lead to one entry, one reference height), in the order of their ids.
 */
export const peaks: readonly PeakEntry[] = parseContent(PeakRegistrySchema, parseRecordFolder('peaks', PeakEntrySchema, 'id').records, PEAKS_FILE, fileLabelOf('peaks', 'id'));

/**
 * The registry in another language: the overlay's words (the text() fields of lib/schema/peak.ts)
 * and the glossary's names in place of the English ones, every fact unchanged. A missing, extra or
 * untranslated text, a fact in the overlay or a name the glossary lacks stops the build, naming
 * the overlay file, the id and the field. Pure over its registry, so a test can give its own.
 */
export function buildPeaks(language: RecordLanguage, overlay: PeaksOverlay | null, registry: readonly PeakEntry[] = peaks): readonly PeakEntry[] {
  return overlay === null ? registry : translatedRecords('peaks', PeakRegistrySchema, registry, overlay, language);
}

/**
 * The database's own page of a peak, by its id: Wikidata's item and Peakbagger's peak page. The
 * Himalayan Database has no public page per peak, so its id is given without one.
 */
const identifierPages: Record<PeakIdentifierScheme, ((id: string) => string) | undefined> = {
  wikidata: (id) => `https://www.wikidata.org/wiki/${id}`,
  himalayanDatabase: undefined,
  peakbagger: (id) => `https://www.peakbagger.com/peak.aspx?pid=${id}`,
};

/** One of a peak's ids in another database: the id, the page it was read on, and the database's page of the peak where it has one. */
interface PeakIdentifier {
  scheme: PeakIdentifierScheme;
  id: string;
  source?: string;
  url?: string;
}

/** A peak's ids in other databases, in the schema's order of the databases, each with the page it was read on. */
export function peakIdentifiersOf(peak: Pick<PeakEntry, 'identifiers'>): PeakIdentifier[] {
  return peakIdentifierSchemes.flatMap((scheme) => {
    const identifier = peak.identifiers?.[scheme];
    if (!identifier) return [];
    const page = identifierPages[scheme];
    return [{ scheme, ...identifier, ...(page ? { url: page(identifier.id) } : {}) }];
  });
}

/** Every source a peak entry cites: other names, heights, location, coordinates, first ascents, notes, ambiguity. */
export function peakSourceCitations(registry: readonly PeakEntry[]): SourceCitation[] {
  return registry.flatMap((peak) => {
    const entry = recordFileLabel('peaks', peak.id);
    const at = (field: string, key: string) => ({ entry, field, key });
    return [
      ...peak.otherNames.map((other, i) => at(`otherNames[${i}].source`, other.source)),
      ...peak.heights.map((height, i) => at(`heights[${i}].source`, height.source)),
      ...(peak.location ? [at('location.source', peak.location.source)] : []),
      ...(peak.coordinates ? [at('coordinates.source', peak.coordinates.source)] : []),
      ...peak.firstAscents.map((ascent, i) => at(`firstAscents[${i}].source`, ascent.source)),
      ...peak.notes.map((note, i) => at(`notes[${i}].source`, note.source)),
      ...(peak.ambiguity?.sources ?? []).map((key, i) => at(`ambiguity.sources[${i}]`, key)),
      ...peakIdentifiersOf(peak).flatMap(({ scheme, source }) => (source ? [at(`identifiers.${scheme}.source`, source)] : [])),
    ];
  });
}

// Build-time check: every source the registry cites is registered.
assertSourcesRegistered(peakSourceCitations(peaks), baseRecords.sources, PEAKS_FILE);

/** A peak a record names (by id), with where it is written (for build errors). */
export interface PeakCitation extends RecordCitation {
  id: string;
}

/** The fields of an expedition record that name peaks, by id (raw content or a validated record). */
export interface RecordWithPeaks {
  slug: string;
  peak?: string;
  peaks?: readonly { peak: string }[];
  summits?: readonly { peak: string }[];
}

/** Every peak an expedition record names: `peak` or each of `peaks`, and each summit's. */
export function peakCitationsOf(records: readonly RecordWithPeaks[]): PeakCitation[] {
  return records.flatMap((e) => {
    const entry = recordFileLabel('expeditions', e.slug);
    return [
      ...(e.peak ? [{ entry, field: 'peak', id: e.peak }] : []),
      ...(e.peaks ?? []).map((peak, i) => ({ entry, field: `peaks[${i}].peak`, id: peak.peak })),
      ...(e.summits ?? []).map((summit, i) => ({ entry, field: `summits[${i}].peak`, id: summit.peak })),
    ];
  });
}

/** Name → id for every name a registry entry answers to (its name, table label and other names): what the site search forgives. */
export function peakNameIndex(registry: readonly PeakEntry[]): ReadonlyMap<string, string> {
  return new Map(registry.flatMap((entry) => namesOfPeak(entry).map((name) => [name, entry.id] as const)));
}

/**
 * Throws a ContentError naming the file and field of every peak a record names that is not in the
 * registry, so a new or mistyped peak cannot reach the archive unexplained.
 */
export function assertPeaksRegistered(citations: readonly PeakCitation[], registry: readonly PeakEntry[], file: string): void {
  const ids = new Set(registry.map((peak) => peak.id));
  const problems = citations
    .filter((citation) => !ids.has(citation.id))
    .map((citation) => `${citation.entry} › field ${citation.field}: "${citation.id}" is not a peak of ${PEAKS_FILE}; add the peak there first, or pick one of its peaks`);
  if (problems.length > 0) throw new ContentError(file, problems);
}

/** The registry ids of the peaks an expedition went to, in the record's order, each once. */
export function peakIdsOf(record: RecordWithPeaks): string[] {
  return [...new Set([...(record.peak ? [record.peak] : []), ...(record.peaks ?? []).map((peak) => peak.peak)])];
}

/** The registry entry with this id, or undefined. */
export function peakById(id: string, registry: readonly PeakEntry[] = peaks): PeakEntry | undefined {
  return registry.find((entry) => entry.id === id);
}

/** The height the records show for a peak (flagged `reference`), if it has one. */
export function referenceHeightOf(entry: PeakEntry): PeakEntry['heights'][number] | undefined {
  return entry.heights.find((height) => height.reference);
}
