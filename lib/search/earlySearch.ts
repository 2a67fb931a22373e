/**
 * A linked search (`/search/?q=…`) starts as the page starts, not when its island hydrates: the
 * build puts a small script at the top of each search page's <head> (scripts/earlySearchScript.ts,
 * added by scripts/build-search-index.ts once the index exists) that fetches Pagefind and its files
 * at once, runs the query and shows the first results in a list of its own, made from a result the
 * island renders as a template, so the markup is written once (app/_pages/search/SiteSearch.tsx).
 * Next's runtime waits for it (scripts/runtimeAfterLoad.ts › RUNTIME_HOLD), so the two never share
 * a slow connection; once hydrated, the island takes the same Pagefind over, runs the query again
 * (its files are loaded by then) and replaces the early list with its own.
 *
 * What the script and the island agree on, by name:
 */
export const earlySearch = {
  /** The list the early script fills (the island renders it empty, hidden, and leaves it alone until it takes over). */
  listId: 'search-early-results',
  /** A hidden list holding one result as the island draws it, with its parts marked by `slot`. */
  templateId: 'search-result-template',
  /** The attribute naming a result's parts: `link`, `title`, `kind`, `excerpt` (holding one `mark`). */
  slot: 'data-result-slot',
  /** The window property where the script leaves `{ query, pagefind }` (Pagefind loaded and started). */
  global: '__earlySearch',
} as const;

/** Pagefind's options, set by whichever of the two starts it (an excerpt cut from the middle of the page says so). */
export const pagefindOptions = { excerptLength: 24, excerptEllipsis: '…' } as const;

/** How many results are shown the moment a query is answered (each costs a small fetch of its excerpt). */
export const FIRST_RESULTS = 5;
