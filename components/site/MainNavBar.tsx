'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import {
  FirstFormGroup,
  MENU_ID,
  MenuIcon,
  NARROW_SCREEN,
  NavLinks,
  NoScriptClose,
  TOGGLE_ID,
  brandRowClass,
  navClass,
  panelClass,
  navHandover,
  searchSlotClass,
  wideSearchSlotClass,
  toggleClass,
  type MainNavBarProps,
  type MainNavMenuProps,
  type NavHandover,
} from './navParts';

export type { NavItem, NavLinkItem } from './navParts';

/**
 * The navbar. Wide screens (xl, 1280 px and up): the brand row, then the links in a row of their
 * own, so the labels and the help line fit in either language; a group of links ("Expeditions")
 * is an entry that opens a menu of its own. Phones and tablets: the links sit behind a toggle, a
 * group as a section with its heading.
 *
 * This first form carries no library: its toggle, and a group's entry, are plain links to their
 * panels, which CSS shows as the link's target (app/globals.css), so the menus work before the
 * script runs and without JavaScript; while one is open, a link in the toggle's place closes it
 * (it makes the toggle the target instead). The first time the visitor uses the navbar on a narrow
 * screen (a click or tap, or the keyboard's focus), or a group's entry on a wide one, it loads the
 * Headless UI popovers (MainNavMenu.tsx, same markup) and hands over to them: they also close on
 * a click outside, on Escape and on a link, and give focus back to their button. A menu opened by
 * that first tap is open as the link's target until the popover arrives, which keeps it open.
 * Loading on idle instead put the library's parse and run inside every phone page's load
 * (Lighthouse mobile: TBT +40 to +60 ms on /bn/ and /Everest-2010/). A wide screen whose visitor
 * never opens a group never downloads it.
 */
export function MainNavBar(props: MainNavBarProps) {
  const { items, brand, helpLine, search, wideSearch, labels } = props;
  const pathname = usePathname() ?? '/';
  const [menu, setMenu] = useState<{ Menu: ComponentType<MainNavMenuProps>; handover: NavHandover }>();

  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = nav.current;
    const narrow = window.matchMedia(NARROW_SCREEN);
    let cancelled = false;
    const upgrade = (event: Event) => {
      // Wide screens need the popover only for a group's menu.
      if (!narrow.matches && !(event.target instanceof Element && event.target.closest('.nav-group'))) return;
      stopListening();
      void import('./MainNavMenu').then(({ MainNavMenu }) => {
        // What was typed is read and the new form drawn in one task: no keystroke can land between
        // them in a field about to be replaced (a fill right after the tap was lost that way).
        if (!cancelled) flushSync(() => setMenu({ Menu: MainNavMenu, handover: navHandover(element) }));
      });
    };
    // A click has done its work (the toggle's link has opened the menu) before the module arrives,
    // so the new markup never swallows it. Focus starts it only from the keyboard: a mouse's focus
    // comes at the press, and a swap before the release would lose the click.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) upgrade(event);
    };
    const stopListening = () => {
      element?.removeEventListener('click', upgrade);
      element?.removeEventListener('keydown', upgrade);
      element?.removeEventListener('focusin', onFocus);
    };
    element?.addEventListener('click', upgrade);
    element?.addEventListener('keydown', upgrade);
    element?.addEventListener('focusin', onFocus);
    return () => {
      cancelled = true;
      stopListening();
    };
  }, []);

  if (menu) return <menu.Menu {...props} pathname={pathname} handover={menu.handover} />;
  return (
    <nav ref={nav} aria-label={labels.nav} className={navClass}>
      <div className={brandRowClass}>
        {brand}
        <div className="flex shrink-0 items-center gap-2">
          {wideSearch && <div className={wideSearchSlotClass}>{wideSearch}</div>}
          {helpLine}
          <a id={TOGGLE_ID} href={`#${MENU_ID}`} aria-label={labels.openMenu} className={toggleClass}>
            <MenuIcon open={false} />
          </a>
          <NoScriptClose label={labels.closeMenu} />
        </div>
      </div>
      <div id={MENU_ID} className={panelClass}>
        {search && <div className={searchSlotClass}>{search}</div>}
        <NavLinks items={items} pathname={pathname} Group={FirstFormGroup} />
      </div>
    </nav>
  );
}
