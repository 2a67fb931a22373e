import type { Source } from '@/lib/schema/source';
import { ContentError, type RecordCitation } from './parse';

const REGISTRY_FILE = 'content/sources/';

/** A source address a record cites, with where it is written (for build errors). */
export interface SourceCitation extends RecordCitation {
  key: string;
}

/**
 * Throws a ContentError naming the file, entry and field of every citation whose address is not in
 * the source registry (content/sources/), so a mistyped or new address cannot reach the site
 * unexplained: every page shows its sources from there.
 */
export function assertSourcesRegistered(citations: readonly SourceCitation[], registry: readonly Pick<Source, 'url'>[], file: string): void {
  const known = new Set(registry.map((source) => source.url));
  const problems = citations
    .filter((citation) => !known.has(citation.key))
    .map((citation) => `${citation.entry} › field ${citation.field}: ${citation.key} is not registered in ${REGISTRY_FILE}; add a file for it there`);
  if (problems.length > 0) throw new ContentError(file, problems);
}

/** The registry entry of an address, or an error naming it: every citation is checked at build time, so a miss is a programming error. */
export function sourceIn(registry: ReadonlyMap<string, Source>, key: string): Source {
  const source = registry.get(key);
  if (!source) throw new Error(`source ${key} is not registered in ${REGISTRY_FILE}`);
  return source;
}
