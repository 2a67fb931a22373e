/**
 * Words of the expeditions table's filter (a client island). Kept in their own small file so the
 * island can import them without the validated registry (and zod) coming into the browser; they
 * are registered and validated in lib/content/words.ts like every other area.
 */
export const expeditionTableWords = {
  formLabel: 'Filter and sort the expeditions',
  legend: 'Filter and sort',
  searchLabel: 'Search peak or year',
  searchPlaceholder: 'e.g. Everest, Nun, 2012',
  resultLabel: 'Result',
  /** Options of the result filter, by result category. */
  resultOptions: {
    all: 'All results',
    climbed: 'Climbed',
    partial: 'Part climbed',
    unsuccessful: 'Unsuccessful',
    unknown: 'Not known yet',
  },
  sortLabel: 'Sort by',
  sortOptions: {
    table: 'Table order',
    'year-desc': 'Year, newest first',
    'year-asc': 'Year, oldest first',
    'height-desc': 'Height, highest first',
    'height-asc': 'Height, lowest first',
  },
  eightThousandersOnly: '8000 m peaks only',
  clearFilters: 'Clear filters',
  noMatch: 'No expedition matches these filters.',
  showAll: 'Show all expeditions',
  columns: {
    serial: 'SL.',
    name: 'Name of the peaks and its height',
    year: 'Year',
    result: 'Result',
  },
  count: {
    all: (total: number) => `Showing all ${total} expeditions`,
    none: (total: number) => `No expedition matches (of ${total})`,
    some: (shown: number, total: number) => `Showing ${shown} of ${total} expedition${total === 1 ? '' : 's'}`,
  },
};
