'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';

export interface ShortNoteItem {
  /** The report slug; also the item's id, so `#Everest-2010` links straight to it. */
  slug: string;
  /** What the toggle button shows (server-rendered). */
  summary: ReactNode;
  /** The panel's content (server-rendered); kept in the HTML even while closed. */
  body: ReactNode;
}

type CloseFn = (focusAfter?: HTMLElement) => void;
type ItemControl = { open: boolean; close: CloseFn };

/** Reports a Disclosure's state to the accordion after each render (render props cannot use hooks). */
function ReportState({ slug, open, close, onState }: { slug: string; open: boolean; close: CloseFn; onState: (slug: string, control: ItemControl) => void }) {
  useEffect(() => onState(slug, { open, close }), [slug, open, close, onState]);
  return null;
}

/**
 * The short notes as an accordion of Headless UI disclosures: the first is open on load, opening
 * one closes the others, and `#<slug>` in the address (on load or later) opens that entry and
 * scrolls to it. Closed panels stay in the HTML (`unmount={false}`, hidden), so every note is
 * in the exported page for readers without JavaScript and for search engines.
 */
export function ShortNoteAccordion({ items }: { items: readonly ShortNoteItem[] }) {
  const controls = useRef(new Map<string, ItemControl>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Whatever opened an entry (click, Enter, Space, a deep link), the others close. Headless UI's
  // close() moves focus, so it is pointed at the entry just opened, which keeps focus where it was.
  const onState = useCallback((slug: string, control: ItemControl) => {
    const opened = control.open && !controls.current.get(slug)?.open;
    controls.current.set(slug, control);
    if (!opened) return;
    const keepButton = buttons.current.get(slug);
    for (const [other, otherControl] of controls.current) {
      if (other !== slug && otherControl.open) otherControl.close(keepButton);
    }
  }, []);

  useEffect(() => {
    const openFromHash = () => {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      const button = buttons.current.get(slug);
      if (!button) return;
      if (!controls.current.get(slug)?.open) button.click();
      // Scroll once the panel is laid out; html's scroll-padding keeps it clear of the header.
      requestAnimationFrame(() => document.getElementById(slug)?.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <Disclosure
          key={item.slug}
          as="section"
          id={item.slug}
          defaultOpen={index === 0}
          className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-900/10 data-open:ring-navy-700/40"
        >
          {({ open, close }) => (
            <>
              <ReportState slug={item.slug} open={open} close={close} onState={onState} />
              <h2 className="text-base">
                <DisclosureButton
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) buttons.current.set(item.slug, element);
                    else buttons.current.delete(item.slug);
                  }}
                  className="group flex w-full items-center gap-3 px-4 py-3.5 text-left font-sans tracking-normal transition-colors hover:bg-sky-200/30 data-open:bg-navy-900 data-open:text-white sm:gap-4 sm:px-5"
                >
                  <span className="min-w-0 flex-1">{item.summary}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5 shrink-0 fill-current text-navy-700 transition-transform group-data-open:rotate-180 group-data-open:text-summit-400"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </DisclosureButton>
              </h2>
              <DisclosurePanel unmount={false} className="border-t border-navy-900/10 px-4 py-5 sm:px-5">
                {item.body}
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ))}
    </div>
  );
}
