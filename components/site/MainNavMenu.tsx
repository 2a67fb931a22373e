'use client';

import { Popover, PopoverButton, PopoverPanel, useClose } from '@headlessui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  Chevron,
  GroupLinks,
  MENU_ID,
  MenuIcon,
  NavLinks,
  TOGGLE_ID,
  brandRowClass,
  groupButtonId,
  groupEntryLook,
  groupIsCurrent,
  groupPanelClass,
  groupPanelId,
  isGroup,
  navClass,
  panelClass,
  refocusHandover,
  restoreHandover,
  searchSlotClass,
  toggleClass,
  wideSearchSlotClass,
  type GroupComponent,
  type MainNavMenuProps,
} from './navParts';

/** A navigation the menu did not start (the back button) closes it. */
function CloseOnNavigation({ open, pathname }: { open: boolean; pathname: string }) {
  const close = useClose();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (open) close();
  }, [pathname, open, close]);
  return null;
}

/**
 * A group of links once the script has loaded: on wide screens its entry is a Headless UI Popover's
 * button and its links the panel under it, which closes on a link, on Escape, on a click outside
 * and on a navigation, focus returning to the button. Below xl the button is hidden and the panel
 * is a section of the opened menu (it is `static`: CSS shows it there always).
 */
const PopoverGroup: GroupComponent = ({ group, pathname, onNavigate }) => {
  const current = groupIsCurrent(group, pathname);
  return (
    <Popover className="nav-group relative">
      {({ open, close }) => (
        <>
          <CloseOnNavigation open={open} pathname={pathname} />
          <PopoverButton id={groupButtonId(group)} aria-current={current ? 'true' : undefined} className={`hidden xl:inline-flex ${groupEntryLook(current)} data-open:bg-sky-200/60`}>
            {group.label}
            <Chevron open={open} />
          </PopoverButton>
          <PopoverPanel static id={groupPanelId(group)} className={groupPanelClass}>
            <GroupLinks
              group={group}
              pathname={pathname}
              onNavigate={() => {
                close();
                onNavigate?.();
              }}
            />
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
};

/**
 * The navbar once its script has loaded (MainNavBar.tsx loads it on first use): the same markup,
 * the toggle and panel now a Headless UI Popover, and each group another. The panels are `static`
 * (always in the document; CSS shows them when open, and the menu's on wide screens always), so
 * the links are never rendered twice. Closes on a link, on Escape, on a click outside and on a
 * navigation; focus returns to the toggle.
 */
export function MainNavMenu({ items, brand, helpLine, search, wideSearch, labels, pathname, handover }: MainNavMenuProps) {
  // What was typed is back before the new fields can be seen or submitted (a submit right after
  // the swap would otherwise send them empty); focus follows again once the panel is drawn.
  useLayoutEffect(() => restoreHandover(handover), [handover]);

  useEffect(() => {
    document.documentElement.dataset.menuReady = '';
    // The visitor opened the menu, or a group's menu, before this script arrived (the toggle or
    // the group's entry was a link to it): it stays open, now as the popover, and the fragment
    // goes so that a reload starts closed.
    const opened = window.location.hash.slice(1);
    const openedBefore = opened === MENU_ID ? TOGGLE_ID : items.filter(isGroup).find((group) => groupPanelId(group) === opened);
    if (openedBefore) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    // After the popovers' first frame (they ignore a click before), the one the link had opened
    // opens, and the focus comes back (what was typed is back already, and may have grown since).
    const frame = requestAnimationFrame(() => {
      if (openedBefore) document.getElementById(typeof openedBefore === 'string' ? openedBefore : groupButtonId(openedBefore))?.click();
      refocusHandover(handover);
    });
    return () => {
      cancelAnimationFrame(frame);
      delete document.documentElement.dataset.menuReady;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the popovers take over
  }, [handover]);

  return (
    <Popover as="nav" aria-label={labels.nav} className={navClass}>
      {({ open, close }) => (
        <>
          <CloseOnNavigation open={open} pathname={pathname} />
          <div className={brandRowClass}>
            {brand}
            <div className="flex shrink-0 items-center gap-2">
              {wideSearch && <div className={wideSearchSlotClass}>{wideSearch}</div>}
              {helpLine}
              <PopoverButton as="a" id={TOGGLE_ID} href={`#${MENU_ID}`} role="button" aria-label={open ? labels.closeMenu : labels.openMenu} className={toggleClass}>
                <MenuIcon open={open} />
              </PopoverButton>
            </div>
          </div>
          <PopoverPanel static id={MENU_ID} className={panelClass}>
            {search && <div className={searchSlotClass}>{search}</div>}
            <NavLinks items={items} pathname={pathname} onNavigate={open ? () => close() : undefined} Group={PopoverGroup} />
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
