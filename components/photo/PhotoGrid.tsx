'use client';

import { Picture } from '@/components/photo/Picture';
import { fill } from '@/lib/i18n/fill';
import type { PhotoWords, ZoomPhoto } from './types';
import { usePhotoZoom } from './usePhotoZoom';

const columnClasses = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 md:grid-cols-3',
  4: 'grid-cols-2 md:grid-cols-4',
} as const;

/**
 * How wide one picture is shown for each column count (grids sit in the page container, at most
 * max-w-7xl; report pages give them about two thirds of it). Slightly generous: a picture a little
 * sharper than needed is better than a blurred one.
 */
const columnSizes = {
  1: '(min-width: 1024px) 768px, calc(100vw - 2rem)',
  2: '(min-width: 1280px) 600px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  3: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  4: '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw',
} as const;

export interface PhotoGridProps {
  photos: readonly ZoomPhoto[];
  /** Columns from medium screens up (fewer on phones). */
  columns?: keyof typeof columnClasses;
  /** Show each photo's title under it. */
  showTitles?: boolean;
  /** Names the list for screen readers, e.g. "Photos of Everest, 2010". */
  label: string;
  /** The grid is near the top of the page: load its first photo at once (it is the largest paint). */
  eagerFirst?: boolean;
  /** The grid's and zoom view's words in the page's language. */
  words: PhotoWords;
}

/**
 * A grid of photos that zoom on click. Each photo is a link to its largest published variant, so
 * without JavaScript it still opens; with it, the click opens the zoom view instead, and closing
 * the view returns focus to the photo that was last on screen.
 */
export function PhotoGrid({ photos, columns = 3, showTitles = false, label, eagerFirst = false, words }: PhotoGridProps) {
  const { triggerProps, lightbox } = usePhotoZoom(photos, words.viewer);

  return (
    <>
      <ul aria-label={label} className={`grid gap-4 ${columnClasses[columns]}`}>
        {photos.map((photo, index) => (
          <li key={`${photo.picture.key ?? photo.picture.src}-${index}`}>
            <figure>
              <a
                {...triggerProps(index)}
                aria-label={fill(words.enlarge, { alt: photo.alt })}
                className="group relative block overflow-hidden rounded-lg bg-navy-900 ring-1 ring-navy-900/10"
              >
                <Picture
                  picture={photo.picture}
                  alt=""
                  sizes={columnSizes[columns]}
                  priority={eagerFirst && index === 0}
                  className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
                />
                <span
                  aria-hidden="true"
                  className="absolute right-2 bottom-2 inline-flex size-10 items-center justify-center rounded-full bg-navy-950/75 text-white shadow ring-1 ring-white/30 group-hover:bg-navy-800 group-focus-visible:bg-navy-800"
                >
                  <svg viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
                    <circle cx="8.5" cy="8.5" r="5.5" />
                    <path d="m12.5 12.5 4.5 4.5M8.5 6v5M6 8.5h5" strokeLinecap="round" />
                  </svg>
                </span>
              </a>
              {showTitles && (
                <figcaption lang={photo.textLang} className="mt-2 text-sm font-medium text-navy-900">
                  {photo.title}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      {lightbox}
    </>
  );
}
