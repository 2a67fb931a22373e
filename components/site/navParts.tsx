import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * The navbar's markup, shared by its two forms: the first one (MainNavBar.tsx, no library) and the
 * Headless UI popover that replaces it on narrow screens (MainNavMenu.tsx). No hooks here.
 */
export type NavItem = { readonly label: string; readonly href: string };

export type NavLabels = { nav: string; openMenu: string; closeMenu: string };

export type MainNavBarProps = {
  items: readonly NavItem[];
  /** Server-rendered: the logo link and the help line button. */
  brand: ReactNode;
  helpLine: ReactNode;
  /** The search form in the opened menu on phones and tablets (hidden on wide screens). */
  search?: ReactNode;
  /** The search form in the brand row on wide screens, where the links row has no room for it. */
  wideSearch?: ReactNode;
  labels: NavLabels;
};

/** The popover form also gets the current path and whether the first form's toggle had focus. */
/**
 * What the first form hands over when the popover replaces it (a new element tree): the element
 * that had focus and what the visitor typed into the navbar's fields, by id, so neither is lost.
 */
export type NavHandover = { focusedId?: string; values: readonly (readonly [id: string, value: string])[] };

/** What the first form's navbar holds now: focus and typed values, by element id. */
export function navHandover(nav: HTMLElement | null): NavHandover {
  const focused = document.activeElement;
  return {
    ...(focused?.id && nav?.contains(focused) ? { focusedId: focused.id } : {}),
    values: [...(nav?.querySelectorAll('input') ?? [])].filter((input) => input.id && input.value).map((input) => [input.id, input.value] as const),
  };
}

/** Puts a handover back into the popover's navbar. */
export function restoreHandover(handover: NavHandover) {
  for (const [id, value] of handover.values) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.value = value;
  }
  if (handover.focusedId) document.getElementById(handover.focusedId)?.focus();
}

export type MainNavMenuProps = MainNavBarProps & { pathname: string; handover: NavHandover };

/** The menu panel's id: the first form's toggle is a link to it (app/globals.css shows it as the target). */
export const MENU_ID = 'site-menu';
export const TOGGLE_ID = 'site-menu-toggle';
/** Below `xl` the links sit behind the toggle (Tailwind's xl: 80rem). */
export const NARROW_SCREEN = '(width < 80rem)';

export const navClass = 'container-page';
/** The brand row: 4rem high, which the header's `xl:-top-16` relies on. */
export const brandRowClass = 'flex h-16 items-center justify-between gap-3';
export const toggleClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-navy-900/15 text-navy-900 hover:bg-sky-200/60 xl:hidden';
/**
 * Phones and tablets: hidden until opened (`data-open`, set by the popover), then a list that
 * scrolls within the screen. Wide screens: always shown, the links in one row under the brand row.
 */
export const panelClass =
  'site-menu hidden max-h-[calc(100dvh-4rem)] scroll-mt-16 overflow-y-auto border-t border-navy-900/10 pb-3 data-open:block xl:flex xl:max-h-none xl:flex-wrap xl:items-center xl:justify-between xl:gap-x-4 xl:overflow-visible xl:py-1';
export const searchSlotClass = 'pt-3 xl:hidden';
export const wideSearchSlotClass = 'hidden xl:block';

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

function samePath(a: string, b: string): boolean {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return strip(a) === strip(b);
}

/** The seven links; the current page's is marked. `onNavigate` closes an open menu. */
export function NavLinks({ items, pathname, onNavigate }: { items: readonly NavItem[]; pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1 pt-2 xl:flex xl:flex-1 xl:flex-wrap xl:items-center xl:justify-between xl:gap-x-1 xl:gap-y-0 xl:pt-0">
      {items.map((item) => {
        const current = samePath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-md px-3 text-sm font-semibold uppercase tracking-wide xl:min-h-10 xl:px-2.5 xl:text-[0.8rem] ${
                current ? 'bg-navy-800 text-white' : 'text-navy-900 hover:bg-sky-200/60'
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
