'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { searchWords } from '@/content/en/search';
import { islandNumbers, type NumberStyle } from '@/lib/i18n/islandNumbers';
import { earlySearch, FIRST_RESULTS } from '@/lib/search/earlySearch';
import { pageKinds } from '@/lib/search/indexPage';
import { nameKinds, namesAnswer, prepareNames, type NameKind, type NamesAnswer, type NamesFile, type PreparedNames } from '@/lib/search/names';
import { queryInEditionDigits } from '@/lib/search/query';
import { SEARCH_QUERY_PARAM } from '@/lib/routes';
import { useQueryParam } from '@/components/site/useQueryParam';
import { loadPagefind } from './pagefind';
import { NamesBlock } from './NamesBlock';
import { kindLabel, ResultItem, shownResult, type ShownResult } from './SearchResultItem';
import { statusText, type KindFilter, type SearchState } from './searchStatus';

/** Results shown at first and added by each "show more": each one costs a small fetch of its excerpt. */
const PAGE_SIZE = 10;

type SearchWords = typeof searchWords;
export type SiteSearchWords = Pick<SearchWords, 'form' | 'status' | 'noneHint' | 'browse' | 'resultsLabel' | 'more' | 'kinds' | 'filters' | 'goStraight' | 'didYouMean' | 'corrected' | 'asTyped'>;

let namesLoading: Promise<PreparedNames | undefined> | undefined;

/**
 * The edition's names, fetched and prepared once (by the early script, when it ran: the same
 * matcher's bundle, lib/search/names.ts); without them the search works as before.
 */
function loadNames(url: string): Promise<PreparedNames | undefined> {
  const fetchNames = () =>
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<NamesFile>) : undefined))
      .then((file) => (file ? prepareNames(file) : undefined));
  namesLoading ??= (window[earlySearch.global]?.names.then((names) => names ?? fetchNames()) ?? fetchNames())
    .catch(() => {
      namesLoading = undefined;
      return undefined;
    });
  return namesLoading;
}

/**
 * The site search: a GET form (without JavaScript the page shows why it cannot search, and the
 * record pages) that, in the browser, searches the edition's pages with Pagefind. The query is
 * kept in the address, so a search can be linked; the count is announced in a live region. Kind
 * filters narrow the results to expedition reports, peaks, people or the other pages, each with
 * its count. Above the results, the pages a query names go first ("go straight to"); a query that
 * misspells a person's, a peak's or an expedition's name (by the names file, lib/search/names.ts)
 * gets "did you mean" with those pages instead, and is searched as the records spell the nearest
 * name (it says so, and offers the query as typed).
 */
export function SiteSearch({
  action,
  scriptUrl,
  namesUrl,
  words,
  numbers: numberStyle,
  browse,
  noScript,
}: {
  /** This page's address: where the form submits. */
  action: string;
  /** Pagefind's script (lib/routes.ts › hrefs.searchScript). */
  scriptUrl: string;
  /** The edition's names file (lib/routes.ts › hrefs.searchNames). */
  namesUrl: string;
  words: SiteSearchWords;
  /** How the page's language writes numbers: the counts, and the digits a query is searched in. */
  numbers: NumberStyle;
  /** Pages that lead to every expedition, offered before a search and when one finds nothing or cannot load. */
  browse: ReactNode;
  /** A <noscript> note: without JavaScript nothing searches, so the form is not shown. */
  noScript: ReactNode;
}) {
  const numbers = useMemo(() => islandNumbers(numberStyle), [numberStyle]);
  // A linked search (?q=) runs once the page is interactive (the early script has started it).
  const [query, setQuery] = useQueryParam((initial) => void run(initial, 'all'));
  const [kind, setKind] = useState<KindFilter>('all');
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const [shown, setShown] = useState<ShownResult[]>([]);
  const [named, setNamed] = useState<NamesAnswer | undefined>(undefined);
  /** Once the island has shown an answer, the early script's list goes. */
  const [tookOver, setTookOver] = useState(false);
  const latest = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | undefined>(undefined);
  const inputId = useId();
  const statusId = useId();
  const filterName = useId();

  async function run(raw: string, filter: KindFilter, asTyped = false) {
    const term = raw.trim();
    const ticket = ++latest.current;
    if (!term) {
      setState({ phase: 'idle' });
      setShown([]);
      setNamed(undefined);
      return;
    }
    setState((previous) => (previous.phase === 'done' ? previous : { phase: 'loading', query: term }));
    try {
      const [pagefind, names] = await Promise.all([loadPagefind(scriptUrl), loadNames(namesUrl)]);
      const filters = filter === 'all' ? {} : { filters: { kind: filter } };
      const search = (text: string) => pagefind.search(queryInEditionDigits(text, numbers.digits), filters);
      const nameKindsShown: NameKind[] = filter === 'all' ? [...nameKinds] : nameKinds.filter((each) => each === filter);
      const answered = names && nameKindsShown.length > 0 ? namesAnswer(term, names, { kinds: nameKindsShown }) : undefined;
      let corrected = asTyped || answered?.spelled !== 'otherwise' ? undefined : answered.matches[0]?.entry.name;
      let answer = await search(corrected ?? term);
      if (corrected && answer.results.length === 0) {
        corrected = undefined;
        answer = await search(term);
      }
      const first = await Promise.all(answer.results.slice(0, FIRST_RESULTS).map(shownResult));
      if (ticket !== latest.current) return; // a newer query has started; its answer wins
      // Counted by kind when Pagefind has its filters' index (loadPagefind); never a 0 it did not count.
      const byKind = answer.totalFilters?.kind;
      setState({
        phase: 'done',
        query: term,
        matches: answer.results,
        counts: { all: answer.unfilteredResultCount, ...(byKind ? Object.fromEntries(pageKinds.map((each) => [each, byKind[each] ?? 0])) : {}) },
        ...(corrected ? { corrected } : {}),
      });
      setNamed(answered);
      setShown(first);
      setTookOver(true);
      if (answer.results.length <= FIRST_RESULTS) return;
      const rest = await Promise.all(answer.results.slice(FIRST_RESULTS, PAGE_SIZE).map(shownResult));
      if (ticket === latest.current) setShown((previous) => [...previous, ...rest]);
    } catch {
      if (ticket === latest.current) setState({ phase: 'failed' });
    }
  }

  function update(next: string) {
    setQuery(next);
    void run(next, kind);
  }

  function filterBy(next: KindFilter) {
    setKind(next);
    void run(query, next);
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
    void run(query, kind);
  }

  const status = statusText(words, numbers, state);
  // The record pages are offered whenever there is no list of results to read instead.
  const showBrowse = state.phase === 'idle' || state.phase === 'failed' || (state.phase === 'done' && state.matches.length === 0);
  const filterOptions: KindFilter[] = ['all', ...pageKinds];

  return (
    <div>
      {/* Without JavaScript nothing here could search: the form is not shown, the note and the record pages are. */}
      <form action={action} method="get" role="search" onSubmit={submit} className="max-w-3xl noscript:hidden">
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
      {/* Outside the form: the filter is the island's, never part of the address the form sends. */}
      <fieldset className="mt-4 max-w-3xl noscript:hidden">
        <legend className="text-sm font-semibold text-navy-900">{words.filters.legend}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {filterOptions.map((option) => {
            const label = option === 'all' ? words.filters.all : words.filters.kinds[option];
            const count = state.phase === 'done' && state.query === query.trim() ? state.counts[option] : undefined;
            return (
              <label
                key={option}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-navy-900/20 bg-white px-3 text-sm font-semibold text-navy-900 has-checked:border-navy-800 has-checked:bg-navy-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-950"
              >
                <input type="radio" name={filterName} value={option} checked={kind === option} onChange={() => filterBy(option)} className="sr-only" />
                {count === undefined ? label : numbers.fill(words.filters.counted, { label, count })}
              </label>
            );
          })}
        </div>
      </fieldset>
      {noScript}

      <p id={statusId} role="status" className="mt-4 min-h-6 text-slate-700">
        {status}
      </p>

      {state.phase === 'done' && state.matches.length === 0 && <p className="mt-1 text-slate-700">{words.noneHint}</p>}
      {state.phase === 'done' && state.corrected && (
        <button type="button" onClick={() => void run(query, kind, true)} className="link mt-1 min-h-11 text-left">
          {numbers.fill(words.asTyped, { query: state.query })}
        </button>
      )}

      {/* The early script's names block (lib/search/earlySearch.ts), left alone by React until the island's own replaces it. */}
      {!tookOver && <div id={earlySearch.namesId} hidden dangerouslySetInnerHTML={{ __html: '' }} />}
      {named && (
        <NamesBlock
          heading={named.spelled === 'asRecords' ? words.goStraight : words.didYouMean}
          pages={named.matches.map(({ entry }) => ({ path: entry.path, name: entry.name, kind: words.kinds[entry.kind] }))}
        />
      )}

      {/* The early script's first results (lib/search/earlySearch.ts): React leaves its content alone until the island's own list replaces it. */}
      {!tookOver && <ol id={earlySearch.listId} hidden aria-label={words.resultsLabel} className={listClass} dangerouslySetInnerHTML={{ __html: '' }} />}

      {state.phase === 'done' && shown.length > 0 && (
        <>
          <ol ref={list} aria-label={words.resultsLabel} className={listClass}>
            {shown.map((result) => (
              <ResultItem key={result.url} result={result} kindLabel={kindLabel(words.kinds, result.kind)} />
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

      {/* One result and one names block with their parts named: the early script copies them. */}
      <ol id={earlySearch.templateId} hidden>
        <ResultItem result={{ url: '', title: '', excerpt: [{ text: '', marked: true }] }} kindLabel="" />
      </ol>
      <div id={earlySearch.namesTemplateId} hidden>
        <NamesBlock heading="" pages={[{ path: '', name: '', kind: '' }]} />
      </div>

      {showBrowse && (
        <div className="mt-6">
          <p className="font-semibold text-navy-900">{words.browse}</p>
          {browse}
        </div>
      )}
    </div>
  );
}

const listClass = 'mt-6 grid gap-4 lg:grid-cols-2';
