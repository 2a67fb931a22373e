'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import {
  MENU_ID,
  MenuIcon,
  NARROW_SCREEN,
  NavLinks,
  TOGGLE_ID,
  brandRowClass,
  navClass,
  panelClass,
  searchSlotClass,
  wideSearchSlotClass,
  toggleClass,
  type MainNavBarProps,
  type MainNavMenuProps,
} from './navParts';

export type { NavItem } from './navParts';

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * The navbar. Wide screens (xl, 1280 px and up): the brand row, then the links in a row of their
 * own, so the seven long labels and the help line fit in either language. Phones and tablets: the
 * links sit behind a toggle.
 *
 * This first form carries no library: its toggle is a plain link to the menu panel, which CSS
 * shows as the link's target (app/globals.css), so the menu works before the script runs and
 * without JavaScript. On a narrow screen, once the browser is idle, it loads the Headless UI
 * popover (MainNavMenu.tsx, same markup) and hands over to it: that one also closes on a click
 * outside, on Escape and on a link, and gives focus back to the toggle. Wide screens, where the
 * toggle is hidden, never download it.
 */
export function MainNavBar(props: MainNavBarProps) {
  const { items, brand, helpLine, search, wideSearch, labels } = props;
  const pathname = usePathname() ?? '/';
  const [menu, setMenu] = useState<{ Menu: ComponentType<MainNavMenuProps>; focusToggle: boolean }>();

  useEffect(() => {
    const narrow = window.matchMedia(NARROW_SCREEN);
    let cancelIdle: (() => void) | undefined;
    let cancelled = false;
    const upgrade = () => {
      if (!narrow.matches || cancelIdle) return;
      cancelIdle = whenIdle(() => {
        void import('./MainNavMenu').then(({ MainNavMenu }) => {
          if (!cancelled) setMenu({ Menu: MainNavMenu, focusToggle: document.activeElement?.id === TOGGLE_ID });
        });
      });
    };
    upgrade();
    narrow.addEventListener('change', upgrade);
    return () => {
      cancelled = true;
      cancelIdle?.();
      narrow.removeEventListener('change', upgrade);
    };
  }, []);

  if (menu) return <menu.Menu {...props} pathname={pathname} focusToggle={menu.focusToggle} />;
  return (
    <nav aria-label={labels.nav} className={navClass}>
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
