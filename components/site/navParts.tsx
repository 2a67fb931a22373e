import { SiteLink } from '@/components/site/SiteLink';
import type { ReactNode } from 'react';
import { splitLangPath } from '@/lib/i18n/lang';

/**
 * The navbar's markup, shared by its two forms: the first one (MainNavBar.tsx, no library) and the
 * Headless UI popovers that replace it on first use (MainNavMenu.tsx). No hooks here.
 */
export type NavLinkItem = {
  readonly label: string;
  readonly href: string;
  /** Other pages the link stands for, where it is marked as the current section (every report page for "Expedition Report"). */
  readonly also?: readonly string[];
};
/** A group of links under one label: a menu of its own on wide screens, a section of the phone menu. */
export type NavGroupItem = {
  readonly id: string;
  readonly label: string;
  /** What the link that closes the group says without JavaScript ("Close the Expeditions menu"). */
  readonly closeLabel: string;
  readonly links: readonly NavLinkItem[];
};
export type NavItem = NavLinkItem | NavGroupItem;

export const isGroup = (item: NavItem): item is NavGroupItem => 'links' in item;

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

/** Puts a handover back into the popover's navbar: what was typed, and the focus. */
export function restoreHandover(handover: NavHandover) {
  for (const [id, value] of handover.values) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.value = value;
  }
  refocusHandover(handover);
}

/** Gives the focus back to where it was before the handover. */
export function refocusHandover(handover: NavHandover) {
  if (handover.focusedId) document.getElementById(handover.focusedId)?.focus();
}

/** The popover form also gets the current path and what the first form hands over. */
export type MainNavMenuProps = MainNavBarProps & { pathname: string; handover: NavHandover };

/** The menu panel's id: the first form's toggle is a link to it (app/globals.css shows it as the target). */
export const MENU_ID = 'site-menu';
export const TOGGLE_ID = 'site-menu-toggle';
/** A group's panel (its links): the first form's group entry on wide screens is a link to it, shown as the target. */
export const groupPanelId = (group: Pick<NavGroupItem, 'id'>) => `nav-${group.id}`;
/** The group's entry in the links row on wide screens (a link to its panel, then the popover's button). */
export const groupButtonId = (group: Pick<NavGroupItem, 'id'>) => `nav-${group.id}-button`;
/** Below `xl` the links sit behind the toggle (Tailwind's xl: 80rem). */
export const NARROW_SCREEN = '(width < 80rem)';

export const navClass = 'container-page';
/** The brand row: 4rem high, which the header's `xl:-top-16` relies on. */
export const brandRowClass = 'flex h-16 items-center justify-between gap-3';
/** The toggle's look without its display, so the close link can start hidden (`hidden` and `inline-flex` together leave it to the stylesheet's order). */
const toggleLook = 'size-11 shrink-0 items-center justify-center rounded-md border border-navy-900/15 text-navy-900 hover:bg-sky-200/60 xl:hidden';
export const toggleClass = `inline-flex ${toggleLook}`;
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

/**
 * The link that closes the menu without JavaScript: shown in place of the toggle while the menu is
 * the page's target (app/globals.css), it makes the toggle the target instead, which hides the menu.
 */
export function NoScriptClose({ label }: { label: string }) {
  return (
    <a href={`#${TOGGLE_ID}`} aria-label={label} className={`menu-close-link hidden ${toggleLook}`}>
      <MenuIcon open />
    </a>
  );
}

/**
 * Whether a link is the current page (`page`), or stands for it (`true`): a page under its address
 * (`/peaks/everest/` under `/peaks/`), a page it names in `also` (a report under "Expedition
 * Report"), or the page one of whose parts it leads to (Open data on the records page). The home
 * page is current only on itself.
 */
export function currentOf(pathname: string, link: NavLinkItem): 'page' | 'true' | undefined {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const [address, fragment] = link.href.split('#');
  const here = strip(pathname);
  if (here === strip(address!)) return fragment ? 'true' : 'page';
  if (link.also?.some((path) => strip(path) === here)) return 'true';
  const section = splitLangPath(address!).path;
  return section !== '/' && splitLangPath(`${here}/`).path.startsWith(section) ? 'true' : undefined;
}

/** Whether a group holds the current page or one its links stand for. */
export const groupIsCurrent = (group: NavGroupItem, pathname: string) => group.links.some((link) => currentOf(pathname, link) !== undefined);

const linkLook = 'min-h-11 items-center rounded-md px-3 text-sm font-semibold uppercase tracking-wide xl:min-h-10 xl:px-2.5 xl:text-[0.8rem]';
const currentClass = { page: 'bg-navy-800 text-white', true: 'bg-sky-200 text-navy-900 underline decoration-2 underline-offset-4', none: 'text-navy-900 hover:bg-sky-200/60' };
/**
 * How the group's entry in the links row looks (wide screens only; each form sets when it shows):
 * the first form's link and the popover's button look alike.
 */
export const groupEntryLook = (current: boolean) => `items-center gap-1 ${linkLook} ${current ? currentClass.true : currentClass.none}`;
/**
 * A group's panel: below xl, a section of the opened menu (its heading, then its links); from xl
 * up, hidden until opened (the first form: as the target of the group's link, app/globals.css;
 * the popover: `data-open`), then a box under the group's entry.
 */
export const groupPanelClass =
  'nav-group-panel block xl:absolute xl:left-0 xl:top-full xl:z-50 xl:mt-1 xl:hidden xl:w-72 xl:rounded-xl xl:bg-white xl:p-2 xl:shadow-lg xl:ring-1 xl:ring-navy-900/10 xl:data-open:block';

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 fill-none stroke-current transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}

function NavLinkEntry({ link, pathname, onNavigate }: { link: NavLinkItem; pathname: string; onNavigate?: () => void }) {
  const current = currentOf(pathname, link);
  return (
    <SiteLink href={link.href} onClick={onNavigate} aria-current={current} className={`flex ${linkLook} ${currentClass[current ?? 'none']}`}>
      {link.label}
    </SiteLink>
  );
}

/** A group's heading on phones (the wide screens' entry names it there) and its links. */
export function GroupLinks({ group, pathname, onNavigate }: { group: NavGroupItem; pathname: string; onNavigate?: () => void }) {
  const headingId = `${groupPanelId(group)}-heading`;
  return (
    <>
      <span id={headingId} className="block px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-widest text-slate-600 xl:sr-only">
        {group.label}
      </span>
      <ul aria-labelledby={headingId} className="ml-3 grid gap-1 border-l-2 border-navy-900/10 pl-2 xl:ml-0 xl:border-l-0 xl:pl-0">
        {group.links.map((link) => (
          <li key={link.href}>
            <NavLinkEntry link={link} pathname={pathname} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The first form's group: on wide screens its entry is a link to its panel, and another link closes it (both without JavaScript). */
export function FirstFormGroup({ group, pathname }: { group: NavGroupItem; pathname: string }) {
  const current = groupIsCurrent(group, pathname);
  return (
    <div className="nav-group relative">
      <a id={groupButtonId(group)} href={`#${groupPanelId(group)}`} aria-current={current ? 'true' : undefined} className={`nav-group-open hidden xl:inline-flex ${groupEntryLook(current)}`}>
        {group.label}
        <Chevron open={false} />
      </a>
      <a href={`#${TOGGLE_ID}`} aria-label={group.closeLabel} className={`nav-group-close hidden ${groupEntryLook(current)}`}>
        {group.label}
        <Chevron open />
      </a>
      <div id={groupPanelId(group)} className={groupPanelClass}>
        <GroupLinks group={group} pathname={pathname} />
      </div>
    </div>
  );
}

export type GroupComponent = (props: { group: NavGroupItem; pathname: string; onNavigate?: () => void }) => ReactNode;

/** The navbar's entries; the current page's link is marked, and so is a group that holds it. `onNavigate` closes an open menu. */
export function NavLinks({ items, pathname, onNavigate, Group }: { items: readonly NavItem[]; pathname: string; onNavigate?: () => void; Group: GroupComponent }) {
  return (
    <ul className="grid gap-1 pt-2 xl:flex xl:flex-1 xl:flex-wrap xl:items-center xl:justify-between xl:gap-x-1 xl:gap-y-0 xl:pt-0">
      {items.map((item) => (
        <li key={isGroup(item) ? item.id : item.href}>
          {isGroup(item) ? <Group group={item} pathname={pathname} onNavigate={onNavigate} /> : <NavLinkEntry link={item} pathname={pathname} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
