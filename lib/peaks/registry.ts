import { peaksContent } from '@/content/peaks';
import {
  assertSourcesRegistered,
  baseRecords,
  ContentError,
  entryLabel,
  labelByKey,
  parseContent,
  translatedRecords,
  type RecordCitation,
  type RecordLanguage,
  type SourceCitation,
} from '@/lib/content';
import { namesOfPeak, PeakRegistrySchema, type PeakEntry, type PeaksOverlay } from '@/lib/schema/peak';

/** The registry file, for error messages. */
export const PEAKS_FILE = 'content/peaks.ts';

/** The peak registry, validated at build time (ids, names that lead to one entry, one reference height). */
export const peaks: readonly PeakEntry[] = parseContent(PeakRegistrySchema, peaksContent, PEAKS_FILE, labelByKey);

/**
 * The registry in another language: the overlay's words (the text() fields of lib/schema/peak.ts)
 * and the glossary's names in place of the English ones, every fact unchanged. A missing, extra or
 * untranslated text, a fact in the overlay or a name the glossary lacks stops the build, naming
 * the overlay file, the id and the field. Pure over its registry, so a test can give its own.
 */
export function buildPeaks(language: RecordLanguage, overlay: PeaksOverlay | null, registry: readonly PeakEntry[] = peaks): readonly PeakEntry[] {
  return overlay === null ? registry : translatedRecords('peaks', PeakRegistrySchema, registry, overlay, language);
}

/** Every source a peak entry cites: other names, heights, location, coordinates, first ascents, notes, ambiguity. */
export function peakSourceCitations(registry: readonly PeakEntry[]): SourceCitation[] {
  return registry.flatMap((peak, index) => {
    const entry = entryLabel(index, peak.id);
    const at = (field: string, key: string) => ({ entry, field, key });
    return [
      ...peak.otherNames.map((other, i) => at(`otherNames[${i}].source`, other.source)),
      ...peak.heights.map((height, i) => at(`heights[${i}].source`, height.source)),
      ...(peak.location ? [at('location.source', peak.location.source)] : []),
      ...(peak.coordinates ? [at('coordinates.source', peak.coordinates.source)] : []),
      ...peak.firstAscents.map((ascent, i) => at(`firstAscents[${i}].source`, ascent.source)),
      ...peak.notes.map((note, i) => at(`notes[${i}].source`, note.source)),
      ...(peak.ambiguity?.sources ?? []).map((key, i) => at(`ambiguity.sources[${i}]`, key)),
    ];
  });
}

// Build-time check: every source the registry cites is registered.
assertSourcesRegistered(peakSourceCitations(peaks), baseRecords.sources, PEAKS_FILE);

/** A record's name for a peak, with where it is written (for build errors). */
export interface PeakNameCitation extends RecordCitation {
  name: string;
}

/** The fields of an expedition record that name peaks (raw content or a validated record). */
export interface RecordWithPeaks {
  slug: string;
  peak: string;
  peaks?: readonly { name: string }[];
  summits?: readonly { peak: string }[];
}

/** How a two-peak record's `peak` joins the names of its `peaks` ("Thelu & Koteswar"). */
const PEAK_LIST_JOINER = ' & ';

/**
 * Every peak name an expedition record writes: `peak` (unless it is only the joined names of
 * `peaks`, which are then cited one by one), each `peaks[i].name` and each `summits[i].peak`.
 */
export function peakNamesOf(records: readonly RecordWithPeaks[], listName?: string): PeakNameCitation[] {
  return records.flatMap((e, index) => {
    const entry = entryLabel(index, e.slug, listName);
    const parts = e.peaks?.map((peak) => peak.name);
    const peakIsJoinedList = parts !== undefined && e.peak === parts.join(PEAK_LIST_JOINER);
    return [
      ...(peakIsJoinedList ? [] : [{ entry, field: 'peak', name: e.peak }]),
      ...(e.peaks ?? []).map((peak, i) => ({ entry, field: `peaks[${i}].name`, name: peak.name })),
      ...(e.summits ?? []).map((summit, i) => ({ entry, field: `summits[${i}].peak`, name: summit.peak })),
    ];
  });
}

/** Name → id for every name a registry entry answers to (its name, table label and other names). */
export function peakNameIndex(registry: readonly PeakEntry[]): ReadonlyMap<string, string> {
  return new Map(registry.flatMap((entry) => namesOfPeak(entry).map((name) => [name, entry.id] as const)));
}

const index = peakNameIndex(peaks);

/** The id of the registry entry a name leads to, or undefined. Names match exactly, as the records write them. */
export function peakIdOf(name: string, names: ReadonlyMap<string, string> = index): string | undefined {
  return names.get(name);
}

/**
 * Throws a ContentError naming the file, entry and field of every peak name that leads to no entry
 * of the registry, so a new or mistyped peak in a record cannot reach the archive unexplained.
 */
export function assertPeakNamesResolve(citations: readonly PeakNameCitation[], registry: readonly PeakEntry[], file: string): void {
  const names = peakNameIndex(registry);
  const problems = citations
    .filter((citation) => !names.has(citation.name))
    .map((citation) => `${citation.entry} › field ${citation.field}: "${citation.name}" is not a name of any peak in ${PEAKS_FILE}; add it there (as a peak or one of its other names)`);
  if (problems.length > 0) throw new ContentError(file, problems);
}

/**
 * The registry ids of the peaks an expedition went to, in the record's order, each once. The build
 * has already checked every name (lib/archive/index.ts), so an unknown name here is a programming error.
 */
export function peakIdsOf(record: RecordWithPeaks, names: ReadonlyMap<string, string> = index): string[] {
  const ids = peakNamesOf([record]).map((citation) => {
    const id = names.get(citation.name);
    if (id === undefined) throw new Error(`${record.slug} › ${citation.field}: "${citation.name}" is not in ${PEAKS_FILE}`);
    return id;
  });
  return [...new Set(ids)];
}

/** The registry entry with this id, or undefined. */
export function peakById(id: string, registry: readonly PeakEntry[] = peaks): PeakEntry | undefined {
  return registry.find((entry) => entry.id === id);
}

/** The height the records show for a peak (flagged `reference`), if it has one. */
export function referenceHeightOf(entry: PeakEntry): PeakEntry['heights'][number] | undefined {
  return entry.heights.find((height) => height.reference);
}
