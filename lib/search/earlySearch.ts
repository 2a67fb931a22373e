/**
 * A linked search (`/search/?q=…`) starts as the page starts, not when its island hydrates: the
 * build puts a small script at the top of each search page's <head> (scripts/earlySearchScript.ts,
 * added by scripts/build-search-index.ts once the index exists) that fetches Pagefind and its files
 * at once, runs the query and shows the first results in a list of its own, made from a result the
 * island renders as a template, so the markup is written once (app/_pages/search/SiteSearch.tsx).
 * Before that, as soon as the small names file is in, it shows the query's names block (the pages
 * the query names, or "did you mean"): on a slow phone that is the first answer, a second or more
 * before Pagefind's chain of fetches can give one.
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
  /** The block of names the early script fills (lib/search/names.ts › namesAnswer), as the list above. */
  namesId: 'search-early-names',
  /** A hidden names block with one page, as the island draws it (app/_pages/search/NamesBlock.tsx). */
  namesTemplateId: 'search-names-template',
  /**
   * The attribute naming the parts of a result (`link`, `title`, `kind`, `excerpt` holding one
   * `mark`) and of a names block (`heading`, `names`, and each page's `link`, `name`, `kind`).
   */
  slot: 'data-result-slot',
  /** The window property where the script leaves `{ query, pagefind, names }` (Pagefind loaded and started, the names file prepared for matching). */
  global: '__earlySearch',
} as const;

/** Pagefind's options, set by whichever of the two starts it (an excerpt cut from the middle of the page says so). */
export const pagefindOptions = { excerptLength: 24, excerptEllipsis: '…' } as const;

/** How many results are shown the moment a query is answered (each costs a small fetch of its excerpt). */
export const FIRST_RESULTS = 5;

/** The attribute that names one part of a template for the early script: `{ 'data-result-slot': part }`. */
export const slotOf = (part: string): Record<string, string> => ({ [earlySearch.slot]: part });

/** A page's kind as the names block writes it after the name (the early script is given it so written). */
export const kindInBlock = (kind: string) => `(${kind})`;
