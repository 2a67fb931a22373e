'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import {
  MENU_ID,
  MenuIcon,
  NARROW_SCREEN,
  NavLinks,
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

export type { NavItem } from './navParts';

/**
 * The navbar. Wide screens (xl, 1280 px and up): the brand row, then the links in a row of their
 * own, so the seven long labels and the help line fit in either language. Phones and tablets: the
 * links sit behind a toggle.
 *
 * This first form carries no library: its toggle is a plain link to the menu panel, which CSS
 * shows as the link's target (app/globals.css), so the menu works before the script runs and
 * without JavaScript. On a narrow screen, the first time the visitor uses the navbar (a click or
 * tap, or the keyboard's focus), it loads the Headless UI popover (MainNavMenu.tsx,
 * same markup) and hands over to it: that one also closes on a click outside, on Escape and on a
 * link, and gives focus back to the toggle. A menu opened by that first tap is open as the link's
 * target until the popover arrives, which keeps it open. Loading on idle instead put the library's
 * parse and run inside every phone page's load (Lighthouse mobile: TBT +40 to +60 ms on /bn/ and
 * /Everest-2010/). Wide screens, where the toggle is hidden, never download it.
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
    const upgrade = () => {
      if (!narrow.matches) return;
      stopListening();
      void import('./MainNavMenu').then(({ MainNavMenu }) => {
        if (!cancelled) setMenu({ Menu: MainNavMenu, handover: navHandover(element) });
      });
    };
    // A click has done its work (the toggle's link has opened the menu) before the module arrives,
    // so the new markup never swallows it. Focus starts it only from the keyboard: a mouse's focus
    // comes at the press, and a swap before the release would lose the click.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) upgrade();
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
        </div>
      </div>
      <div id={MENU_ID} className={panelClass}>
        {search && <div className={searchSlotClass}>{search}</div>}
        <NavLinks items={items} pathname={pathname} />
      </div>
    </nav>
  );
}
