'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { searchWords } from '@/content/en/search';
import { islandNumbers, type NumberStyle } from '@/lib/i18n/islandNumbers';
import { excerptParts, type ExcerptPart } from '@/lib/search/excerpt';
import { queryInEditionDigits } from '@/lib/search/query';
import { SEARCH_QUERY_PARAM } from '@/lib/routes';
import { useQueryParam } from '@/components/site/useQueryParam';
import { loadPagefind, type PagefindResult } from './pagefind';

/** Results shown at first and added by each "show more": each one costs a small fetch of its excerpt. */
const PAGE_SIZE = 10;
/**
 * The results shown the moment a query is answered; the rest of the first page follow as their
 * excerpts arrive. Fetching ten excerpts before showing anything kept a phone (4× slower CPU)
 * above 300 ms from typing to results; five come in well under it.
 */
const FIRST_RESULTS = 5;

type SearchWords = typeof searchWords;
export type SiteSearchWords = Pick<SearchWords, 'form' | 'status' | 'noneHint' | 'browse' | 'resultsLabel' | 'more' | 'kinds'>;

interface ShownResult {
  url: string;
  title: string;
  kind?: string;
  excerpt: ExcerptPart[];
}

type SearchState =
  | { phase: 'idle' }
  | { phase: 'loading'; query: string }
  | { phase: 'done'; query: string; matches: PagefindResult[] }
  | { phase: 'failed' };

/**
 * The site search: a GET form (without JavaScript it submits `?q=` to this page, which then says
 * that search needs JavaScript) that, in the browser, loads Pagefind on first use and lists the
 * pages that match, in the page's language. The query is kept in the address, so a search can be
 * linked; the count is announced in a live region.
 */
export function SiteSearch({
  action,
  scriptUrl,
  words,
  numbers: numberStyle,
  browse,
  noScript,
}: {
  /** This page's address: where the form submits without JavaScript. */
  action: string;
  /** Pagefind's script (lib/routes.ts › hrefs.searchScript). */
  scriptUrl: string;
  words: SiteSearchWords;
  /** How the page's language writes numbers: the counts, and the digits a query is searched in. */
  numbers: NumberStyle;
  /** Pages that lead to every expedition, offered before a search and when one finds nothing or cannot load. */
  browse: ReactNode;
  /** A <noscript> note: without JavaScript, the form submits but nothing searches. */
  noScript: ReactNode;
}) {
  const numbers = useMemo(() => islandNumbers(numberStyle), [numberStyle]);
  // A linked search (?q=) runs once the page is interactive.
  const [query, setQuery] = useQueryParam((initial) => void run(initial));
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const [shown, setShown] = useState<ShownResult[]>([]);
  const latest = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | undefined>(undefined);
  const inputId = useId();
  const statusId = useId();

  async function run(raw: string) {
    const term = raw.trim();
    const ticket = ++latest.current;
    if (!term) {
      setState({ phase: 'idle' });
      setShown([]);
      return;
    }
    setState((previous) => (previous.phase === 'done' ? previous : { phase: 'loading', query: term }));
    try {
      const pagefind = await loadPagefind(scriptUrl);
      const { results } = await pagefind.search(queryInEditionDigits(term, numbers.digits));
      const first = await Promise.all(results.slice(0, FIRST_RESULTS).map(shownResult));
      if (ticket !== latest.current) return; // a newer query has started; its answer wins
      setState({ phase: 'done', query: term, matches: results });
      setShown(first);
      if (results.length <= FIRST_RESULTS) return;
      const rest = await Promise.all(results.slice(FIRST_RESULTS, PAGE_SIZE).map(shownResult));
      if (ticket === latest.current) setShown((previous) => [...previous, ...rest]);
    } catch {
      if (ticket === latest.current) setState({ phase: 'failed' });
    }
  }

  function update(next: string) {
    setQuery(next);
    void run(next);
  }

  // After "show more", the keyboard goes on from the first new result.
  useEffect(() => {
    if (focusFrom.current === undefined) return;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = undefined;
  }, [shown]);

  async function showMore() {
    if (state.phase !== 'done') return;
    const ticket = latest.current;
    const more = await Promise.all(state.matches.slice(shown.length, shown.length + PAGE_SIZE).map(shownResult)).catch(() => undefined);
    if (!more || ticket !== latest.current) return;
    focusFrom.current = shown.length;
    setShown((previous) => [...previous, ...more]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(query);
  }

  const status = statusText(words, numbers, state);
  // The record pages are offered whenever there is no list of results to read instead.
  const showBrowse = state.phase === 'idle' || state.phase === 'failed' || (state.phase === 'done' && state.matches.length === 0);

  return (
    <div>
      <form action={action} method="get" role="search" onSubmit={submit} className="max-w-3xl">
        <label htmlFor={inputId} className="block font-semibold text-navy-900">
          {words.form.label}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            type="search"
            name={SEARCH_QUERY_PARAM}
            value={query}
            onChange={(event) => update(event.target.value)}
            onFocus={() => void loadPagefind(scriptUrl).catch(() => undefined)}
            placeholder={words.form.placeholder}
            aria-describedby={statusId}
            autoComplete="off"
            enterKeyHint="search"
            className="block min-h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700"
          />
          <button type="submit" className="button-primary shrink-0">
            {words.form.submit}
          </button>
        </div>
      </form>
      {noScript}

      <p id={statusId} role="status" className="mt-4 min-h-6 text-slate-700">
        {status}
      </p>

      {state.phase === 'done' && state.matches.length === 0 && <p className="mt-1 text-slate-700">{words.noneHint}</p>}

      {state.phase === 'done' && shown.length > 0 && (
        <>
          <ol ref={list} aria-label={words.resultsLabel} className="mt-6 max-w-3xl space-y-4">
            {shown.map((result) => (
              <li key={result.url} className="card p-5">
                <div className="flex flex-col">
                  <h2 className="font-display text-xl font-semibold leading-snug sm:text-2xl">
                    <a href={result.url} className="text-navy-900 underline decoration-navy-900/30 underline-offset-4 hover:decoration-navy-900">
                      {result.title}
                    </a>
                  </h2>
                  {kindLabel(words.kinds, result.kind) && (
                    <p className="order-first font-display text-sm uppercase tracking-widest text-navy-700">{kindLabel(words.kinds, result.kind)}</p>
                  )}
                </div>
                {result.excerpt.length > 0 && (
                  <p className="mt-2 text-slate-700">
                    {result.excerpt.map((part, index) =>
                      part.marked ? (
                        <mark key={index} className="rounded-sm bg-summit-400/40 px-0.5 text-inherit">
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                )}
              </li>
            ))}
          </ol>
          {/* Offered once the first page is complete, so its last excerpts and "more" never overlap. */}
          {shown.length >= PAGE_SIZE && shown.length < state.matches.length && (
            <button type="button" onClick={() => void showMore()} className="button-secondary mt-6">
              {words.more}
            </button>
          )}
        </>
      )}

      {showBrowse && (
        <div className="mt-6">
          <p className="font-semibold text-navy-900">{words.browse}</p>
          {browse}
        </div>
      )}
    </div>
  );
}

/** A result as the list shows it: its page's title (the address if it has none), kind and excerpt. */
async function shownResult(result: PagefindResult): Promise<ShownResult> {
  const data = await result.data();
  return { url: data.url, title: data.meta.title || data.url, kind: data.meta.kind, excerpt: excerptParts(data.excerpt) };
}

/** What a result is (its page's kind, set by the index: lib/search/indexPage.ts), in the page's words. */
function kindLabel(kinds: SearchWords['kinds'], kind: string | undefined): string | undefined {
  return kind !== undefined && Object.hasOwn(kinds, kind) ? kinds[kind as keyof SearchWords['kinds']] : undefined;
}

function statusText(words: SiteSearchWords, numbers: ReturnType<typeof islandNumbers>, state: SearchState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'loading':
      return words.status.loading;
    case 'failed':
      return words.status.failed;
    case 'done':
      return state.matches.length === 0
        ? numbers.fill(words.status.none, { query: state.query })
        : numbers.plural(words.status.results, state.matches.length, { count: state.matches.length, query: state.query });
  }
}
