import type { ReactNode } from 'react';
import type { SiteWords } from '@/lib/content';
import { MainNavBar, type NavItem } from './MainNavBar';

type MainNavProps = {
  items: readonly NavItem[];
  /** The HELP LINE button: a tel: link, or the contact page while the number is unpublished. */
  helpLine: { href: string; isPhone: boolean; label: string; shortLabel: string; srText: string };
  brand: ReactNode;
  /** The search form, once for the opened menu and once for the brand row (see navParts). */
  search?: ReactNode;
  wideSearch?: ReactNode;
  words: SiteWords['mainNav'];
};

/** The navbar: the help line button is drawn here, on the server, so the client island carries only strings. */
export function MainNav({ items, helpLine, brand, search, wideSearch, words: w }: MainNavProps) {
  return (
    <MainNavBar
      items={items}
      brand={brand}
      search={search}
      wideSearch={wideSearch}
      helpLine={
        <a href={helpLine.href} className="button-summit whitespace-nowrap px-3 text-sm sm:px-4">
          {helpLine.isPhone && (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M6.6 2.2 8.3 5.6a1.2 1.2 0 0 1-.3 1.4L6.6 8.2a10.6 10.6 0 0 0 5.2 5.2l1.2-1.4a1.2 1.2 0 0 1 1.4-.3l3.4 1.7a1.2 1.2 0 0 1 .6 1.4l-.6 2.2a1.8 1.8 0 0 1-1.9 1.3C8.3 17.7 2.3 11.7 1.7 4.1A1.8 1.8 0 0 1 3 2.2L5.2 1.6a1.2 1.2 0 0 1 1.4.6Z" />
            </svg>
          )}
          <span className="hidden sm:inline">{helpLine.label}</span>
          <span className="sm:hidden">{helpLine.shortLabel}</span>
          <span className="sr-only"> {helpLine.srText}</span>
        </a>
      }
      labels={{ nav: w.label, openMenu: w.openMenu, closeMenu: w.closeMenu }}
    />
  );
}
