import { ContentError } from '@/lib/content/parse';
import type { PeakEntry } from '@/lib/schema/peak';
import type { Person } from '@/lib/schema/person';
import { entryLabel, type RecordCitation } from './citations';

/** A source address a registry cites, with where (for build errors). */
export interface SourceKeyCitation extends RecordCitation {
  key: string;
}

/** Every source a peak entry cites: other names, heights, location, coordinates, first ascents, notes, ambiguity. */
export function peakSourceCitations(registry: readonly PeakEntry[]): SourceKeyCitation[] {
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

/** Every source a person entry cites: variants and notes. */
export function personSourceCitations(registry: readonly Person[]): SourceKeyCitation[] {
  return registry.flatMap((person, index) => {
    const entry = entryLabel(index, person.id);
    return [
      ...person.variants.map((variant, i) => ({ entry, field: `variants[${i}].source`, key: variant.source })),
      ...person.notes.flatMap((note, i) => note.sources.map((key, j) => ({ entry, field: `notes[${i}].sources[${j}]`, key }))),
    ];
  });
}

/**
 * Throws a ContentError naming the file, entry and field of every citation whose address is not in
 * the source registry (content/sources.ts): every page shows its sources from there.
 */
export function assertCitedSourcesRegistered(citations: readonly SourceKeyCitation[], registered: readonly string[], file: string): void {
  const known = new Set(registered);
  const problems = citations
    .filter((citation) => !known.has(citation.key))
    .map((citation) => `${citation.entry} › field ${citation.field}: ${citation.key} is not registered in content/sources.ts`);
  if (problems.length > 0) throw new ContentError(file, problems);
}
