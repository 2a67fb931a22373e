'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type NavItem = { readonly label: string; readonly href: string };

type MainNavBarProps = {
  items: readonly NavItem[];
  /** Server-rendered: the logo link and the help line button. */
  brand: ReactNode;
  helpLine: ReactNode;
  labels: { nav: string; openMenu: string; closeMenu: string };
};

function samePath(a: string, b: string): boolean {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return strip(a) === strip(b);
}

/**
 * The navbar: inline links on wide screens, a disclosure on phones and tablets (a plain button with
 * aria-expanded; no library). The menu closes on a link, on Escape, and when the page changes.
 */
export function MainNavBar({ items, brand, helpLine, labels }: MainNavBarProps) {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A navigation (link, back button) closes the menu: state adjusted during render, as React advises.
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass = (current: boolean) => (current ? 'bg-navy-800 text-white' : 'text-navy-900 hover:bg-sky-200/60');

  return (
    <nav aria-label={labels.nav} className="container-page">
      <div className="flex min-h-16 items-center justify-between gap-4 py-2">
        {brand}
        <ul className="hidden items-center gap-0.5 xl:flex">
          {items.map((item) => {
            const current = samePath(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-md px-2 py-2 text-[0.78rem] font-semibold uppercase tracking-wide transition-colors ${linkClass(current)}`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-2">
          {helpLine}
          <button
            ref={toggle}
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            className="inline-flex size-11 items-center justify-center rounded-md border border-navy-900/15 text-navy-900 hover:bg-sky-200/60 xl:hidden"
            aria-label={open ? labels.closeMenu : labels.openMenu}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
              {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {/* Rendered only while open (as before), so each link exists once on the page when closed. */}
      {open && (
        <div id={panelId} className="border-t border-navy-900/10 pb-3 xl:hidden">
          <ul className="grid gap-1 pt-2">
            {items.map((item) => {
              const current = samePath(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => setOpen(false)}
                    aria-current={current ? 'page' : undefined}
                    className={`flex min-h-11 items-center rounded-md px-3 text-sm font-semibold uppercase tracking-wide ${linkClass(current)}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </nav>
  );
}
