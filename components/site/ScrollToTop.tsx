'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** Scroll offset (px) past which the button appears, as on the original site. */
export const scrollToTopOffset = 100;

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * A dark-blue "back to top" button that appears once the page is scrolled past 100 px, only on
 * screens wide enough to hold it in the margin beside the page's content (88rem and up: the content
 * is at most 80rem), so it never covers a word. Elsewhere the footer's link does its job.
 */
export function ScrollToTop({ label }: { /** The button's name, in the page's language. */ label: string }) {
  // This island sits in the root layout, so its first effect runs once the whole page has hydrated:
  // the mark tells tests (which act faster than people) that every control now responds.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const visible = useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > scrollToTopOffset,
    () => false,
  );

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
        // Keyboard users continue from the top of the page, not from the vanished button.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-8 right-8 z-30 hidden size-12 items-center justify-center rounded-full bg-navy-800 text-white shadow-lg ring-2 ring-white/70 transition-colors hover:bg-navy-700 min-[88rem]:inline-flex"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10 16V4m0 0-5 5m5-5 5 5" />
      </svg>
    </button>
  );
}
