'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** `label` names the slide; `showLabel` names its indicator button (both from content/<lang>/home.ts › carousel). */
type Slide = { id: string; label: string; showLabel: string; content: ReactNode };

type CarouselFrameProps = {
  labels: { region: string; carouselRole: string; slideRole: string; pause: string; play: string; previous: string; next: string };
  slides: readonly Slide[];
  /** Time each slide stays on screen while the carousel rotates. */
  intervalMs?: number;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const noSubscription = () => () => {};

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Horizontal distance a touch must travel to count as a swipe. */
const swipeThresholdPx = 40;

/**
 * The carousel's behaviour (WAI-ARIA APG carousel pattern): index, timer, prev/next, indicators,
 * swipe, and a pause/play button. Rotation pauses while the pointer is over it or focus is inside,
 * and never starts by itself when the visitor prefers reduced motion.
 */
export function CarouselFrame({ labels, slides, intervalMs = 6000 }: CarouselFrameProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so follow the reduced-motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  const touchStartX = useRef<number | null>(null);
  // False in the static HTML, true once React runs: tells tests (and styles) the controls work.
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval) so a manual move restarts the full interval.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  return (
    <section
      aria-roledescription={labels.carouselRole}
      aria-label={labels.region}
      data-interactive={interactive}
      className="relative isolate overflow-hidden rounded-2xl bg-navy-800 shadow-xl ring-1 ring-white/10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const distance = end - start;
        if (Math.abs(distance) >= swipeThresholdPx) goTo(distance < 0 ? index + 1 : index - 1);
      }}
    >
      {/* aria-live only when not rotating: announcing every automatic change would be noise. */}
      {/* All slides share one grid cell: the frame is as tall as the tallest slide, so nothing shifts. */}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={slide.label}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`[grid-area:1/1] transition-opacity duration-700 motion-reduce:transition-none ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      {/* The controls need the script; without it the first slide stands alone. */}
      <div className="flex items-center justify-between gap-2 px-3 pb-3 noscript:hidden sm:px-5">
        <button
          type="button"
          onClick={() => setPlayChoice(!playing)}
          className="carousel-control"
          aria-label={playing ? labels.pause : labels.play}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l10.5-6.5z" />}
          </svg>
        </button>
        <div className="flex items-center">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => goTo(slideIndex)}
              aria-label={slide.showLabel}
              aria-current={slideIndex === index ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                  slideIndex === index ? 'w-7 bg-summit-400' : 'w-2.5 bg-white/60 group-hover:bg-white'
                }`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => goTo(index - 1)} className="carousel-control" aria-label={labels.previous}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12.5 4 6.5 10l6 6" />
            </svg>
          </button>
          <button type="button" onClick={() => goTo(index + 1)} className="carousel-control" aria-label={labels.next}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m7.5 4 6 6-6 6" />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
