'use client';

import { useCallback, useEffect, useState } from 'react';
import { SEARCH_QUERY_PARAM } from '@/lib/routes';

/** Sent on the window when an island changes the query in the address (the language link follows it). */
export const QUERY_CHANGE_EVENT = 'site:querychange';

/**
 * Runs `onArrival` once, after hydration, with the query of the page's address: the static HTML
 * cannot know it. For an island that reads what a link or a GET form put there (the contact form
 * reads a correction's record and detail).
 */
export function useArrivalQuery(onArrival: (params: URLSearchParams) => void): void {
  useEffect(() => {
    onArrival(new URLSearchParams(window.location.search));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
}

/**
 * A query kept in the page's address as `?q=`, so a search can be linked or shared (the site
 * search, the gallery's title search). It is read once after hydration (useArrivalQuery), and
 * `onArrival` runs with it; every change replaces the address (no history entry per keystroke; the
 * language link hears of it and keeps the query), and an empty query takes the parameter away.
 */
export function useQueryParam(onArrival?: (query: string) => void): [query: string, update: (next: string) => void] {
  const [query, setQuery] = useState('');

  useArrivalQuery((params) => {
    const initial = params.get(SEARCH_QUERY_PARAM);
    if (!initial?.trim()) return;
    // Syncing from the URL happens once, after hydration.
    setQuery(initial);
    onArrival?.(initial);
  });

  const update = useCallback((next: string) => {
    setQuery(next);
    const url = new URL(window.location.href);
    if (next.trim()) url.searchParams.set(SEARCH_QUERY_PARAM, next);
    else url.searchParams.delete(SEARCH_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGE_EVENT));
  }, []);

  return [query, update];
}
