import { recordsIn } from '@/lib/content';
import { BASE_LANG, langs, type Lang } from '@/lib/i18n/lang';
import { ContentError } from '@/lib/content/parse';
import type { Source } from '@/lib/schema/source';
import type { Expedition } from '@/lib/schema/expedition';

const registryFile = 'content/sources.ts';

/** The source registry (content/sources.ts), validated at build time (each address once, every field filled). */
export const sources: readonly Source[] = recordsIn(BASE_LANG).sources;

/** The source registry in one edition's language. */
export function sourcesIn(lang: Lang): readonly Source[] {
  return recordsIn(lang).sources;
}

/** One citation of a source in a record, with where it is written (for build errors). */
export interface SourceCitation {
  key: string;
  /** e.g. `entry 21 (Everest-2010)`. */
  entry: string;
  /** e.g. `sources[3]` or `conflicts[0].accounts[1].sources[0]`. */
  field: string;
}

/** Every source an expedition cites: its `sources`, its conflicts' accounts and its peak context. */
export function citationsOf(records: readonly Pick<Expedition, 'slug' | 'sources' | 'conflicts' | 'peakContext'>[], listName?: string): SourceCitation[] {
  return records.flatMap((e, index) => {
    const entry = `${listName ? `${listName} ` : ''}entry ${index + 1} (${e.slug})`;
    return [
      ...e.sources.map((key, i) => ({ key, entry, field: `sources[${i}]` })),
      ...e.conflicts.flatMap((conflict, c) =>
        conflict.accounts.flatMap((account, a) =>
          account.sources.map((key, s) => ({ key, entry, field: `conflicts[${c}].accounts[${a}].sources[${s}]` })),
        ),
      ),
      ...e.peakContext.flatMap((context, c) => context.sources.map((key, s) => ({ key, entry, field: `peakContext[${c}].sources[${s}]` }))),
    ];
  });
}

/**
 * Throws a ContentError naming the file, entry and field of every citation whose source is not in
 * the registry, so a mistyped or new address cannot reach the site unexplained.
 */
export function assertSourcesRegistered(citations: readonly SourceCitation[], registry: readonly Pick<Source, 'url'>[], file: string): void {
  const known = new Set(registry.map((source) => source.url));
  const problems = citations
    .filter((citation) => !known.has(citation.key))
    .map((citation) => `${citation.entry} › field ${citation.field}: ${citation.key} is not registered in ${registryFile}`);
  if (problems.length > 0) throw new ContentError(file, problems);
}

const byKey = Object.fromEntries(langs.map((lang) => [lang, new Map(sourcesIn(lang).map((source) => [source.url, source]))])) as Record<Lang, Map<string, Source>>;

/** The registry entry of a key; registration is checked at build time, so this always finds one. */
export function sourceOf(lang: Lang, key: string): Source {
  const source = byKey[lang].get(key);
  if (!source) throw new Error(`source ${key} is not registered in ${registryFile}`);
  return source;
}

/** What a page lists under Sources: the public pages (linked) and the club's original website (not linked). */
export interface ExpeditionSources {
  public: Source[];
  /** True when some facts are known only from the club's original website. */
  originalSite: boolean;
}

/** An expedition's sources, each once, in the order cited: `sources` first, then conflicts and context. */
export function expeditionSources(lang: Lang, e: Pick<Expedition, 'slug' | 'sources' | 'conflicts' | 'peakContext'>): ExpeditionSources {
  const keys = [...new Set(citationsOf([e]).map((citation) => citation.key))];
  const cited = keys.map((key) => sourceOf(lang, key));
  return {
    public: cited.filter((source) => source.kind === 'public'),
    originalSite: cited.some((source) => source.kind === 'original-site'),
  };
}
