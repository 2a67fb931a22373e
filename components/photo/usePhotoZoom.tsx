'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { zoomSrc } from '@/lib/images/picture';
import type { PhotoWords, ZoomPhoto } from './types';

// Loaded on the first click only, so the lightbox's script and styles are not in the first load.
const PhotoLightbox = dynamic(() => import('./PhotoLightbox'), { ssr: false });

/**
 * Zoom state shared by every photo list (report pages, the gallery): each photo is a link to its
 * image (so it still opens without JavaScript); with JavaScript a plain click opens the zoom view
 * instead, and closing it returns focus to the photo that was last on screen.
 */
export function usePhotoZoom(photos: readonly ZoomPhoto[], words: PhotoWords['viewer']) {
  const [zoom, setZoom] = useState<{ index: number; open: boolean } | null>(null);
  const triggers = useRef<(HTMLElement | null)[]>([]);
  const current = useRef(0);

  const onClose = useCallback(() => setZoom((state) => (state ? { ...state, open: false } : state)), []);
  const onView = useCallback((index: number) => {
    current.current = index;
  }, []);
  const onExited = useCallback(() => triggers.current[current.current]?.focus(), []);

  /** Props for the link that opens photo `index`. */
  function triggerProps(index: number) {
    return {
      href: photos[index] ? zoomSrc(photos[index].picture) : undefined,
      ref: (element: HTMLAnchorElement | null) => {
        triggers.current[index] = element;
      },
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        current.current = index;
        setZoom({ index, open: true });
      },
    };
  }

  const lightbox = zoom ? (
    <PhotoLightbox photos={photos} index={zoom.index} open={zoom.open} onClose={onClose} onView={onView} onExited={onExited} words={words} />
  ) : null;

  return { triggerProps, lightbox };
}
