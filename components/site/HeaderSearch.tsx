import type { SiteWords } from '@/lib/content';
import { SEARCH_QUERY_PARAM } from '@/lib/routes';

const magnifier = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="m13 13 4.5 4.5" />
  </svg>
);

/**
 * The header's search field: a plain GET form to the search page (`/search/?q=…`), no script. It
 * loads nothing; the search page fetches Pagefind as it opens with a query. Without JavaScript
 * (`noscript:`) it is not shown, since the search page could not answer. The navbar shows it
 * twice, in the brand row on wide screens and in the opened menu on phones; `id` keeps the two apart.
 */
export function HeaderSearch({ action, words, id }: { action: string; words: SiteWords['search']['form']; id: string }) {
  return (
    // Without JavaScript the search page cannot search, so the field is not offered.
    <form action={action} method="get" role="search" aria-label={words.label} className="flex w-full min-w-0 items-stretch noscript:hidden xl:w-64">
      <label htmlFor={id} className="sr-only">
        {words.label}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_QUERY_PARAM}
        placeholder={words.placeholder}
        enterKeyHint="search"
        autoComplete="off"
        className="min-h-11 w-full min-w-0 rounded-l-md border border-r-0 border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-navy-700 xl:min-h-10 xl:text-sm"
      />
      <button type="submit" className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-r-md bg-navy-900 px-3 text-white hover:bg-navy-800 xl:min-h-10">
        {magnifier}
        <span className="sr-only">{words.submit}</span>
      </button>
    </form>
  );
}
