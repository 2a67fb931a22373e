'use client';

import { SiteLink } from '@/components/site/SiteLink';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { CommaList } from '@/components/site/CommaList';
import type { expeditionsWords } from '@/content/en/expeditions';
import { islandNumbers, type NumberStyle } from '@/lib/i18n/islandNumbers';
import {
  defaultTableQuery,
  queryRows,
  resultCountLabel,
  sortKeys,
  type QueryableRow,
  type ResultFilter,
  type SortKey,
  type TableQuery,
} from '@/lib/expeditions/tableQuery';

/** The table's words in the page's language (content/<lang>/expeditions.ts › table): plain strings and templates. */
export type ExpeditionTableWords = (typeof expeditionsWords)['table'];

const resultFilters: ResultFilter[] = ['all', 'climbed', 'partial', 'unsuccessful', 'unknown'];

const noSubscription = () => () => {};

/** False in the exported HTML and during hydration, true once the script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The club's expeditions table with a filter and sort. The exported HTML holds the full table in
 * table order (the controls stay disabled until the script runs), so without JavaScript nothing is
 * lost; once hydrated the rows are re-rendered from props for each query.
 */
export function ExpeditionTable({
  rows,
  caption,
  words: w,
  numbers: numberStyle,
}: {
  rows: readonly QueryableRow[];
  caption: string;
  words: ExpeditionTableWords;
  /** How the page's language writes serials, years and the row count. */
  numbers: NumberStyle;
}) {
  const numbers = useMemo(() => islandNumbers(numberStyle), [numberStyle]);
  const resultOptions = resultFilters.map((value) => ({ value, label: w.resultOptions[value] }));
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery);
  const hydrated = useHydrated();
  const shown = useMemo(() => queryRows(rows, query), [rows, query]);
  const id = useId();
  const tableId = `${id}-table`;
  const update = (change: Partial<TableQuery>) => setQuery((current) => ({ ...current, ...change }));
  const isDefault =
    query.text === '' && query.result === 'all' && !query.eightThousandersOnly && query.sort === defaultTableQuery.sort;

  const field = 'mt-1 block min-h-11 w-full rounded-md border border-navy-900/25 bg-white px-3 py-2 text-base text-slate-900 shadow-sm disabled:bg-slate-100';
  const label = 'block text-sm font-semibold text-navy-900';

  return (
    <div>
      {/*
        Not a form: the table follows each change at once and the status line below announces the
        count, so there is nothing to submit, and a submit button would be a control that does
        nothing (without JavaScript the controls are not shown and the whole table shows). A search
        landmark with a fieldset keeps the controls grouped and named for screen readers.
      */}
      <div role="search" aria-label={w.formLabel} className="card p-4 noscript:hidden sm:p-5">
        <fieldset disabled={!hydrated} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
          <legend className="sr-only">{w.legend}</legend>
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor={`${id}-text`} className={label}>
              {w.searchLabel}
            </label>
            <input
              id={`${id}-text`}
              type="search"
              value={query.text}
              onChange={(event) => update({ text: event.target.value })}
              placeholder={w.searchPlaceholder}
              aria-controls={tableId}
              autoComplete="off"
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-result`} className={label}>
              {w.resultLabel}
            </label>
            <select
              id={`${id}-result`}
              value={query.result}
              onChange={(event) => update({ result: event.target.value as ResultFilter })}
              aria-controls={tableId}
              className={field}
            >
              {resultOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className={label}>
              {w.sortLabel}
            </label>
            <select
              id={`${id}-sort`}
              value={query.sort}
              onChange={(event) => update({ sort: event.target.value as SortKey })}
              aria-controls={tableId}
              className={field}
            >
              {sortKeys.map((key) => (
                <option key={key} value={key}>
                  {w.sortOptions[key]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-h-11 items-center sm:col-span-2 lg:col-span-1">
            <label className="inline-flex cursor-pointer items-center gap-2.5 text-base font-medium text-navy-900">
              <input
                type="checkbox"
                checked={query.eightThousandersOnly}
                onChange={(event) => update({ eightThousandersOnly: event.target.checked })}
                aria-controls={tableId}
                className="size-6 accent-navy-700"
              />
              {w.eightThousandersOnly}
            </label>
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-navy-900/10 pt-3">
          <p role="status" aria-live="polite" className="text-sm font-semibold text-navy-800">
            {resultCountLabel(w.count, numbers, shown.length, rows.length)}
          </p>
          {hydrated && !isDefault && (
            <button type="button" onClick={() => setQuery(defaultTableQuery)} className="link min-h-11 text-sm">
              {w.clearFilters}
            </button>
          )}
        </div>
      </div>

      <table id={tableId} className="mt-6 block w-full border-collapse text-left sm:table sm:border sm:border-navy-900/20">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="bg-navy-900 text-white">
            <th scope="col" className="border border-navy-900/20 px-3 py-3 font-display text-sm font-semibold uppercase tracking-wide">
              {w.columns.serial}
            </th>
            <th scope="col" className="border border-navy-900/20 px-3 py-3 font-display text-sm font-semibold uppercase tracking-wide">
              {w.columns.name}
            </th>
            <th scope="col" className="border border-navy-900/20 px-3 py-3 font-display text-sm font-semibold uppercase tracking-wide">
              {w.columns.year}
            </th>
            <th scope="col" className="border border-navy-900/20 px-3 py-3 font-display text-sm font-semibold uppercase tracking-wide">
              {w.columns.result}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {shown.map((row) => (
            <tr
              key={row.slug}
             
              data-slug={row.slug}
              className="grid grid-cols-[2.75rem_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 rounded-lg bg-white p-3 ring-1 ring-navy-900/15 odd:bg-white even:bg-sky-200/30 sm:table-row sm:rounded-none sm:p-0 sm:ring-0"
            >
              <td className="row-span-2 self-start rounded-md bg-navy-900/5 py-1 text-center font-display text-lg font-semibold text-navy-800 sm:table-cell sm:rounded-none sm:border sm:border-navy-900/15 sm:bg-transparent sm:px-3 sm:py-2.5 sm:text-base sm:tabular-nums">
                {numbers.digits(row.serial)}
              </td>
              <td className="col-span-2 sm:table-cell sm:border sm:border-navy-900/15 sm:px-3 sm:py-2.5">
                <SiteLink href={row.href} className="link text-base font-semibold sm:font-medium">
                  {row.name}
                </SiteLink>
                {row.addedAfterTable && (
                  <span className="mt-0.5 block text-sm font-semibold text-slate-700" data-added-after-table>
                    {w.addedAfterTable}
                  </span>
                )}
                <span className="mt-0.5 block text-sm text-slate-600">
                  {numbers.plural(w.peakPages, row.peaks.length, {})}{' '}
                  <CommaList items={row.peaks} keyOf={(peak) => peak.href}>
                    {(peak) => (
                      <SiteLink href={peak.href} className="link" data-peak-link>
                        {peak.name}
                      </SiteLink>
                    )}
                  </CommaList>
                </span>
              </td>
              <td className="font-semibold tabular-nums text-sm text-slate-700 sm:table-cell sm:font-normal sm:border sm:border-navy-900/15 sm:px-3 sm:py-2.5 sm:text-base sm:tabular-nums sm:text-slate-800">
                <SiteLink href={row.yearHref} className="link" data-year-link>
                  {numbers.digits(row.year)}
                </SiteLink>
              </td>
              <td className="sm:table-cell sm:border sm:border-navy-900/15 sm:px-3 sm:py-2.5">
                <ResultBadge category={row.resultCategory} text={row.resultText} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 && (
        <p className="mt-4 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-navy-900/10">
          {w.noMatch}{' '}
          <button type="button" onClick={() => setQuery(defaultTableQuery)} className="link">
            {w.showAll}
          </button>
        </p>
      )}
    </div>
  );
}
