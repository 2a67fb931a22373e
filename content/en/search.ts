/**
 * Words of the search page (/search/) and its island; `{name}` placeholders are filled in the
 * browser (lib/i18n/fill.ts), counts as `{ one, other }`.
 */
export const searchWords = {
  title: 'Search',
  description: 'Search the pages of the Mountaineers’ Association of Krishnanagar: expedition reports, short notes, courses, events and the club.',
  lead: 'One search over every page of the site: expedition reports, short notes, courses, events and the club.',
  form: {
    label: 'Search the site',
    placeholder: 'e.g. Everest or 2010',
    submit: 'Search',
  },
  /** Shown when the browser runs no JavaScript, above the record pages (`browse`). */
  noScript: 'The search runs in your browser and needs JavaScript, which is turned off or not available here. The pages below lead to every expedition without it.',
  status: {
    loading: 'Searching…',
    results: { one: '{count} page matches “{query}”.', other: '{count} pages match “{query}”.' },
    none: 'No page matches “{query}”.',
    failed: 'The search could not be loaded. Check your connection and try again, or use the pages below.',
  },
  noneHint: 'Try another spelling, a shorter word, a peak, a year or a name.',
  /** Above the pages offered before a search, and when one finds nothing or cannot load. */
  browse: 'Or browse the records:',
  resultsLabel: 'Search results',
  more: 'Show more results',
  /** What each result is (lib/search/indexPage.ts › pageKinds). */
  kinds: { expedition: 'Expedition report', person: 'Person', peak: 'Peak', page: 'Page' },
  /** The kind filters above the results: all pages, or those of one kind, each with its count once a search has run. */
  filters: {
    legend: 'Show',
    all: 'All pages',
    kinds: { expedition: 'Expedition reports', person: 'People', peak: 'Peaks', page: 'Other pages' },
    counted: '{label} ({count})',
  },
  /** Above the results: the people, peaks and expeditions the query names as the records spell them (lib/search/names.ts). */
  goStraight: 'Go straight to',
  /** "Did you mean": the people, peaks and expeditions whose names the query misspells (lib/search/names.ts). */
  didYouMean: 'Did you mean',
  /** A query that misspells a name is searched as the records spell it, and the visitor may search it as typed. */
  corrected: {
    one: '{count} page matches “{corrected}”, the records’ spelling of “{query}”.',
    other: '{count} pages match “{corrected}”, the records’ spelling of “{query}”.',
  },
  asTyped: 'Search for “{query}” as typed',
};
