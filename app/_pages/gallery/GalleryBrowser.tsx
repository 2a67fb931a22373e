'use client';

import { useId, useMemo } from 'react';
import { GALLERY_WINDOW, galleryMatches } from '@/lib/gallery/galleryWindow';
import { usePhotoZoom } from '@/components/photo/usePhotoZoom';
import { useQueryParam } from '@/components/site/useQueryParam';
import type { galleryWords } from '@/content/en/gallery';
import type { LocalizedGalleryCard } from '@/lib/gallery';
import { fill } from '@/lib/i18n/fill';
import { islandNumbers, type IslandNumbers, type NumberStyle } from '@/lib/i18n/islandNumbers';
import type { PhotoWords, ZoomPhoto } from '@/components/photo/types';
import { GalleryCard } from './GalleryCard';

/** The island's words in the page's language: the search's (templates), the list's name, the card link and the zoom view's. */
export interface GalleryBrowserWords {
  search: (typeof galleryWords)['search']['mixed'];
  listLabel: string;
  zoomCard: string;
  viewer: PhotoWords['viewer'];
}

/** A card as the zoom view shows it (alt falls back to the title), keeping its language mark. */
function zoomPhoto(item: LocalizedGalleryCard): ZoomPhoto {
  return { picture: item.picture, alt: item.alt ?? item.title, title: item.title, ...(item.textLang ? { textLang: item.textLang } : {}) };
}

/**
 * The gallery island: a title search (kept in the URL as ?q=, so a search can be shared) over the
 * cards. Without JavaScript the server-rendered grid shows the first 258 photos.
 */
export function GalleryBrowser({
  items,
  words,
  numbers: numberStyle,
}: {
  items: readonly LocalizedGalleryCard[];
  words: GalleryBrowserWords;
  /** How the page's language writes the counts. */
  numbers: NumberStyle;
}) {
  const w = words.search;
  const numbers = useMemo(() => islandNumbers(numberStyle), [numberStyle]);
  const [query, updateQuery] = useQueryParam();
  const inputId = useId();
  const countId = useId();

  const matches = useMemo(() => galleryMatches(items, query), [items, query]);
  const visible = useMemo(() => matches.slice(0, GALLERY_WINDOW), [matches]);
  const photos = useMemo(() => visible.map(zoomPhoto), [visible]);
  const { triggerProps, lightbox } = usePhotoZoom(photos, words.viewer);
  const total = items.length;
  const searching = query.trim() !== '';

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {/* The filter needs the script; without it every picture is shown and the field is not. */}
        <div className="w-full max-w-md noscript:hidden">
          <label htmlFor={inputId} className="block font-semibold text-navy-900">
            {w.label}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => updateQuery(event.target.value)}
            placeholder={w.placeholder}
            aria-describedby={countId}
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700"
          />
        </div>
        <p id={countId} role="status" className="text-sm text-slate-700">
          {statusText(w, numbers, matches.length, total, searching ? query.trim() : undefined, visible.length)}
        </p>
      </div>

      {visible.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3" aria-label={words.listLabel}>
          {visible.map((item, index) => (
            <li key={item.id}>
              <GalleryCard item={item} first={index === 0} zoom={triggerProps(index)} label={fill(words.zoomCard, { title: item.title })} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="card mt-8 p-8 text-center">
          <p className="font-display text-xl font-semibold text-navy-900">{fill(w.noMatch, { query: query.trim() })}</p>
          <p className="mt-2 text-slate-700">{w.noMatchHint}</p>
          <button type="button" onClick={() => updateQuery('')} className="button-secondary mt-4">
            {w.clear}
          </button>
        </div>
      )}
      {lightbox}
    </div>
  );
}

/** The status line: how many pictures, how many match, and whether the window cuts the list. */
function statusText(w: GalleryBrowserWords['search'], numbers: IslandNumbers, matches: number, total: number, query: string | undefined, shown: number): string {
  const cut = matches > shown;
  if (query === undefined) return numbers.fill(cut ? w.totalWindowed : w.total, { total, shown });
  return numbers.fill(cut ? w.matchingWindowed : w.matching, { matches, total, query, shown });
}
