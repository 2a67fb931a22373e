import { recordFileLabel, type SourceCitation } from '@/lib/content';
import type { Expedition } from '@/lib/schema/expedition';
import type { Source } from '@/lib/schema/source';

/** Every source an expedition cites: its `sources`, its conflicts' accounts and its peak context. */
export function citationsOf(records: readonly Pick<Expedition, 'slug' | 'sources' | 'conflicts' | 'peakContext'>[]): SourceCitation[] {
  return records.flatMap((e) => {
    const entry = recordFileLabel('expeditions', e.slug);
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

/** What a page lists under Sources: the public pages (linked) and the club's original website (not linked). */
export interface ExpeditionSources {
  public: Source[];
  /** True when some facts are known only from the club's original website. */
  originalSite: boolean;
}

/** An expedition's sources in an edition's words (`ed.source`), each once, in the order cited: `sources` first, then conflicts and context. */
export function expeditionSources(ed: { source(key: string): Source }, e: Pick<Expedition, 'slug' | 'sources' | 'conflicts' | 'peakContext'>): ExpeditionSources {
  const keys = [...new Set(citationsOf([e]).map((citation) => citation.key))];
  const cited = keys.map((key) => ed.source(key));
  return {
    public: cited.filter((source) => source.kind === 'public'),
    originalSite: cited.some((source) => source.kind === 'original-site'),
  };
}
