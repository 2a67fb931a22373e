/**
 * Pagefind's search script, loaded in the browser on first use (never in a page's first load): the
 * search page calls `loadPagefind` when the visitor focuses the field, types, or arrives with `?q=`.
 * The script then fetches its WebAssembly and, per query, only the index chunks that query needs.
 * The types are the part of Pagefind's JS API this site uses (https://pagefind.app/docs/api/).
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

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
}

let loading: Promise<PagefindModule> | undefined;

/** Pagefind, loaded and started once; a failed load can be tried again. */
export function loadPagefind(scriptUrl: string): Promise<PagefindModule> {
  if (!loading) {
    // A URL the bundler must not resolve: the file exists only once the build has indexed the export.
    loading = (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ scriptUrl) as Promise<PagefindModule>).then(async (pagefind) => {
      // An excerpt cut from the middle of the page says so.
      await pagefind.options({ excerptLength: 24, excerptEllipsis: '…' });
      await pagefind.init();
      return pagefind;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
