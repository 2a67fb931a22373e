import { earlySearch, pagefindOptions } from '@/lib/search/earlySearch';
import type { PreparedNames } from '@/lib/search/names';

/**
 * Pagefind's search script, loaded in the browser on first use (never in another page's load): a
 * linked search (`?q=`) has it started by the search page's early script as the page starts
 * (lib/search/earlySearch.ts); otherwise the search page calls `loadPagefind` when the visitor
 * focuses the field or types. The script then fetches its WebAssembly and, per query, only the
 * index chunks that query needs. The types are the part of Pagefind's JS API this site uses
 * (https://pagefind.app/docs/api/).
 */

export interface PagefindResultData {
  url: string;
  /** HTML-escaped page text with the matched words in <mark> (lib/search/excerpt.ts reads it). */
  excerpt: string;
  meta: Partial<Record<string, string>>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

/** A search's answer: its results and, by filter and value, how many results each value has for the query alone. */
export interface PagefindSearch {
  results: PagefindResult[];
  unfilteredResultCount: number;
  totalFilters?: Partial<Record<string, Partial<Record<string, number>>>>;
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Loads the filters' index (and gives every value's count over all pages). */
  filters(): Promise<unknown>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch>;
}

declare global {
  interface Window {
    [earlySearch.global]?: { query: string; pagefind: Promise<PagefindModule>; names: Promise<PreparedNames | null> };
  }
}

let loading: Promise<PagefindModule> | undefined;

/**
 * Pagefind, loaded and started once (by the early script, or here), with its filters' index: a
 * search counts its results by kind (`totalFilters`) only once that is loaded, and until a filter
 * was chosen it was not, so every kind said 0. A failed load can be tried again.
 */
export function loadPagefind(scriptUrl: string): Promise<PagefindModule> {
  if (!loading) {
    const early = window[earlySearch.global]?.pagefind;
    // A URL the bundler must not resolve: the file exists only once the build has indexed the export.
    const start = () =>
      (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ scriptUrl) as Promise<PagefindModule>).then(async (pagefind) => {
        await pagefind.options({ ...pagefindOptions });
        await pagefind.init();
        return pagefind;
      });
    // Without the filters' index the search still works; the kinds then go without counts.
    const withFilters = async (pagefind: PagefindModule) => {
      await pagefind.filters().catch(() => undefined);
      return pagefind;
    };
    loading = (early ? early.catch(start) : start()).then(withFilters);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
