import { kindInBlock, slotOf } from '@/lib/search/earlySearch';

/**
 * The names block above the search results (lib/search/names.ts › namesAnswer): a heading ("Go
 * straight to" or "Did you mean") and the pages as buttons-sized links, each with its kind. The
 * island draws it, and draws it once empty as the template the early script copies
 * (lib/search/earlySearch.ts), so its markup is written here only.
 */

export interface NamesBlockPage {
  path: string;
  name: string;
  kind: string;
}

export function NamesBlock({ heading, pages }: { heading: string; pages: readonly NamesBlockPage[] }) {
  return (
    <div className="mt-4 max-w-3xl">
      <p {...slotOf('heading')} className="font-semibold text-navy-900">
        {heading}
      </p>
      {/* Named by the heading's words (not by its id): the early script's copy needs no ids of its own. */}
      <ul {...slotOf('names')} aria-label={heading} className="mt-1 flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page.path}>
            <a
              {...slotOf('link')}
              {...(page.path ? { href: page.path } : {})}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-navy-900/20 bg-white px-3 font-semibold text-navy-800 hover:border-navy-800 hover:bg-sky-200/40"
            >
              <span {...slotOf('name')}>{page.name}</span>
              <span {...slotOf('kind')} className="text-sm font-normal text-slate-600">
                {kindInBlock(page.kind)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
