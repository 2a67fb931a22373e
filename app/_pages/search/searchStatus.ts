import type { searchWords } from '@/content/en/search';
import type { islandNumbers } from '@/lib/i18n/islandNumbers';
import type { PageKind } from '@/lib/search/indexPage';
import type { PagefindResult } from './pagefind';

/** Where a search stands, and what the search page's live region says of it. */

export type KindFilter = PageKind | 'all';

export type SearchState =
  | { phase: 'idle' }
  | { phase: 'loading'; query: string }
  | {
      phase: 'done';
      query: string;
      matches: PagefindResult[];
      /** How many pages of each kind match the query (whatever the filter), and all of them. */
      counts: Partial<Record<KindFilter, number>>;
      /** The name searched instead: the query misspells it (unless the visitor asked for the query as typed). */
      corrected?: string;
    }
  | { phase: 'failed' };

/** The live region's sentence for a search's state: empty before the first search. */
export function statusText(words: Pick<typeof searchWords, 'status' | 'corrected'>, numbers: ReturnType<typeof islandNumbers>, state: SearchState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'loading':
      return words.status.loading;
    case 'failed':
      return words.status.failed;
    case 'done':
      if (state.corrected) return numbers.plural(words.corrected, state.matches.length, { count: state.matches.length, query: state.query, corrected: state.corrected });
      return state.matches.length === 0
        ? numbers.fill(words.status.none, { query: state.query })
        : numbers.plural(words.status.results, state.matches.length, { count: state.matches.length, query: state.query });
  }
}
