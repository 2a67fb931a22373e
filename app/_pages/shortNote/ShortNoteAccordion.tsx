import type { ReactNode } from 'react';
import { OpenFromHash } from './OpenFromHash';

export interface ShortNoteItem {
  /** The report slug; also the item's id, so `#Everest-2010` links straight to it. */
  slug: string;
  /** What the toggle shows. */
  summary: ReactNode;
  /** The panel's content; in the HTML even while closed. */
  body: ReactNode;
}

/**
 * The short notes as an exclusive accordion of native `<details name>`: the first is open on load,
 * and opening one closes the others, all without JavaScript (the browser does it). Nothing here is
 * hydrated but OpenFromHash, which opens the entry named by `#<slug>` (on load or later).
 */
export function ShortNoteAccordion({ items }: { items: readonly ShortNoteItem[] }) {
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <details
          key={item.slug}
          id={item.slug}
          name="short-notes"
          open={index === 0}
          className="card group overflow-hidden open:ring-navy-700/40"
        >
          <summary className="flex w-full cursor-pointer list-none items-center gap-3 px-4 py-3.5 text-left transition-colors hover:bg-sky-200/30 group-open:bg-navy-900 group-open:text-white sm:gap-4 sm:px-5 [&::-webkit-details-marker]:hidden">
            <h2 className="min-w-0 flex-1 font-sans text-base tracking-normal">{item.summary}</h2>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 fill-current text-navy-700 transition-transform group-open:rotate-180 group-open:text-summit-400"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </summary>
          <div className="border-t border-navy-900/10 px-4 py-5 sm:px-5">{item.body}</div>
        </details>
      ))}
      <OpenFromHash />
    </div>
  );
}
