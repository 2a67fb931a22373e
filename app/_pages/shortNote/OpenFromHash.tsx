'use client';

import { useEffect } from 'react';

/** Opens the `<details>` named by the address's `#id` (on load and on every hash change) and scrolls to it. */
export function OpenFromHash() {
  useEffect(() => {
    const openFromHash = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      // Scroll once the panel is laid out; html's scroll-padding keeps it clear of the header.
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);
  return null;
}
