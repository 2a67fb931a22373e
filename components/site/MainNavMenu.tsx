'use client';

import { Popover, PopoverButton, PopoverPanel, useClose } from '@headlessui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { MENU_ID, MenuIcon, NavLinks, TOGGLE_ID, brandRowClass, navClass, panelClass, restoreHandover, searchSlotClass, toggleClass, wideSearchSlotClass, type MainNavMenuProps } from './navParts';

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
 * The navbar on phones and tablets once its script has loaded (MainNavBar.tsx loads it): the same
 * markup, the toggle and panel now a Headless UI Popover. The panel is `static` (always in the
 * document; CSS shows it when open, and on wide screens always), so the links are never rendered
 * twice. Closes on a link, on Escape, on a click outside and on a navigation; focus returns to the
 * toggle.
 */
export function MainNavMenu({ items, brand, helpLine, search, wideSearch, labels, pathname, handover }: MainNavMenuProps) {
  // What was typed is back before the new fields can be seen or submitted (a submit right after
  // the swap would otherwise send them empty); focus follows again once the panel is drawn.
  useLayoutEffect(() => restoreHandover(handover), [handover]);

  useEffect(() => {
    document.documentElement.dataset.menuReady = '';
    // The visitor opened the menu before this script arrived (the toggle was a link to it): it
    // stays open, now as the popover, and the fragment goes so that a reload starts closed.
    const openedBefore = window.location.hash === `#${MENU_ID}`;
    if (openedBefore) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    // After the popover's first frame (it ignores a click before), it opens if the link had, and
    // what was typed and the focus come back.
    const frame = requestAnimationFrame(() => {
      if (openedBefore) document.getElementById(TOGGLE_ID)?.click();
      restoreHandover(handover);
    });
    return () => {
      cancelAnimationFrame(frame);
      delete document.documentElement.dataset.menuReady;
    };
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
            <NavLinks items={items} pathname={pathname} onNavigate={open ? () => close() : undefined} />
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
